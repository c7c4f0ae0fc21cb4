/**
 * Process entry: read config, open and migrate the database, listen, and shut down cleanly. The
 * database starts opening first (the embedded one in its own thread, ADR 024) while the rest of the
 * server's modules load, so a restart waits for the longer of the two, not both.
 */
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { inspect } from "node:util";
import { loadConfig } from "./config.ts";
import { DatabaseLockedError, openDatabase } from "./db/client.ts";
import { createLogger } from "./http/logger.ts";
import { mapStack } from "./http/mapped-stack.ts";
import { webBuildFolder as webRoot } from "./server-files.ts";


async function main() {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Node writes a crash's stack in the bundle's lines; the log has it in the sources'.
  process.on("uncaughtExceptionMonitor", (error, origin) => logger.fatal({ err: error, origin }, "crashed"));

  // A missing bucket or refused credentials stop the start before the database is touched, not at
  // the first upload. (The local folder needs no such check first: it is made when missing.)
  if (config.s3) await (await import("./dependencies.ts")).createFileStorage(config).check();
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteThread: true,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  // Awaited below; a failure (the folder is another process's) must not count as unhandled meanwhile.
  opening.catch(() => {});
  const [
    { serve },
    { createApp },
    { listenForBackups },
    { createDependencies, createFileStorage },
    { drainDeadlineMs, gracefulShutdown },
    { ensureAdminAccount },
    { startRenewalReminders },
    { startInterviewReminders },
    { startAlerts },
    { refreshJobCoordinates },
    { refreshJobConcepts },
    { startUnreadMessageMails },
    { startEmbeddedUpkeep },
    { startRemovingExpiredCodesAndLinks },
  ] = await Promise.all([
    import("@hono/node-server"),
    import("./app.ts"),
    import("./db/backup/control-socket.ts"),
    import("./dependencies.ts"),
    import("./graceful-shutdown.ts"),
    import("./modules/accounts/admin-account.service.ts"),
    import("./modules/jobs/renewal-reminders.ts"),
    import("./modules/interviews/interview-reminders.ts"),
    import("./modules/alerts/alert-matching.ts"),
    import("./modules/jobs/refresh-job-coordinates.ts"),
    import("./modules/search/refresh-job-concepts.ts"),
    import("./modules/conversations/unread-message-mails.ts"),
    import("./db/embedded-upkeep.ts"),
    import("./modules/accounts/expired-codes-and-links.ts"),
  ]);
  if (!config.s3) {
    try {
      await createFileStorage(config).check();
    } catch (error) {
      await opening.then((database) => database.close()).catch(() => {});
      throw error;
    }
  }
  const database = await opening;
  await database.migrate();
  const deps = createDependencies(config, database, logger);
  // `npm run backup` cannot open the embedded database beside this process: it asks this process (ADR 023).
  const backups = database.kind === "pglite" ? await listenForBackups({ dataDir: config.dataDir, database, storage: deps.storage, logger }) : undefined;

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

  const httpServer = server as Server;
  const { instanceId } = config;
  // Behind a load balancer (npm run cluster): which instance answered, on every response.
  if (instanceId) httpServer.prependListener("request", (_request, response) => response.setHeader("x-instance", instanceId));
  const drain = gracefulShutdown(httpServer, deps.events, logger);
  // E-mails employers whose open jobs are about to leave the job list (every instance; each job is told once).
  const stopReminders = startRenewalReminders(deps);
  // Reminds both parties of an agreed interview the day before (every instance; each start reminded once).
  const stopInterviewReminders = startInterviewReminders(deps);
  // Delivers the queued mail: at once after each change, and every half minute what is due again (retries, other instances' rows).
  const stopOutbox = deps.outbox.start();
  // Delivers the queued SMS and WhatsApp messages the same way.
  const stopPhoneOutbox = deps.phoneOutbox.start();
  // Job alerts: new listed jobs matched and daily digests sent (every instance; each mail queued once).
  const stopAlerts = startAlerts(deps);
  // Messages left unread a quarter of an hour: their reader is e-mailed (every instance; each mail queued once).
  const stopUnreadMails = startUnreadMessageMails(deps);
  // One-time codes past their five minutes, links to add an address long run out, ended rate limits and expired sessions are removed (every hour).
  const stopRemovingExpired = startRemovingExpiredCodesAndLinks(deps);
  // The embedded database has no autovacuum: after many writes the search's tables are vacuumed and analysed (ADR 066).
  const stopUpkeep =
    database.kind === "pglite" ? startEmbeddedUpkeep(database.db, logger, { busy: () => (database.pglite?.pendingMessages?.() ?? 0) > 0 }) : async () => {};
  // Jobs saved without coordinates, or placed by an older localities table, placed now (ADR 043).
  const coordinatesRefreshed = refreshJobCoordinates(deps.db).then(
    (groups) => void (groups > 0 && logger.info({ groups }, "job coordinates brought in line with their locations")),
    (error: unknown) => logger.error({ err: error }, "job coordinates not refreshed"),
  );
  // Jobs saved before their concepts were kept, or read by an older vocabulary, read now (ADR 056).
  const conceptsRefreshed = refreshJobConcepts(deps.db).then(
    (jobCount) => void (jobCount > 0 && logger.info({ jobs: jobCount }, "job concepts found again with this vocabulary")),
    (error: unknown) => logger.error({ err: error }, "job concepts not refreshed"),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Should closing what the process holds hang, it still ends, a little after the drain's deadline.
    setTimeout(() => process.exit(1), drainDeadlineMs + 5000).unref();
    // Their timers stop now; a round under way ends before the database closes (awaited below).
    const remindersStopped = stopReminders();
    const interviewRemindersStopped = stopInterviewReminders();
    const alertsStopped = stopAlerts();
    const unreadMailsStopped = stopUnreadMails();
    const removingExpiredStopped = stopRemovingExpired();
    const upkeepStopped = stopUpkeep();
    stopOutbox();
    stopPhoneOutbox();
    // A backup in progress holds the embedded database: it is cut short (its client is told) first.
    await backups?.close();
    // Stop taking connections, let requests in flight finish, end the event streams, then close the database.
    const drainStarted = performance.now();
    const { cut } = await drain();
    logger.info({ ms: Math.round(performance.now() - drainStarted), cut }, "drained");
    await deps.visitors.settled();
    await Promise.all([remindersStopped, interviewRemindersStopped, alertsStopped, unreadMailsStopped, removingExpiredStopped, upkeepStopped, coordinatesRefreshed, conceptsRefreshed]);
    // A mail being handed over finishes; what is left waits in the table for the next start.
    await deps.outbox.settled();
    await deps.phoneOutbox.settled();
    await deps.events.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () =>
      shutdown(signal).catch((error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }),
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) console.error(`\n  ${error.message}\n`);
  else console.error(mapStack(inspect(error)));
  process.exit(1);
});
