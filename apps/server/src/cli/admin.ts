/** `npm run admin -- --email … --password …`: creates the admin account or sets its password. */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { ensureAdminAccount } from "../modules/accounts/admin-account.service.ts";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const config = loadConfig();
  const email = values.email ?? config.adminEmail;
  if (!values.password || values.password.length < 6) {
    console.error("Usage: npm run admin -- --email <ADMIN_EMAIL> --password <at least 6 characters>");
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const deps = createDependencies(config, database, createLogger("warn"));
    const result = await ensureAdminAccount(deps, email, values.password);
    await deps.events.close();
    console.log(result === "created" ? `Admin account ${email} created.` : `Password of ${email} updated.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
