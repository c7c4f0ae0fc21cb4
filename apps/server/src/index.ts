/** Process entry: read config, open and migrate the database, listen, and shut down cleanly. */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { DatabaseLockedError, openDatabase } from "./db/client.ts";
import { createDependencies } from "./dependencies.ts";
import { createLogger } from "./http/logger.ts";
import { ensureAdminAccount } from "./modules/accounts/admin-account.service.ts";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const deps = createDependencies(config, database, logger);

  if (config.adminPassword) {
    const result = await ensureAdminAccount(deps, config.adminEmail, config.adminPassword);
    logger.info({ email: config.adminEmail, result }, "admin account ready");
  }

  const hasWebApp = existsSync(path.join(webRoot, "index.html"));
  if (!hasWebApp) logger.warn({ webRoot }, "web app not built: serving the API only (run npm run build)");
  const app = createApp(deps, { webRoot: hasWebApp ? webRoot : undefined });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const readyMs = Math.round(performance.now() - started);
    logger.info({ port: info.port, database: database.kind, readyMs }, "listening");
    const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`;
    console.log(`\n  Ready in ${readyMs} ms: ${url}  (database: ${database.kind === "pglite" ? config.dataDir : "PostgreSQL"})`);
    if (!config.adminPassword) {
      console.log(
        `  Create the admin account: npm run admin -- --email ${config.adminEmail} --password <password>` +
          ` (with the server stopped when using the embedded database), or start with ADMIN_PASSWORD=<password>.\n`,
      );
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop taking connections, let requests in flight finish, then close the database.
    server.close(async () => {
      await deps.visitors.settled();
      await deps.events.close();
      await database.close();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      // Event streams never go idle: give requests in flight a moment, then end the streams.
      setTimeout(() => server.closeAllConnections(), 2000).unref();
    }
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) console.error(`\n  ${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
