/**
 * One test command for every suite: units, the web app, and the API suite twice — on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it and refuses to run without it) — plus its
 * file tests a third time on S3-compatible storage.
 */
import { configDefaults, defineConfig } from "vitest/config";
import { databaseFreeTests } from "./apps/server/src/test/database-free-tests.ts";
import { webProjects } from "./apps/web/vitest.config.ts";

/** Tests of the S3 adapter itself: they need the s3rver the api-s3 project starts. */
const s3OnlyTests = ["apps/server/src/storage/s3-storage.test.ts"];
/** The API tests that store, serve or remove files: run again with the files in a bucket (api-s3, ADR 022). */
const fileTests = [
  "apps/server/src/modules/files/files.routes.test.ts",
  "apps/server/src/modules/candidates/candidates.routes.test.ts",
  "apps/server/src/modules/candidates/candidates.service.test.ts",
  "apps/server/src/modules/candidates/profile-photo.routes.test.ts",
  "apps/server/src/modules/verification/verification.routes.test.ts",
  "apps/server/src/modules/admin/admin-users.routes.test.ts",
];

const apiSuite = (kind: "pglite" | "postgres") => ({
  test: {
    name: `api-${kind}`,
    include: ["apps/server/src/**/*.test.ts"],
    // The files that open no database check nothing more on a second one: PGlite's run has them.
    exclude: [...configDefaults.exclude, ...s3OnlyTests, ...(kind === "postgres" ? databaseFreeTests : [])],
    environment: "node",
    env: { TEST_DB: kind },
    globalSetup: [kind === "pglite" ? "apps/server/src/test/global-setup.ts" : "apps/server/src/test/postgres-global-setup.ts"],
    setupFiles: ["apps/server/src/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker for all its files, not one per file: every file builds its own
    // app and database anyway (test/test-app.ts), and the suite runs in about 60% of the time.
    isolate: false,
  },
});

if (process.env.REQUIRE_ALL_SUITES && !process.env.TEST_DATABASE_URL) {
  throw new Error("REQUIRE_ALL_SUITES is set but TEST_DATABASE_URL is not: the PostgreSQL suite would be skipped");
}

export default defineConfig({
  test: {
    // Vitest takes one worker fewer than the cores, so one on a 2-core machine: the API files wait on
    // the database and on the server processes they start much of their time, and two side by side
    // run the suite in about three quarters of the time.
    maxWorkers: 2,
    projects: [
      { test: { name: "packages", include: ["packages/**/*.test.ts"], environment: "node" } },
      ...webProjects,
      apiSuite("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiSuite("postgres")] : []),
      // The file tests on PGlite with an S3-compatible server (s3rver, started once for the project).
      {
        test: {
          ...apiSuite("pglite").test,
          name: "api-s3",
          include: [...fileTests, ...s3OnlyTests],
          exclude: configDefaults.exclude,
          // The SDK warns on every load that releases after January 2027 will need Node 22 (ADR 022).
          env: { TEST_DB: "pglite", TEST_STORAGE: "s3", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
          globalSetup: ["apps/server/src/test/global-setup.ts", "apps/server/src/test/s3-global-setup.ts"],
        },
      },
    ],
  },
});
