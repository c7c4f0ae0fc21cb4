/**
 * The types of the request environment: the shared services every handler reaches (built by
 * dependencies.ts) and the variables the middleware sets on each request (app.ts, session, visitor).
 */
import type { Logger } from "pino";
import type { SessionUser } from "@app/shared/user";
import type { Auth } from "../auth/auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MailOutbox } from "../mail/outbox.ts";
import type { PhoneOutbox } from "../phone/outbox.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { Geolocator } from "../analytics/geolocation.ts";
import type { VisitorCounter } from "../analytics/visitor-counter.ts";
import type { Metrics } from "./metrics.ts";

/** What every request handler can reach: the shared services, and the signed-in user if any. */
export interface AppDependencies {
  db: Database;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  /** Every e-mail goes through it: queued with its change, delivered after the commit. */
  outbox: MailOutbox;
  /** Every SMS and WhatsApp message goes through it: queued with its change (`queuePhoneMessages`), then `wake()`. */
  phoneOutbox: PhoneOutbox;
  logger: Logger;
  events: EventBus;
  storage: FileStorage;
  geo: Geolocator;
  visitors: VisitorCounter;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDependencies;
    /** This app's Prometheus metrics (uploads count themselves into it). */
    metrics: Metrics;
    user: SessionUser | null;
    sessionToken: string | null;
    /** First-party anonymous id of this browser (cookie), for counting views and visitors. */
    visitorId: string;
  };
}
