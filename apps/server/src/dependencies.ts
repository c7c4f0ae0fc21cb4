/** Wires the shared services of one server process (or one test) around an open database. */
import path from "node:path";
import type { Logger } from "pino";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { AppDependencies } from "./http/env.ts";
import { createMailer } from "./mail/mailer.ts";
import { createMailOutbox } from "./mail/outbox.ts";
import { stopAlertsOfBouncedAddress } from "./modules/alerts/alerts.service.ts";
import { createPhoneDeliveries } from "./phone/deliveries.ts";
import { createPhoneOutbox } from "./phone/outbox.ts";
import { createEventBus } from "./realtime/event-bus.ts";
import { createLocalStorage, type FileStorage } from "./storage/file-storage.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import { createGeolocator } from "./analytics/geolocation.ts";
import { createVisitorCounter } from "./analytics/visitor-counter.ts";

/** The uploads' storage: the S3 bucket when S3_BUCKET is set (ADR 022), else DATA_DIR/uploads. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "uploads"));
}

export function createDependencies(config: Config, database: DatabaseHandle, logger: Logger): AppDependencies {
  const db = database.db;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  const outbox = createMailOutbox({
    db,
    mailer,
    logger,
    messageIdDomain: new URL(config.publicUrl).hostname,
    // A bounced address gets no more job alerts.
    onRefused: (address) => stopAlertsOfBouncedAddress(db, address),
  });
  // SMS and WhatsApp messages, delivered from their own outbox table as mail is.
  const phoneOutbox = createPhoneOutbox({ db, logger, ...createPhoneDeliveries(config, logger) });
  const geo = createGeolocator({ ...config.geo, logger });
  return {
    db,
    geo,
    visitors: createVisitorCounter({ db, geo, logger }),
    config,
    logger,
    mailer,
    outbox,
    phoneOutbox,
    auth: createAuth({ db, config, outbox, logger }),
    events: createEventBus(database, logger),
    storage: createFileStorage(config),
  };
}
