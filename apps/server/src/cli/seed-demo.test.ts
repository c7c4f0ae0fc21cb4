/** `npm run demo`'s seed: it prints the logins that really work, ADMIN_PASSWORD included. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { testDatabaseKind } from "../test/test-database.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-seed-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The demo is always on the embedded database, whichever database the suite runs on: once is enough.
it.runIf(testDatabaseKind() === "pglite")("prints the admin's password from ADMIN_PASSWORD, and that password signs in", { timeout: 120_000 }, async () => {
  // As `npm run demo` runs it: bundled, with plain Node.
  const seed = spawnSync(process.execPath, [path.join(repoRoot, "scripts/cli.mjs"), "seed-demo"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: "operator-pass-9", LOG_LEVEL: "silent", GEOIP_DATABASE: "off" },
    encoding: "utf8",
  });
  expect(seed.status, seed.stderr).toBe(0);
  expect(seed.stdout).toContain("(admin: operator-pass-9, from ADMIN_PASSWORD)");
  expect(seed.stdout).toContain("password demo-pass-123 for the employer and the candidate");
  expect(seed.stdout).not.toContain("for all");

  const config = testConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir });
  const deps = createDependencies(config, database, createLogger("silent"));
  try {
    const signedIn = await deps.auth.api.signInEmail({ body: { email: config.adminEmail, password: "operator-pass-9" } });
    expect(signedIn.user.email).toBe(config.adminEmail);
  } finally {
    await deps.events.close();
    await database.close();
  }
});
