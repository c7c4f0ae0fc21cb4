-- A company page's slug is made without a regular expression, and is the same for every name:
-- PostgreSQL reports a connection terminated while it compiles one as an invalid expression (2201B),
-- not as a lost connection, so an employer's sign-up whose connection was terminated could answer
-- 500 in place of 503 (ADR 038). The characters other than a-z and 0-9 (those `translate` leaves
-- when it drops the kept ones) become hyphens, and the pieces between hyphens that are not empty are
-- joined by one: a run of others is one hyphen, none at either end. The 60-character cut still comes
-- after, so a slug can end in a hyphen before its hash as it could.
CREATE OR REPLACE FUNCTION company_slug(company text, account_id text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(array_to_string(array_remove(string_to_array(translate(name, others, repeat('-', length(others))), '-'), ''), '-'), 60), ''), 'company') || '-' || substr(md5(account_id), 1, 8)
  FROM (SELECT lower(coalesce(company, '')) AS name) AS lowered,
    LATERAL (SELECT translate(name, 'abcdefghijklmnopqrstuvwxyz0123456789', '') AS others) AS dropped
$$;
