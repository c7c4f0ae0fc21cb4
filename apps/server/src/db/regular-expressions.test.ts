/**
 * No regular expression in what the database runs on a write or a search: PostgreSQL reports a
 * connection terminated while it compiles one as an invalid expression (2201B), not as a lost
 * connection (57P01), so the request answered 500 where it should answer 503 (reads are sent again,
 * writes told to retry; connection-loss.test.ts, ADR 038). The course codes' checks say what their
 * regular expressions said with `length` and `ltrim` (migration 0050), shown here on each database
 * against the expressions themselves, run in JavaScript; a company page's slug is made with
 * `translate` and arrays (migration 0051), shown against the expression it had, run in the same
 * database, whose `lower` both take.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { enrollments, paymentRequests, user } from "./schema/index.ts";
import { openTestDatabase } from "../test/test-database.ts";

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  userId = randomUUID();
  await handle.db.insert(user).values({ id: userId, name: "Checks", email: `${userId}@example.com` });
});
afterAll(async () => {
  await handle.close();
});

/** True when the write is stored, the name of the check it breaks when a check refuses it. */
async function outcome(write: () => Promise<unknown>): Promise<true | string> {
  try {
    await write();
    return true;
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (cause.code === "23514") return cause.constraint ?? "23514";
    throw error;
  }
}

const references = [
  "ABCDEFGHIJ12",
  "000000000000",
  "ZZZZZZZZZZZZ",
  "A1B2C3D4E5F6",
  "ABCDEFGHIJ1",
  "ABCDEFGHIJ123",
  "abcdefghij12",
  "ABCDEFGHIJk2",
  "ABCDEFGHIJ1-",
  "ABCDEFGHIJ1 ",
  " ABCDEFGHIJ1",
  "ABCDEFGHIJ1\n",
  "ÄBCDEFGHIJ12",
  "ABCDEFGHIJ1೧",
  "ABCDEFGHIJ1%",
  "",
];
const utrs = ["123456789012", "000000000000", "12345678901", "1234567890123", "12345678901A", "1234567890 1", "೧23456789012", "12345678901\n", "-12345678901", "1234567890.1", ""];

describe("the course codes' checks", () => {
  it("take a payment request's reference as ^[A-Z0-9]{12}$ did", async () => {
    const taken: Record<string, true | string> = {};
    for (const reference of references) {
      taken[reference] = await outcome(() => handle.db.insert(paymentRequests).values({ reference, userId, courseId: "course1", amount: 2999 }));
    }
    expect(taken).toEqual(Object.fromEntries(references.map((reference) => [reference, /^[A-Z0-9]{12}$/.test(reference) || "payment_requests_reference_format"])));
    expect(Object.values(taken).filter((value) => value === true)).toHaveLength(4);
  });

  it("take an enrolment's reference as ^[A-Z0-9]{12}$ did, and its UTR as ^[0-9]{12}$ did, or none", async () => {
    let made = 0;
    const enrol = (values: { reference?: string; utr?: string | null }) =>
      outcome(() =>
        handle.db.insert(enrollments).values({
          // A course a candidate enrols in once at a time: each row but the first is cancelled.
          status: made++ === 0 ? "pending" : "cancelled",
          userId,
          courseId: "course1",
          startDate: "2026-12-01",
          timeSlot: "morning",
          amount: 2999,
          reference: values.reference ?? `R${String(made).padStart(11, "0")}`,
          utr: values.utr ?? null,
        }),
      );
    const taken: Record<string, true | string> = {};
    for (const reference of references) taken[reference] = await enrol({ reference });
    expect(taken).toEqual(Object.fromEntries(references.map((reference) => [reference, /^[A-Z0-9]{12}$/.test(reference) || "enrollments_reference_format"])));

    const utrTaken: Record<string, true | string> = {};
    for (const utr of utrs) utrTaken[utr] = await enrol({ utr });
    expect(utrTaken).toEqual(Object.fromEntries(utrs.map((utr) => [utr, /^[0-9]{12}$/.test(utr) || "enrollments_utr_format"])));
    expect(Object.values(utrTaken).filter((value) => value === true)).toHaveLength(2);
    // No UTR passes, as a null did with the expression.
    expect(await enrol({ utr: null })).toBe(true);
  });
});

/** Names of every kind a slug is made from, and some made up of their pieces. */
function companyNames(): (string | null)[] {
  const names: (string | null)[] = [
    "Kaveri Silks & Sons",
    "ACME Ltd.",
    "A&B (Pvt.) Ltd.",
    "Sri Ganesh Transport, Hubballi",
    "ಕನ್ನಡ",
    "ಕಾವೇರಿ ಸಿಲ್ಕ್ಸ್",
    "ಕಾವೇರಿ Silks ೨೦೨೬",
    "Kaveri ಸಿಲ್ಕ್ಸ್ 2026",
    "123",
    "7 Hills Cabs",
    "--a--b--",
    "  ...Leading and trailing...  ",
    "___",
    "-",
    "",
    null,
    "a_b",
    "Tab\there\nnew line",
    "Crème Brûlée Café",
    "ÄÖÜ straße",
    "İstanbul Kebab",
    "\u212Aelvin Tools",
    "ǅemal",
    "Ｆｕｌｌｗｉｄｔｈ",
    "Emoji 🚚 Movers",
    "x".repeat(100),
    "a" + "b".repeat(58) + " c",
    "a" + "b".repeat(59) + " c",
    "a" + "b".repeat(60) + " c",
    "Long name with many words ".repeat(5),
    "!!!" + "ab-".repeat(30),
  ];
  const pieces = ["a", "Z", "m", "0", "9", " ", "-", "--", "_", ".", ",", "&", "(", ")", "ಕ", "ನ್ನ", "ಡ", "೧", "É", "ß", "\t"];
  // A fixed sequence (a linear congruential generator), so a failure names the same inputs each run.
  let seed = 51;
  const next = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  for (let i = 0; i < 300; i++) {
    const length = 1 + next(90);
    names.push(Array.from({ length }, () => pieces[next(pieces.length)]).join(""));
  }
  return names;
}

it("makes a company page's slug as the regular expression of migration 0023 did", async () => {
  const names = companyNames();
  const inputs = sql.join(
    names.map((name, order) => sql`(${order}::int, ${name}::text)`),
    sql`, `,
  );
  const result = await handle.db.execute(sql`
    select name, company_slug(name, 'account' || n) as slug,
      coalesce(nullif(left(trim(both '-' from regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', '-', 'g')), 60), ''), 'company') || '-' || substr(md5('account' || n), 1, 8) as expected
    from (values ${inputs}) as inputs(n, name) order by n`);
  const rows = (result as unknown as { rows: { name: string | null; slug: string; expected: string }[] }).rows;
  expect(rows).toHaveLength(names.length);
  expect(rows.filter(({ slug, expected }) => slug !== expected)).toEqual([]);
  expect(rows.slice(0, 5).map(({ slug }) => slug.slice(0, -9))).toEqual(["kaveri-silks-sons", "acme-ltd", "a-b-pvt-ltd", "sri-ganesh-transport-hubballi", "company"]);
  // The cut at 60 characters can leave a hyphen before the hash's, as it could.
  expect(rows.filter(({ slug }) => slug.includes("--"))).not.toEqual([]);
});

it("leaves no regular expression in a check, a generated column, an index or a function of the schema's own", async () => {
  const result = await handle.db.execute(sql`
    select 'check ' || conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'c' and connamespace in ('public'::regnamespace, 'search'::regnamespace)
    union all
    select 'column ' || a.attrelid::regclass || '.' || a.attname, pg_get_expr(d.adbin, d.adrelid)
    from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum join pg_class c on c.oid = d.adrelid
    where c.relnamespace in ('public'::regnamespace, 'search'::regnamespace)
    union all
    select 'index ' || i.indexrelid::regclass, pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indrelid where c.relnamespace in ('public'::regnamespace, 'search'::regnamespace)
    union all
    select 'function ' || p.oid::regprocedure, p.prosrc
    from pg_proc p where p.pronamespace in ('public'::regnamespace, 'search'::regnamespace)
      and not exists (select from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')`);
  const rows = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  expect(rows.length).toBeGreaterThan(50);
  // `~`, `~*`, `!~` and `!~*` (SIMILAR TO is shown as `~` too), not LIKE's `~~`; and regexp_ functions.
  const withExpression = rows.filter(({ definition }) => /(^|[^~])~\*?(?!~)/.test(definition) || /regexp_/i.test(definition)).map(({ name }) => name);
  expect(withExpression).toEqual([]);
});
