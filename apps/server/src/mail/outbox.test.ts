/**
 * The mail outbox against a real SMTP server the test starts (smtp-server on a loopback port): mail
 * is queued with its change or not at all (never to a phone-only account's stand-in address), waits
 * out a mail server that is down, arrives once, is given up when refused for good, and two senders
 * on one database deliver each mail once.
 */
import { eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { placeholderEmailDomain } from "@app/shared/phone";
import { openPostgres, type Database, type DatabaseHandle } from "../db/client.ts";
import { insertResume } from "../db/factories.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { createLogger } from "../http/logger.ts";
import { expectError, expectStatus } from "../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, type TestApp } from "../test/test-app.ts";
import { testDatabaseKind } from "../test/test-database.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../test/test-smtp-server.ts";
import { createMailer, type Mailer, type MailMessage } from "./mailer.ts";
import { changeAndMail, createMailOutbox, defaultLeaseMs, queueMail } from "./outbox.ts";

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: /^bounce-/ });
  testApp = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

const silent = createLogger("silent");

/** A sender of its own on `db` (another instance's), to the test server or to `smtpUrl`. */
function sender(db: Database, options: { smtpUrl?: string; retryDelaysMs?: number[]; leaseMs?: number; mailer?: Mailer } = {}) {
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl ?? smtp.url, from: "Test <no-reply@localhost>", outboxDir: "/nonexistent", logger: silent });
  return createMailOutbox({
    db,
    mailer,
    logger: silent,
    messageIdDomain: "localhost",
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
}

/** A mailer that takes `delayMs` for each mail (a slow mail server) and notes who it went to. */
function slowMailer(delayMs: number, sentTo: string[]): Mailer {
  return {
    concurrency: 1,
    counts: { sent: 0, failed: 0 },
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sentTo.push(message.to);
    },
  };
}

function rowsTo(recipients: string[]) {
  return testApp.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients)).orderBy(mailOutbox.id);
}

/** What the mail server received for `recipients`, in the order it came. */
function receivedBy(recipients: string[]) {
  return smtp.received.filter((mail) => mail.to.some((address) => recipients.includes(address)));
}

/** The time of the next try comes for every waiting mail. */
function timePasses() {
  return testApp.db.update(mailOutbox).set({ sendAfter: sql`now()` }).where(isNull(mailOutbox.sentAt));
}

const letter = (to: string, subject = "Hello"): MailMessage => ({ to, subject, text: `A letter to ${to}` });

describe("queuing", () => {
  it("queues a change's mails in its transaction: a change that fails queues nothing", async () => {
    await expect(
      changeAndMail(
        testApp.deps,
        async (tx) => {
          await queueMail(tx, letter("rolled-back@example.com"));
          throw new Error("the change was refused");
        },
        () => letter("rolled-back-too@example.com"),
      ),
    ).rejects.toThrow("the change was refused");
    expect(await rowsTo(["rolled-back@example.com", "rolled-back-too@example.com"])).toEqual([]);

    // Through a route: a move the employer may not make is refused, and nobody is mailed.
    const employer = await signUpFromOwnAddress(testApp, "employer");
    const stranger = await signUpFromOwnAddress(testApp, "employer");
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, candidate.user.id, { name: "cv.pdf", lines: ["CV"] });
    const job = await postJob(employer.agent, { title: "Outbox Clerk" });
    const { application } = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    await expectError(stranger.agent.api.applications[":id"].$patch({ param: { id: application.id }, json: { status: "shortlisted" } }), 404, "not_found");
    expect(await rowsTo([candidate.user.email])).toEqual([]);
    // The application's own mail to the employer was queued with it, and delivered after the commit.
    await testApp.deps.outbox.deliverDue();
    expect((await rowsTo([employer.user.email])).map((row) => row.sentAt !== null)).toEqual([true]);
  });

  it("drops mail to the stand-in address of a phone-only account, and queues the rest", async () => {
    const standIn = `+919876500001@${placeholderEmailDomain}`;
    await queueMail(testApp.db, [letter(standIn), letter("a-real-person@example.com"), letter(standIn.toUpperCase())]);
    await changeAndMail(testApp.deps, async () => null, () => letter(standIn, "Through a change"));
    expect((await rowsTo([standIn, standIn.toUpperCase(), "a-real-person@example.com"])).map((row) => row.recipient)).toEqual(["a-real-person@example.com"]);
  });
});

describe("delivery through SMTP", () => {
  it("delivers every mail of a stream of changes once, after the mail server was down for a while", async () => {
    const employer = await signUpFromOwnAddress(testApp, "employer");
    const job = await postJob(employer.agent, { title: "Night Watchman" });
    await smtp.stop();
    // Whatever happens here, the tests after this one find the server up.
    onTestFinished(() => smtp.start());

    const candidates = [];
    for (let index = 0; index < 6; index += 1) {
      const candidate = await signUpFromOwnAddress(testApp, "candidate");
      await insertResume(testApp.deps, candidate.user.id, { name: "cv.pdf", lines: [`CV ${index}`] });
      const { application } = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
      await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: application.id }, json: { status: "shortlisted" } }), 200);
      await expectStatus(candidate.agent.api.accounts["forgot-password"].$post({ json: { email: candidate.user.email } }), 200);
      candidates.push(candidate);
    }
    const recipients = [employer.user.email, ...candidates.map((candidate) => candidate.user.email)];
    // The reset mails are queued without the answer waiting for them.
    await expect.poll(async () => (await rowsTo(recipients)).length).toBe(18);
    await testApp.deps.outbox.deliverDue();

    const waiting = await rowsTo(recipients);
    expect(waiting.every((row) => row.sentAt === null && row.failedAt === null && row.attempts >= 1)).toBe(true);
    expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The next try waits about a minute after the first failure.
    const wait = (row: (typeof waiting)[number]) => (row.sendAfter.getTime() - row.lastAttemptAt!.getTime()) / 1000;
    expect(wait(waiting.find((row) => row.attempts === 1)!)).toBeGreaterThanOrEqual(59);
    expect(receivedBy(recipients)).toEqual([]);

    await smtp.start();
    await timePasses();
    await testApp.deps.outbox.deliverDue();
    // And a sender that looks again finds nothing more to send.
    await timePasses();
    await testApp.deps.outbox.deliverDue();

    const received = receivedBy(recipients);
    expect(received).toHaveLength(18);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(18);
    expect(received.filter((mail) => mail.to.includes(employer.user.email))).toHaveLength(6);
    for (const candidate of candidates) {
      const subjects = received.filter((mail) => mail.to.includes(candidate.user.email)).map((mail) => mail.subject);
      expect(subjects.sort()).toEqual([expect.stringMatching(/reset/i), expect.stringMatching(/shortlisted/i)].sort());
    }
    const sent = await rowsTo(recipients);
    expect(sent.every((row) => row.sentAt !== null && row.lastError === null)).toBe(true);
    // Each mail names its row, so a receiver can tell a repeat.
    expect(received.map((mail) => mail.messageId).sort()).toEqual(sent.map((row) => `<outbox-${row.id}@localhost>`).sort());
  });

  it("gives up at once on an address the mail server refuses for good, and keeps why", async () => {
    await queueMail(testApp.db, [letter("bounce-nobody@example.com"), letter("somebody@example.com")]);
    await testApp.deps.outbox.deliverDue();
    const [refused, delivered] = await rowsTo(["bounce-nobody@example.com", "somebody@example.com"]);
    expect(refused).toMatchObject({ attempts: 1, sentAt: null });
    expect(refused?.failedAt).toBeInstanceOf(Date);
    expect(refused?.lastError).toMatch(/550/);
    expect(delivered?.sentAt).toBeInstanceOf(Date);
    expect(receivedBy(["bounce-nobody@example.com"])).toEqual([]);
  });

  it("tries again after each wait, and gives up after the last", async () => {
    const down = await startTestSmtpServer();
    await down.stop();
    const outbox = sender(testApp.db, { smtpUrl: down.url, retryDelaysMs: [60_000, 120_000] });
    await queueMail(testApp.db, letter("patient@example.com"));
    const row = async () => (await rowsTo(["patient@example.com"]))[0]!;
    const waited = async () => {
      const { sendAfter, lastAttemptAt } = await row();
      return Math.round((sendAfter.getTime() - lastAttemptAt!.getTime()) / 1000);
    };

    await outbox.deliverDue();
    expect(await row()).toMatchObject({ attempts: 1, failedAt: null });
    expect(await waited()).toBe(60);
    await outbox.deliverDue();
    expect((await row()).attempts).toBe(1);
    await timePasses();
    await outbox.deliverDue();
    expect(await row()).toMatchObject({ attempts: 2, failedAt: null });
    expect(await waited()).toBe(120);
    await timePasses();
    await outbox.deliverDue();
    expect((await row()).attempts).toBe(3);
    expect((await row()).failedAt).toBeInstanceOf(Date);
  });
});

describe("order", () => {
  it("delivers the mails of one round in the order they were queued, whatever order the database returns them in", async () => {
    const to = "in-order@example.com";
    await queueMail(testApp.db, ["First", "Second", "Third"].map((subject) => letter(to, subject)));
    // Touching the first row moves it behind the others in the table, as a retry or a lease does.
    const [first] = await rowsTo([to]);
    await testApp.db.update(mailOutbox).set({ lastError: "touched" }).where(eq(mailOutbox.id, first!.id));
    const sentTo: string[] = [];
    const subjects: string[] = [];
    const recording: Mailer = {
      concurrency: 1,
      counts: { sent: 0, failed: 0 },
      async send(message) {
        sentTo.push(message.to);
        subjects.push(message.subject);
      },
    };
    await sender(testApp.db, { mailer: recording }).deliverDue();
    expect(subjects.filter((_, index) => sentTo[index] === to)).toEqual(["First", "Second", "Third"]);
  });
});

describe("two instances", () => {
  let other: DatabaseHandle | null = null;
  afterAll(() => other?.close());

  it("a slow sender keeps its claim past the lease, so another sender never takes a mail being sent", async () => {
    const recipients = Array.from({ length: 3 }, (_, index) => `slow-${index}@example.com`);
    await queueMail(testApp.db, recipients.map((to) => letter(to, "Slowly")));
    const sentTo: string[] = [];
    // Each mail takes longer than the whole lease: without renewal the other sender would take the rest.
    const slow = sender(testApp.db, { leaseMs: 900, mailer: slowMailer(1_000, sentTo) });
    const eager = sender(testApp.db, { leaseMs: 900, mailer: slowMailer(0, sentTo) });
    const slowRound = slow.deliverDue();
    const started = Date.now();
    while (Date.now() - started < 3_500) {
      await eager.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await slowRound;
    await eager.deliverDue();
    expect(sentTo.filter((to) => recipients.includes(to)).sort()).toEqual([...recipients].sort());
    expect((await rowsTo(recipients)).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it(`frees the rows of a sender that died mid-way after ${defaultLeaseMs / 1000} s, not minutes`, async () => {
    const to = "claimed-by-the-dead@example.com";
    await queueMail(testApp.db, letter(to, "Claimed"));
    // A sender stuck in its mail server's answer stands for one killed mid-way (its rows stay claimed).
    let answer = () => {};
    const dead = sender(testApp.db, { mailer: { concurrency: 1, counts: { sent: 0, failed: 0 }, send: () => new Promise<void>((resolve) => (answer = resolve)) } });
    onTestFinished(async () => {
      answer();
      await dead.settled();
    });
    dead.wake();
    const [claimed] = await vi.waitFor(async () => {
      // clock_timestamp(), not now(): a poll whose transaction began just before the claim's may still
      // see it committed, and now() would then read the lease as a few microseconds over.
      const rows = await testApp.db
        .select({ attempts: mailOutbox.attempts, leftMs: sql<number>`extract(epoch from ${mailOutbox.sendAfter} - clock_timestamp()) * 1000` })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, to));
      expect(rows[0]?.attempts).toBe(1);
      return rows;
    });
    expect(Number(claimed!.leftMs)).toBeLessThanOrEqual(defaultLeaseMs);
    // Its row is due again when the lease is out: another sender delivers it.
    await timePasses();
    await sender(testApp.db).deliverDue();
    expect(receivedBy([to])).toHaveLength(1);
  });

  it("deliver each mail once when both send from one database", async () => {
    // On PostgreSQL the second instance has its own pool; the embedded database has one connection.
    const url = testApp.database.pool?.options.connectionString;
    expect(Boolean(url)).toBe(testDatabaseKind() === "postgres");
    if (url) other = await openPostgres(url);
    const recipients = Array.from({ length: 120 }, (_, index) => `many-${index}@example.com`);
    await queueMail(testApp.db, recipients.map((to) => letter(to, "One of many")));

    const first = sender(testApp.db);
    const second = sender(other?.db ?? testApp.db);
    const [byFirst, bySecond] = await Promise.all([first.deliverDue(), second.deliverDue()]);

    expect(byFirst + bySecond).toBe(120);
    const received = receivedBy(recipients);
    expect(received).toHaveLength(120);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(120);
    expect(new Set(received.flatMap((mail) => mail.to))).toEqual(new Set(recipients));
    expect((await rowsTo(recipients)).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "One of many"))).toHaveLength(120);
  });
});
