/** Wires the shared services of one server process (or one test) around an open database. */
import path from "node:path";
import type { Logger } from "pino";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { AppDependencies } from "./http/env.ts";
import { createMailer } from "./mail/mailer.ts";
import { createEventBus } from "./realtime/event-bus.ts";
import { createLocalStorage } from "./storage/file-storage.ts";
import { createGeolocator } from "./analytics/geolocation.ts";
import { createVisitorCounter } from "./analytics/visitor-counter.ts";

export function createDependencies(config: Config, database: DatabaseHandle, logger: Logger): AppDependencies {
  const db = database.db;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  if (config.s3) logger.warn("S3_BUCKET is set, but object storage is not built yet: resumes are kept in DATA_DIR/uploads");
  const geo = createGeolocator({ ...config.geo, logger });
  return {
    db,
    geo,
    visitors: createVisitorCounter({ db, geo, logger }),
    config,
    logger,
    mailer,
    auth: createAuth({ db, config, mailer, logger }),
    events: createEventBus(database, logger),
    storage: createLocalStorage(path.join(config.dataDir, "uploads")),
  };
}
