/**
 * One test command for every suite: units, the web app, and the API suite twice — on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it and refuses to run without it).
 */
import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

const apiSuite = (kind: "pglite" | "postgres") => ({
  test: {
    name: `api-${kind}`,
    include: ["apps/server/src/**/*.test.ts"],
    environment: "node",
    env: { TEST_DB: kind },
    globalSetup: kind === "pglite" ? ["apps/server/src/test/global-setup.ts"] : [],
    setupFiles: ["apps/server/src/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

if (process.env.REQUIRE_ALL_SUITES && !process.env.TEST_DATABASE_URL) {
  throw new Error("REQUIRE_ALL_SUITES is set but TEST_DATABASE_URL is not: the PostgreSQL suite would be skipped");
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: "packages", include: ["packages/**/*.test.ts"], environment: "node" } },
      ...(existsSync("apps/web/vitest.config.ts") ? ["apps/web/vitest.config.ts"] : []),
      apiSuite("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiSuite("postgres")] : []),
    ],
  },
});
