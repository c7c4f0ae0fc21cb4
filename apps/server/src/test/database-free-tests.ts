/**
 * The server's test files that never open a database: the API suite runs them on PGlite only
 * (api-pglite), not again on PostgreSQL, where they would check nothing more. Among them the
 * region index's walk of the shipped geolocation databases (about 11 CPU-seconds) and the import
 * layers' lint. database-free-tests.test.ts holds each to it: none imports what opens a database.
 */
export const databaseFreeTests = [
  "apps/server/src/analytics/region-index.test.ts",
  "apps/server/src/auth/password-hashing.test.ts",
  "apps/server/src/config-documented.test.ts",
  "apps/server/src/config.test.ts",
  "apps/server/src/db/shared-reads.test.ts",
  "apps/server/src/decisions-documented.test.ts",
  "apps/server/src/http/client-address.test.ts",
  "apps/server/src/http/errors.test.ts",
  "apps/server/src/http/mapped-stack.test.ts",
  "apps/server/src/import-layers.test.ts",
  "apps/server/src/mail/mailer.test.ts",
  "apps/server/src/modules/alerts/alert-mails.test.ts",
  "apps/server/src/modules/interviews/interview-calendar.test.ts",
  "apps/server/src/modules/search/job-concepts.test.ts",
  "apps/server/src/modules/search/job-places.test.ts",
  "apps/server/src/modules/search/localities.test.ts",
  "apps/server/src/modules/search/query.test.ts",
  "apps/server/src/modules/search/vocabulary.test.ts",
  "apps/server/src/payments/upi.test.ts",
  "apps/server/src/phone/sms-parts.test.ts",
  "apps/server/src/server-node-args.test.ts",
];
