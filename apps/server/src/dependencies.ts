/** Wires the shared services of one server process (or one test) around an open database. */
import path from "node:path";
import type { Logger } from "pino";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppDependencies } from "./http/env.ts";
import { createMailer } from "./mail/mailer.ts";

export function createDependencies(config: Config, db: Database, logger: Logger): AppDependencies {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  return { db, config, logger, mailer, auth: createAuth({ db, config, mailer, logger }) };
}
