/**
 * A shutdown stops the periodic work before it closes the database (index.ts): the stop functions
 * of the job alerts and the renewal reminders resolve only once a round under way has ended, so no
 * round runs into a closed database and logs a failure.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../config.ts";
import { createDependencies } from "../../dependencies.ts";
import { createLogger } from "../../http/logger.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { startRenewalReminders } from "../jobs/renewal-reminders.ts";
import { startAlerts } from "./alert-matching.ts";

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openDeps() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-rounds-"));
  dataDirs.push(dataDir);
  const database = await openTestDatabase();
  const deps = createDependencies(testConfig({ DATA_DIR: dataDir }), database, createLogger("silent"));
  return { database, deps, errors: vi.spyOn(deps.logger, "error") };
}

describe("stopping the periodic work", () => {
  it("waits for the alerts' round under way, so closing the database after it fails nothing", async () => {
    const { database, deps, errors } = await openDeps();
    // The first round starts at once: its queries are in flight when the shutdown begins.
    const stopAlerts = startAlerts(deps);
    const stopReminders = startRenewalReminders(deps);
    await Promise.all([stopAlerts(), stopReminders()]);
    await deps.outbox.settled();
    await deps.events.close();
    await database.close();
    // A round cut short by the closed database would log its failure a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).not.toHaveBeenCalled();
  });
});
