/**
 * /api/admin/mail — the mail the outbox has not delivered, as the admin's dashboard shows it, and
 * Send again for a given-up mail; nobody but the admin sees any of it.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../db/schema/index.ts";
import { queueMail } from "../../mail/outbox.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, signInAdmin, signUpFromOwnAddress, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const health = async () => expectStatus(admin.api.admin.mail.$get(), 200);
const retry = (agent: Agent, id: string) => agent.api.admin.mail[":id"].retry.$post({ param: { id } }, emptyJsonBody);

/** Queues a mail to `to` and sets its row as the outbox would have left it. */
async function mailIn(to: string, state: PgUpdateSetSource<typeof mailOutbox>) {
  await queueMail(testApp.db, { to, subject: `Subject for ${to}`, text: "Body" });
  const [row] = await testApp.db.update(mailOutbox).set(state).where(eq(mailOutbox.recipient, to)).returning();
  return row!;
}

describe("the admin's view of undelivered mail", () => {
  it("counts what waits, what is stuck and what was given up, and lists the given-up first, then the longest waiting", async () => {
    const before = await health();
    expect(before).toMatchObject({ waiting: 0, stuck: 0, failed: 0, mails: [] });

    const later = sql`now() + interval '1 hour'`;
    await mailIn("fresh@example.com", { sendAfter: later });
    const oldest = await mailIn("oldest@example.com", { createdAt: sql`now() - interval '3 hours'`, sendAfter: later, attempts: 6, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    await mailIn("stuck@example.com", { createdAt: sql`now() - interval '20 minutes'`, sendAfter: later, attempts: 3, lastError: "451 Try again later" });
    const refused = await mailIn("refused@example.com", { createdAt: sql`now() - interval '1 minute'`, attempts: 1, failedAt: sql`now()`, lastError: "550 No such mailbox" });
    await mailIn("sent@example.com", { createdAt: sql`now() - interval '2 hours'`, sentAt: sql`now()`, attempts: 1 });

    const seen = await health();
    expect(seen).toMatchObject({ waiting: 3, stuck: 2, failed: 1 });
    expect(seen.mails.map((mail) => mail.recipient)).toEqual(["refused@example.com", "oldest@example.com", "stuck@example.com"]);
    expect(seen.mails[0]).toEqual({
      id: refused.id,
      recipient: "refused@example.com",
      subject: "Subject for refused@example.com",
      attempts: 1,
      lastError: "550 No such mailbox",
      queuedAt: refused.createdAt.toISOString(),
      failed: true,
      nextAttemptAt: null,
    });
    expect(seen.mails[1]).toMatchObject({ id: oldest.id, failed: false, attempts: 6, lastError: "connect ECONNREFUSED 127.0.0.1:25", nextAttemptAt: oldest.sendAfter.toISOString() });
  });

  it("sends a given-up mail again on the admin's word, audited, and refuses what is not given up or does not exist", async () => {
    const [refused] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "refused@example.com"));
    const { mail } = await expectStatus(retry(admin, String(refused!.id)), 200);
    const entries = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "mail.retry"));
    expect(entries).toMatchObject([
      {
        actorEmail: testApp.config.adminEmail,
        targetType: "mail",
        targetId: String(refused!.id),
        targetLabel: "refused@example.com",
        details: { subject: "Subject for refused@example.com", lastError: "550 No such mailbox" },
      },
    ]);
    expect(mail).toMatchObject({ id: refused!.id, failed: false, attempts: 0 });
    // Delivered into the outbox folder (no SMTP here), as any mail.
    expect((await testApp.outbox()).map((message) => message.subject)).toContain("Subject for refused@example.com");
    const [after] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, refused!.id));
    expect(after).toMatchObject({ failedAt: null, attempts: 1, lastError: null });
    expect(after?.sentAt).toBeInstanceOf(Date);

    await expectError(retry(admin, String(refused!.id)), 409, "not_given_up");
    const [waiting] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "stuck@example.com"));
    await expectError(retry(admin, String(waiting!.id)), 409, "not_given_up");
    await expectError(retry(admin, "999999999"), 404, "not_found");
    await expectError(retry(admin, "not-a-number"), 404, "not_found");
    await expectError(retry(admin, "-4"), 404, "not_found");
    // A refusal leaves no entry.
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.action, "mail.retry"))).toHaveLength(1);
  });

  it("shows nothing and changes nothing for anyone but the admin", async () => {
    const [failed] = await testApp.db
      .update(mailOutbox)
      .set({ failedAt: sql`now()`, lastError: "550 No such mailbox" })
      .where(inArray(mailOutbox.recipient, ["oldest@example.com"]))
      .returning();
    const snapshot = await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const employer = await signUpFromOwnAddress(testApp, "employer");
    const guest = testApp.agent();

    await expectError(guest.api.admin.mail.$get(), 401, "unauthenticated");
    await expectError(retry(guest, String(failed!.id)), 401, "unauthenticated");
    for (const agent of [candidate.agent, employer.agent]) {
      await expectError(agent.api.admin.mail.$get(), 403, "forbidden");
      await expectError(retry(agent, String(failed!.id)), 403, "forbidden");
    }
    expect(await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id)).toEqual(snapshot);
  });
});
