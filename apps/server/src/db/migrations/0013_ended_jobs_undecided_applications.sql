-- Applications still awaiting a decision on jobs filled or closed before such jobs ended them
-- (issue 27): not_selected, as filling or closing a job makes them now. Nobody is mailed: it is old news.
UPDATE "applications" SET "status" = 'not_selected', "updated_at" = now()
FROM "jobs"
WHERE "applications"."job_id" = "jobs"."id"
  AND "applications"."status" IN ('pending', 'shortlisted')
  AND "jobs"."status" IN ('filled', 'expired');
