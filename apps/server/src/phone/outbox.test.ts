/**
 * The phone outbox with each of its deliveries: the outbox folder (the default), and MSG91, Twilio
 * and WhatsApp's Cloud API against a local server that answers as each does (test-phone-providers):
 * accepted with the provider's id kept, refused for good and given up at once, a 5xx, a throttle, a
 * time-out and a refused connection tried again; a number that said STOP on WhatsApp is never sent
 * to, nor by SMS after an SMS STOP but a guest's alert asked for since; a sender stopped mid-way and another started loses nothing and sends nothing twice; two
 * senders on one database send each message once.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openPostgres, type Database, type DatabaseHandle } from "../db/client.ts";
import { phoneOutbox, phoneStops } from "../db/schema/index.ts";
import { createLogger } from "../http/logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { testDatabaseKind } from "../test/test-database.ts";
import { startTestPhoneProviders, type TestPhoneProviders } from "../test/test-phone-providers.ts";
import type { PhoneDelivery } from "./delivery.ts";
import { createFileDelivery } from "./file-delivery.ts";
import { createMsg91Delivery } from "./msg91.ts";
import { createPhoneOutbox } from "./outbox.ts";
import { queuePhoneMessages, type PhoneMessage } from "./queue.ts";
import { createTwilioDelivery } from "./twilio.ts";
import { createWhatsAppCloudDelivery } from "./whatsapp-cloud.ts";

let testApp: TestApp;
let providers: TestPhoneProviders;
let other: DatabaseHandle | null = null;

beforeAll(async () => {
  [testApp, providers] = await Promise.all([createTestApp(), startTestPhoneProviders()]);
});
afterAll(async () => {
  await other?.close();
  await testApp.close();
  await providers.stop();
});

const silent = createLogger("silent");
/** A time-out short enough for a test, long enough for a loaded machine's answer. */
const timeoutMs = 1_500;

let numbers = 0;
/** A number of this test's own. */
function newNumber(): string {
  numbers += 1;
  return `+9198765${String(40_000 + numbers).padStart(5, "0")}`;
}

const sms = (to: string, text = "Nagara Jobs: you are shortlisted for Driver. Reply STOP to stop.", kind: PhoneMessage["kind"] = "status"): PhoneMessage => ({
  channel: "sms",
  to,
  kind,
  language: "en",
  text,
});
const whatsapp = (to: string, values = ["Driver", "Shortlisted"]): PhoneMessage => ({
  channel: "whatsapp",
  to,
  kind: "status",
  language: "kn",
  text: `ನಿಮ್ಮ ಅರ್ಜಿ: ${values.join(" — ")}`,
  template: { name: "application_status", language: "kn", values },
});

const deliveries = {
  msg91: () =>
    createMsg91Delivery(
      { authKey: "test-auth-key", senderId: "NGRJOB", templateIds: { status: "64f0status", "status.kn": "64f0statuskn", code: "64f0code" }, baseUrl: providers.url },
      { timeoutMs },
    ),
  twilio: () =>
    createTwilioDelivery({ accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "test-token", from: "+15005550006", baseUrl: providers.url }, { timeoutMs }),
  whatsapp: () =>
    createWhatsAppCloudDelivery({ accessToken: "test-access-token", phoneNumberId: "106540352242922", apiVersion: "v21.0", baseUrl: providers.url }, { timeoutMs }),
};

/** A sender of its own on `db` (another instance's), with the deliveries given (the outbox folder for the rest). */
function sender(db: Database, options: { sms?: PhoneDelivery; whatsapp?: PhoneDelivery; retryDelaysMs?: number[]; leaseMs?: number } = {}) {
  const folder = createFileDelivery({ outboxDir: path.join(testApp.config.dataDir, "outbox"), logger: silent, development: false });
  return createPhoneOutbox({
    db,
    logger: silent,
    sms: options.sms ?? folder,
    whatsapp: options.whatsapp ?? folder,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
}

function rowsTo(recipients: string[]) {
  return testApp.db.select().from(phoneOutbox).where(inArray(phoneOutbox.recipient, recipients)).orderBy(phoneOutbox.id);
}

/** The time of the next try comes for every waiting message. */
function timePasses() {
  return testApp.db.update(phoneOutbox).set({ sendAfter: sql`now()` }).where(isNull(phoneOutbox.sentAt));
}

/**
 * A delivery that hands over one message at a time until `kill()`, after which nothing it started
 * or is given comes back: a process that died.
 */
function dyingDelivery(delivery: PhoneDelivery) {
  let dead = false;
  const never = () => new Promise<never>(() => {});
  return {
    delivery: {
      concurrency: 1,
      send: (message) =>
        dead ? never() : delivery.send(message).then((answer) => (dead ? never() : answer), (error: unknown) => (dead ? never() : Promise.reject(error))),
    } satisfies PhoneDelivery,
    kill: () => void (dead = true),
  };
}

/** Seconds between a row's last attempt and its next. */
const waitOf = (row: typeof phoneOutbox.$inferSelect) => Math.round((row.sendAfter.getTime() - row.lastAttemptAt!.getTime()) / 1000);

describe("the outbox folder (the default delivery)", () => {
  it("writes one JSON file per message, named in sending order, .sms.json and .whatsapp.json, and keeps each file's name", async () => {
    const to = newNumber();
    await queuePhoneMessages(testApp.db, [
      sms(to, "ನಿಮ್ಮನ್ನು ಡ್ರೈವರ್ ಕೆಲಸಕ್ಕೆ ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ. ನಿಲ್ಲಿಸಲು STOP."),
      whatsapp(to),
      sms(to, "Third: Nagara Jobs"),
    ]);
    // Touching the first row moves it behind the others in the table, as a retry or a lease does.
    const [first] = await rowsTo([to]);
    await testApp.db.update(phoneOutbox).set({ lastError: "touched" }).where(eq(phoneOutbox.id, first!.id));

    const files = (await testApp.phoneOutbox()).filter((file) => file.to === to);
    expect(files.map((file) => [file.channel, file.text])).toEqual([
      ["sms", "ನಿಮ್ಮನ್ನು ಡ್ರೈವರ್ ಕೆಲಸಕ್ಕೆ ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ. ನಿಲ್ಲಿಸಲು STOP."],
      ["whatsapp", "ನಿಮ್ಮ ಅರ್ಜಿ: Driver — Shortlisted"],
      ["sms", "Third: Nagara Jobs"],
    ]);
    expect(files[0]!.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-[0-9a-f]{8}\.sms\.json$/);
    expect(files[1]!.file).toMatch(/\.whatsapp\.json$/);
    const written = JSON.parse(readFileSync(path.join(testApp.config.dataDir, "outbox", files[1]!.file), "utf8")) as unknown;
    expect(written).toEqual({
      to,
      kind: "status",
      language: "kn",
      text: "ನಿಮ್ಮ ಅರ್ಜಿ: Driver — Shortlisted",
      template: { name: "application_status", language: "kn", values: ["Driver", "Shortlisted"] },
    });
    expect(JSON.parse(readFileSync(path.join(testApp.config.dataDir, "outbox", files[0]!.file), "utf8"))).not.toHaveProperty("template");

    const rows = await rowsTo([to]);
    expect(rows.map((row) => row.providerMessageId)).toEqual(files.map((file) => file.file));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1 && row.lastError === null)).toBe(true);
    // The Kannada SMS is Unicode: its 56 characters are one part; parts were counted when it was queued.
    expect(rows.map((row) => row.parts)).toEqual([1, 1, 1]);
    expect(readdirSync(path.join(testApp.config.dataDir, "outbox")).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });

  it.each([
    ["production", false],
    ["development", true],
  ])("logs a code's text only in development (%s)", async (_, development) => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) }));
    const folder = createFileDelivery({ outboxDir: path.join(testApp.config.dataDir, "outbox"), logger, development });
    const to = newNumber();
    await folder.send({ id: 1, channel: "sms", to, kind: "code", language: "en", text: "Your Nagara Jobs code is 804213", template: null });
    await folder.send({ id: 2, channel: "sms", to, kind: "status", language: "en", text: "You are shortlisted", template: null });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(to);
    expect(lines[0]!.includes("804213")).toBe(development);
    expect(lines[1]).toContain("You are shortlisted");
  });
});

describe.each([
  ["msg91", "sms"],
  ["twilio", "sms"],
  ["whatsapp", "whatsapp"],
] as const)("%s", (provider, channel) => {
  const message = (to: string) => (channel === "sms" ? sms(to) : whatsapp(to));
  const outbox = (options: { retryDelaysMs?: number[] } = {}) => sender(testApp.db, { [channel]: deliveries[provider](), ...options });

  it("sends a message as the provider's documentation describes, and keeps the provider's id of it", async () => {
    const to = newNumber();
    await queuePhoneMessages(testApp.db, message(to));
    expect(await outbox().deliverDue()).toBeGreaterThanOrEqual(1);
    const [request] = providers.accepted(to);
    expect(providers.requests.filter((each) => each.number === to.slice(1))).toHaveLength(1);
    if (provider === "msg91") {
      expect(request).toMatchObject({ path: "/api/v5/flow", headers: { authkey: "test-auth-key", "content-type": "application/json" } });
      expect(JSON.parse(request!.raw)).toEqual({
        template_id: "64f0status",
        sender: "NGRJOB",
        short_url: "0",
        recipients: [{ mobiles: to.slice(1), text: sms(to).text }],
      });
    } else if (provider === "twilio") {
      expect(request?.path).toBe("/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json");
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("AC0123456789abcdef0123456789abcdef:test-token").toString("base64")}`);
      expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(new URLSearchParams(request!.raw))).toEqual({ To: to, Body: sms(to).text, From: "+15005550006" });
    } else {
      expect(request).toMatchObject({ path: "/v21.0/106540352242922/messages", headers: { authorization: "Bearer test-access-token" } });
      expect(JSON.parse(request!.raw)).toEqual({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: to.slice(1),
        type: "template",
        template: {
          name: "application_status",
          language: { code: "kn" },
          components: [{ type: "body", parameters: [{ type: "text", text: "Driver" }, { type: "text", text: "Shortlisted" }] }],
        },
      });
    }
    const [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 1, lastError: null, failedAt: null, providerMessageId: request!.messageId });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("gives a message up at once when the provider refuses it for good, and keeps its answer", async () => {
    const to = newNumber();
    providers.plan(to, ["refuse"]);
    await queuePhoneMessages(testApp.db, message(to));
    await outbox().deliverDue();
    await timePasses();
    await outbox().deliverDue();
    const [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, providerMessageId: null });
    expect(row?.failedAt).toBeInstanceOf(Date);
    const said = { msg91: /MSG91 refused: Invalid template id/, twilio: /Twilio answered 400: Invalid 'To' Phone Number.*\(21211\)/, whatsapp: /WhatsApp answered 400: \(#132001\).*\[132001\]/ };
    expect(row?.lastError).toMatch(said[provider]);
    expect(providers.requests.filter((each) => each.number === to.slice(1))).toHaveLength(1);
  });

  it("tries again after a 5xx and a throttle, waiting longer each time, then sends once", async () => {
    const to = newNumber();
    providers.plan(to, ["fail", "throttle"]);
    await queuePhoneMessages(testApp.db, message(to));
    const sending = outbox();
    await sending.deliverDue();
    let [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row?.lastError).toMatch(/answered 503/);
    expect(waitOf(row!)).toBe(60);
    // Not before its time.
    await sending.deliverDue();
    expect((await rowsTo([to]))[0]?.attempts).toBe(1);
    await timePasses();
    await sending.deliverDue();
    [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 2, sentAt: null, failedAt: null });
    expect(row?.lastError).toMatch(provider === "whatsapp" ? /answered 400: \(#130429\)/ : /answered 429/);
    expect(waitOf(row!)).toBe(120);
    await timePasses();
    await sending.deliverDue();
    [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 3, failedAt: null, lastError: null, providerMessageId: providers.accepted(to)[0]?.messageId });
    expect(providers.accepted(to)).toHaveLength(1);
  });

  it("tries again when the provider does not answer in time, or cannot be reached", async () => {
    const to = newNumber();
    providers.plan(to, ["hang"]);
    await queuePhoneMessages(testApp.db, message(to));
    const started = Date.now();
    await outbox().deliverDue();
    expect(Date.now() - started).toBeLessThan(timeoutMs + 5_000);
    let [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row?.lastError).toMatch(/did not answer within 1.5 s/);
    providers.cutHanging();

    // A provider whose address takes no connection.
    const closed = await startTestPhoneProviders();
    await closed.stop();
    const nowhere =
      provider === "msg91"
        ? createMsg91Delivery({ authKey: "k", templateIds: { status: "t" }, baseUrl: closed.url }, { timeoutMs })
        : provider === "twilio"
          ? createTwilioDelivery({ accountSid: "AC1", authToken: "t", from: "+1", baseUrl: closed.url }, { timeoutMs })
          : createWhatsAppCloudDelivery({ accessToken: "t", phoneNumberId: "1", apiVersion: "v21.0", baseUrl: closed.url }, { timeoutMs });
    await timePasses();
    await sender(testApp.db, { [channel]: nowhere }).deliverDue();
    [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 2, sentAt: null, failedAt: null });
    expect(row?.lastError).toMatch(/not reached: ECONNREFUSED/);

    await timePasses();
    await outbox().deliverDue();
    [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(providers.accepted(to)).toHaveLength(1);
  });

  it("loses nothing and sends nothing twice when a sender stops mid-way and another starts", async () => {
    const recipients = Array.from({ length: 12 }, () => newNumber());
    await queuePhoneMessages(testApp.db, recipients.map(message));
    // The first sender's process dies while the provider holds its sixth message: from then on
    // nothing it started comes back (its request is never answered, its rows stay claimed).
    providers.plan(recipients[5]!, ["hang"]);
    const dying = dyingDelivery(deliveries[provider]());
    const first = sender(testApp.db, { [channel]: dying.delivery, leaseMs: 60_000 });
    first.wake();
    await expect.poll(() => providers.requests.some((each) => each.number === recipients[5]!.slice(1)), { timeout: 10_000 }).toBe(true);
    dying.kill();
    onTestFinished(() => providers.cutHanging());
    const before = await rowsTo(recipients);
    expect(before.map((row) => row.sentAt !== null)).toEqual(recipients.map((_, index) => index < 5));
    expect(before.every((row) => row.attempts === 1)).toBe(true);

    // Its lease runs out; the next process (with its own connections on PostgreSQL) sends the rest.
    const url = testApp.database.pool?.options.connectionString;
    if (url && !other) other = await openPostgres(url);
    await timePasses();
    await sender(other?.db ?? testApp.db, { [channel]: deliveries[provider]() }).deliverDue();

    const rows = await rowsTo(recipients);
    expect(rows.every((row) => row.sentAt !== null && row.failedAt === null)).toBe(true);
    for (const to of recipients) expect(providers.accepted(to)).toHaveLength(1);
    expect(rows.map((row) => row.providerMessageId)).toEqual(recipients.map((to) => providers.accepted(to)[0]?.messageId));
    expect(rows.map((row) => row.attempts)).toEqual(recipients.map((_, index) => (index < 5 ? 1 : 2)));
  });
});

describe("STOP", () => {
  it("gives up a WhatsApp message to a number that said STOP there, without sending it, and still sends its SMS", async () => {
    const to = newNumber();
    await testApp.db.insert(phoneStops).values({ phoneNumber: to, channel: "whatsapp" });
    await queuePhoneMessages(testApp.db, [whatsapp(to), sms(to)]);
    await sender(testApp.db, { sms: deliveries.twilio(), whatsapp: deliveries.whatsapp() }).deliverDue();
    const [stopped, sent] = await rowsTo([to]);
    expect(stopped).toMatchObject({ channel: "whatsapp", sentAt: null, lastError: expect.stringMatching(/^stopped/) });
    expect(stopped?.failedAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ channel: "sms", lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(providers.requests.filter((request) => request.number === to.slice(1)).map((request) => request.provider)).toEqual(["twilio"]);
  });

  it("sends a guest alert's SMS asked for after the number's STOP, and gives up one asked for before it and every other", async () => {
    const to = newNumber();
    const stoppedAt = new Date(Date.now() - 60_000);
    await testApp.db.insert(phoneStops).values({ phoneNumber: to, channel: "sms", stoppedAt });
    const alert = (text: string, askedAt: Date | null): PhoneMessage => ({ ...sms(to, text, "alert"), askedAt });
    await queuePhoneMessages(testApp.db, [
      alert("Nagara Jobs: 1 new job, asked after the STOP", new Date(stoppedAt.getTime() + 1_000)),
      alert("Nagara Jobs: 1 new job, asked before the STOP", new Date(stoppedAt.getTime() - 1_000)),
      alert("Nagara Jobs: 1 new job, asked at the STOP", stoppedAt),
      alert("Nagara Jobs: 1 new job, no ask", null),
      sms(to),
    ]);
    await sender(testApp.db, { sms: deliveries.twilio(), whatsapp: deliveries.whatsapp() }).deliverDue();
    expect((await rowsTo([to])).map((row) => [row.text, row.sentAt !== null ? "sent" : row.lastError?.split(":")[0]])).toEqual([
      ["Nagara Jobs: 1 new job, asked after the STOP", "sent"],
      ["Nagara Jobs: 1 new job, asked before the STOP", "stopped"],
      ["Nagara Jobs: 1 new job, asked at the STOP", "stopped"],
      ["Nagara Jobs: 1 new job, no ask", "stopped"],
      ["Nagara Jobs: you are shortlisted for Driver. Reply STOP to stop.", "stopped"],
    ]);
    expect(providers.accepted(to)).toHaveLength(1);
  });
});

describe("two instances", () => {
  it("send each message once when both send from one database", async () => {
    // On PostgreSQL the second instance has its own pool; the embedded database has one connection.
    const url = testApp.database.pool?.options.connectionString;
    expect(Boolean(url)).toBe(testDatabaseKind() === "postgres");
    if (url && !other) other = await openPostgres(url);
    const recipients = Array.from({ length: 60 }, () => newNumber());
    await queuePhoneMessages(testApp.db, recipients.map((to, index) => (index % 2 ? whatsapp(to) : sms(to))));
    const first = sender(testApp.db, { sms: deliveries.msg91(), whatsapp: deliveries.whatsapp() });
    const second = sender(other?.db ?? testApp.db, { sms: deliveries.msg91(), whatsapp: deliveries.whatsapp() });
    const [byFirst, bySecond] = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(byFirst + bySecond).toBe(60);
    for (const to of recipients) expect(providers.accepted(to)).toHaveLength(1);
    expect((await rowsTo(recipients)).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
