/**
 * Conversations between an employer and an applicant (issue 31): who starts, who replies, read
 * state, the money and phone checks, read-only ends, reports and the admin's reading of reported
 * ones only, the per-sender limit, the unread-message mail, and that a deleted account's messages go.
 * Every party route is tried as the other employer, the other candidate, a guest and the admin.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagePageSize, messagesPerHour } from "@app/shared/conversations";
import type { AppEvent } from "@app/shared/events";
import { insertResume } from "../../db/factories.ts";
import { auditLog, conversationMessages, conversationReports, conversations, mailOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { sendUnreadMessageMails } from "./unread-message-mails.ts";

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;
let otherCandidate: SignedUp;
let admin: Agent;
let guest: Agent;
let jobId: string;

const signUp = (type: "candidate" | "employer", overrides: Parameters<typeof signUpFromOwnAddress>[2] = {}) =>
  signUpFromOwnAddress(testApp, type, overrides);

async function applicant() {
  const person = await signUp("candidate");
  await insertResume(testApp.deps, person.user.id);
  return person;
}

async function apply(person: SignedUp, job = jobId) {
  return (await expectStatus(person.agent.api.applications.$post({ json: { jobId: job } }), 201)).application.id;
}

const messages = (agent: Agent, id: string, before?: string) =>
  agent.api.applications[":id"].messages.$get({ param: { id }, query: before ? { before } : {} });
const send = (agent: Agent, id: string, body: string) => agent.api.applications[":id"].messages.$post({ param: { id }, json: { body } });
const markRead = (agent: Agent, id: string) => agent.api.applications[":id"].messages.read.$post({ param: { id } }, emptyJsonBody);
const report = (agent: Agent, id: string) =>
  agent.api.applications[":id"].conversation.report.$post({ param: { id }, json: { reason: "asks_for_money", note: "Asked for a deposit." } });
const unread = async (agent: Agent) => (await expectStatus(agent.api.conversations.unread.$get(), 200)).unread;
const rowsOf = (applicationId: string) => testApp.db.select().from(conversationMessages).where(eq(conversationMessages.applicationId, applicationId));
const mailsTo = (email: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUp("employer", { company: "Chamundi Logistics" });
  otherEmployer = await signUp("employer", { company: "Mysuru Printers" });
  candidate = await applicant();
  otherCandidate = await applicant();
  admin = await signInAdmin(testApp);
  guest = testApp.agent();
  jobId = (await postJob(employer.agent, { title: "Delivery Executive", titleKn: "ಡೆಲಿವರಿ ಕಾರ್ಯನಿರ್ವಾಹಕ", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "Deliveries in the city." })).id;
});
afterAll(() => testApp.close());

describe("starting and replying", () => {
  let applicationId: string;
  beforeAll(async () => {
    applicationId = await apply(candidate);
  });

  it("before the employer writes, the candidate sees no conversation and cannot start one", async () => {
    const page = await expectStatus(messages(candidate.agent, applicationId), 200);
    expect(page.conversation).toMatchObject({ started: false, readOnly: null, jobTitle: "Delivery Executive", company: "Chamundi Logistics" });
    expect(page.messages).toEqual([]);
    await expectError(send(candidate.agent, applicationId, "Hello?"), 409, "conversation_not_started");
    expect(await testApp.db.select().from(conversations).where(eq(conversations.applicationId, applicationId))).toEqual([]);
  });

  it("the employer starts it; the candidate reads it, unread until marked read, then replies", async () => {
    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));
    const { message } = await expectStatus(send(employer.agent, applicationId, "  Can you come for a talk on Monday?  "), 201);
    expect(message).toMatchObject({ from: "employer", mine: true, body: "Can you come for a talk on Monday?", readAt: null, flags: [] });
    expect(await unread(candidate.agent)).toBe(1);
    expect(await unread(employer.agent)).toBe(0);

    const seen = await expectStatus(messages(candidate.agent, applicationId), 200);
    expect(seen.conversation.started).toBe(true);
    expect(seen.messages).toEqual([{ ...message, mine: false }]);
    await expectStatus(markRead(candidate.agent, applicationId), 200);
    expect(await unread(candidate.agent)).toBe(0);
    const forEmployer = await expectStatus(messages(employer.agent, applicationId), 200);
    expect(forEmployer.messages[0]!.readAt).not.toBeNull();

    await expectStatus(send(candidate.agent, applicationId, "Yes, I can come."), 201);
    expect(await unread(employer.agent)).toBe(1);
    const list = await expectStatus(employer.agent.api.conversations.$get(), 200);
    expect(list.unread).toBe(1);
    expect(list.conversations).toEqual([
      expect.objectContaining({ applicationId, withName: candidate.user.name, unread: 1, readOnly: null, lastMessage: expect.objectContaining({ body: "Yes, I can come.", mine: false }) }),
    ]);
    const candidateList = await expectStatus(candidate.agent.api.conversations.$get(), 200);
    expect(candidateList.conversations[0]).toMatchObject({
      withName: employer.user.name,
      jobTitle: "Delivery Executive",
      jobTitleKn: "ಡೆಲಿವರಿ ಕಾರ್ಯನಿರ್ವಾಹಕ",
      unread: 0,
      lastMessage: { mine: true },
    });

    // Each send and read was announced to the two parties only.
    const told = events.filter((event) => event.topic === "conversations" && event.id === applicationId);
    expect(told.length).toBeGreaterThanOrEqual(3);
    for (const event of told) expect(event.userIds?.sort()).toEqual([candidate.user.id, employer.user.id].sort());
    stop();
  });

  it("a message asking for money or giving a phone number is flagged for the candidate's warning", async () => {
    const { message } = await expectStatus(send(employer.agent, applicationId, "Pay a registration fee of Rs 500 and call 98450 12345."), 201);
    expect(message.flags).toEqual(["phone", "money"]);
    const page = await expectStatus(messages(candidate.agent, applicationId), 200);
    expect(page.messages.at(-1)!.flags).toEqual(["phone", "money"]);
  });

  it("refuses an empty or too long message with the contract's error, storing nothing", async () => {
    const before = (await rowsOf(applicationId)).length;
    const empty = await expectError(send(employer.agent, applicationId, "   "), 400, "invalid_input");
    expect(empty.fields?.body).toEqual(["Write a message."]);
    const long = await expectError(send(employer.agent, applicationId, "a".repeat(2001)), 400, "invalid_input");
    expect(long.fields?.body?.[0]).toMatch(/2,000/);
    expect(await rowsOf(applicationId)).toHaveLength(before);
  });
});

describe("only the two parties", () => {
  let applicationId: string;
  beforeAll(async () => {
    applicationId = await apply(otherCandidate);
    await expectStatus(send(employer.agent, applicationId, "Are you free this week?"), 201);
  });

  const outsiders = [
    ["the other employer", () => otherEmployer.agent, 404, "not_found"],
    ["another candidate", () => candidate.agent, 404, "not_found"],
    ["a guest", () => guest, 401, "unauthenticated"],
    ["the admin", () => admin, 403, "forbidden"],
  ] as const;

  it.each(outsiders)("%s can neither read, send, mark read nor report, and nothing changes", async (_who, agent, status, code) => {
    const before = { messages: await rowsOf(applicationId), reports: await testApp.db.select().from(conversationReports) };
    await expectError(messages(agent(), applicationId), status, code);
    await expectError(send(agent(), applicationId, "Let me in."), status, code);
    await expectError(markRead(agent(), applicationId), status, code);
    await expectError(report(agent(), applicationId), status, code);
    expect(await rowsOf(applicationId)).toEqual(before.messages);
    expect(await testApp.db.select().from(conversationReports)).toEqual(before.reports);
    if (status === 404) {
      expect((await expectStatus(agent().api.conversations.$get(), 200)).conversations.map((c) => c.applicationId)).not.toContain(applicationId);
    } else {
      await expectError(agent().api.conversations.$get(), status, code);
      await expectError(agent().api.conversations.unread.$get(), status, code);
    }
  });

  it("an unknown or malformed application is not found", async () => {
    await expectError(messages(employer.agent, "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    await expectError(employer.agent.request("GET", "/api/applications/not-a-uuid/messages"), 404, "not_found");
  });
});

describe("older messages", () => {
  it("answers the newest page oldest first, and the page before it", async () => {
    const applicationId = await apply(await applicant());
    await expectStatus(send(employer.agent, applicationId, "Message 0"), 201);
    const [first] = await rowsOf(applicationId);
    // 60 more, a second apart, written directly (the per-sender limit is for people).
    await testApp.db.insert(conversationMessages).values(
      Array.from({ length: 60 }, (_, index) => ({
        applicationId,
        senderId: employer.user.id,
        body: `Message ${index + 1}`,
        createdAt: new Date(first!.createdAt.getTime() + (index + 1) * 1000),
      })),
    );
    const newest = await expectStatus(messages(employer.agent, applicationId), 200);
    expect(newest.messages).toHaveLength(messagePageSize);
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages.map((m) => m.body).slice(0, 2)).toEqual(["Message 11", "Message 12"]);
    expect(newest.messages.at(-1)!.body).toBe("Message 60");
    const older = await expectStatus(messages(employer.agent, applicationId, newest.messages[0]!.id), 200);
    expect(older.messages.map((m) => m.body)).toEqual(Array.from({ length: 11 }, (_, index) => `Message ${index}`));
    expect(older.hasOlder).toBe(false);
  });
});

describe("read-only", () => {
  it("a rejected application's conversation can be read but not added to", async () => {
    const person = await applicant();
    const applicationId = await apply(person);
    await expectStatus(send(employer.agent, applicationId, "Thanks for applying."), 201);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status: "rejected" } }), 200);
    await expectError(send(employer.agent, applicationId, "One more thing."), 409, "conversation_read_only");
    await expectError(send(person.agent, applicationId, "Why?"), 409, "conversation_read_only");
    const page = await expectStatus(messages(person.agent, applicationId), 200);
    expect(page.conversation.readOnly).toBe("application_ended");
    expect(page.messages.map((m) => m.body)).toEqual(["Thanks for applying."]);
  });
});

describe("reports and the admin", () => {
  let applicationId: string;
  let person: SignedUp;
  beforeAll(async () => {
    person = await applicant();
    applicationId = await apply(person);
  });

  it("the admin cannot read a conversation nobody reported", async () => {
    await expectStatus(send(employer.agent, applicationId, "Please pay a deposit of Rs 2000 first."), 201);
    await expectError(admin.api.admin.conversations[":id"].$get({ param: { id: applicationId }, query: {} }), 404, "not_found");
    expect((await expectStatus(admin.api.admin.conversations.$get({ query: {} }), 200)).items.map((item) => item.applicationId)).not.toContain(applicationId);
  });

  it("a party reports once; the admin sees it in the queue and reads it, and the reading is audited", async () => {
    await expectError(report(person.agent, "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    const counted = (await expectStatus(admin.api.admin.moderation.counts.$get(), 200)).conversations;
    await expectStatus(report(person.agent, applicationId), 201);
    expect((await expectStatus(admin.api.admin.moderation.counts.$get(), 200)).conversations).toBe(counted + 1);
    await expectError(report(person.agent, applicationId), 409, "already_reported");
    expect((await expectStatus(messages(person.agent, applicationId), 200)).conversation.reportedByMe).toBe(true);
    expect((await expectStatus(messages(employer.agent, applicationId), 200)).conversation.reportedByMe).toBe(false);

    const queue = await expectStatus(admin.api.admin.conversations.$get({ query: {} }), 200);
    const item = queue.items.find((entry) => entry.applicationId === applicationId);
    expect(item).toMatchObject({ jobTitle: "Delivery Executive", employerName: employer.user.name, candidateName: person.user.name, messageCount: 1 });
    expect(item!.reports).toEqual([{ reason: "asks_for_money", note: "Asked for a deposit.", by: "candidate", at: expect.any(String) }]);

    const read = await expectStatus(admin.api.admin.conversations[":id"].$get({ param: { id: applicationId }, query: {} }), 200);
    expect(read.messages.map((m) => ({ body: m.body, from: m.from, mine: m.mine }))).toEqual([
      { body: "Please pay a deposit of Rs 2000 first.", from: "employer", mine: false },
    ]);
    const audited = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "conversation.read"), eq(auditLog.targetId, applicationId)));
    expect(audited).toHaveLength(1);
  });

  it("closing makes it read-only for both, resolves the reports and is audited; the admin then sees it no more", async () => {
    await expectError(admin.api.admin.conversations[":id"].close.$post({ param: { id: applicationId }, json: { reason: " " } }), 400, "invalid_input");
    expect(await testApp.db.select().from(conversations).where(and(eq(conversations.applicationId, applicationId), isNull(conversations.closedAt)))).toHaveLength(1);

    await expectStatus(admin.api.admin.conversations[":id"].close.$post({ param: { id: applicationId }, json: { reason: "Asked for money." } }), 200);
    await expectError(send(employer.agent, applicationId, "Hello?"), 409, "conversation_read_only");
    expect((await expectStatus(messages(person.agent, applicationId), 200)).conversation.readOnly).toBe("closed");
    const reports = await testApp.db.select().from(conversationReports).where(eq(conversationReports.applicationId, applicationId));
    expect(reports.map((row) => row.resolution)).toEqual(["closed"]);
    const audited = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "conversation.close"), eq(auditLog.targetId, applicationId)));
    expect(audited).toMatchObject([{ reason: "Asked for money.", targetType: "conversation" }]);
    await expectError(admin.api.admin.conversations[":id"].$get({ param: { id: applicationId }, query: {} }), 404, "not_found");
    await expectError(admin.api.admin.conversations[":id"].dismiss.$post({ param: { id: applicationId } }, emptyJsonBody), 404, "not_found");
  });

  it("dismissing leaves the conversation open and out of the queue, audited", async () => {
    const other = await applicant();
    const id = await apply(other);
    await expectStatus(send(employer.agent, id, "When can you start?"), 201);
    await expectStatus(employer.agent.api.applications[":id"].conversation.report.$post({ param: { id }, json: { reason: "harassment" } }), 201);
    await expectStatus(admin.api.admin.conversations[":id"].dismiss.$post({ param: { id } }, emptyJsonBody), 200);
    await expectStatus(send(other.agent, id, "Next week."), 201);
    expect((await expectStatus(admin.api.admin.conversations.$get({ query: {} }), 200)).items.map((item) => item.applicationId)).not.toContain(id);
    expect(await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "conversation.dismiss"), eq(auditLog.targetId, id)))).toHaveLength(1);
    // The employer may report again once the first report is settled.
    await expectStatus(employer.agent.api.applications[":id"].conversation.report.$post({ param: { id }, json: { reason: "other" } }), 201);
  });

  it("takes a side's report again after a dismissal only once something new is said", async () => {
    const other = await applicant();
    const id = await apply(other);
    const reportAgain = () => other.agent.api.applications[":id"].conversation.report.$post({ param: { id }, json: { reason: "spam" } });
    await expectStatus(send(employer.agent, id, "Join our scheme."), 201);
    await expectStatus(reportAgain(), 201);
    await expectStatus(admin.api.admin.conversations[":id"].dismiss.$post({ param: { id } }, emptyJsonBody), 200);
    await expectError(reportAgain(), 409, "already_reported");
    expect(await testApp.db.select().from(conversationReports).where(eq(conversationReports.applicationId, id))).toHaveLength(1);
    // The other side has not reported it yet, and may.
    await expectStatus(employer.agent.api.applications[":id"].conversation.report.$post({ param: { id }, json: { reason: "other" } }), 201);
    await expectStatus(admin.api.admin.conversations[":id"].dismiss.$post({ param: { id } }, emptyJsonBody), 200);
    await expectStatus(send(employer.agent, id, "Join our scheme, last chance."), 201);
    await expectStatus(reportAgain(), 201);
  });
});

describe("the per-sender limit", () => {
  it(`refuses message number ${messagesPerHour + 1} within an hour, across conversations, with a 429`, async () => {
    const sender = await signUp("employer", { company: "Kaveri Textiles" });
    const job = (await postJob(sender.agent, { title: "Tailor", location: "Bannimantap, Mysuru", type: "Full-time", description: "Stitching." })).id;
    const ids = [await apply(await applicant(), job), await apply(await applicant(), job)];
    for (let index = 0; index < messagesPerHour; index += 1) await expectStatus(send(sender.agent, ids[index % 2]!, `Note ${index}`), 201);
    const refused = await send(sender.agent, ids[0]!, "One too many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await rowsOf(ids[0]!)).map((row) => row.body)).not.toContain("One too many");
  });
});

describe("the e-mail about unread messages", () => {
  let applicationId: string;
  let person: SignedUp;
  const backdate = (minutes: number) =>
    testApp.db
      .update(conversationMessages)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(and(eq(conversationMessages.applicationId, applicationId), isNull(conversationMessages.readAt)));

  beforeAll(async () => {
    person = await applicant();
    applicationId = await apply(person);
  });

  it("tells the reader once a message has waited 15 minutes, once, and not again within the hour", async () => {
    await expectStatus(send(employer.agent, applicationId, "Please call me back."), 201);
    expect(await sendUnreadMessageMails(testApp.deps)).toBe(0);
    await backdate(16);
    // Two rounds at once (instances side by side) queue one mail.
    const [first, second] = await Promise.all([sendUnreadMessageMails(testApp.deps), sendUnreadMessageMails(testApp.deps)]);
    expect(first + second).toBe(1);
    const [mail] = await mailsTo(person.user.email);
    expect(mail!.subject).toContain(employer.user.name);
    expect(mail!.text).toContain("/candidate/profile");
    expect(mail!.text).not.toContain("Please call me back.");
    expect(await sendUnreadMessageMails(testApp.deps)).toBe(0);

    // A new unread message within the hour: no second mail yet; after the hour, one.
    await expectStatus(send(employer.agent, applicationId, "Are you there?"), 201);
    await backdate(20);
    expect(await sendUnreadMessageMails(testApp.deps)).toBe(0);
    await testApp.db.update(conversations).set({ candidateMailedAt: sql`now() - interval '61 minutes'` }).where(eq(conversations.applicationId, applicationId));
    await backdate(20);
    expect(await sendUnreadMessageMails(testApp.deps)).toBe(1);
    expect(await mailsTo(person.user.email)).toHaveLength(2);
  });

  it("says nothing of messages read in time, and tells the employer of the candidate's", async () => {
    await testApp.db.update(conversations).set({ candidateMailedAt: null, employerMailedAt: null }).where(eq(conversations.applicationId, applicationId));
    await expectStatus(markRead(person.agent, applicationId), 200);
    await expectStatus(send(person.agent, applicationId, "Yes, I am here."), 201);
    await backdate(16);
    const before = (await mailsTo(employer.user.email)).length;
    expect(await sendUnreadMessageMails(testApp.deps)).toBe(1);
    const employerMails = await mailsTo(employer.user.email);
    expect(employerMails).toHaveLength(before + 1);
    expect(employerMails.at(-1)!.text).toContain("/employer/dashboard");
    expect(await mailsTo(person.user.email)).toHaveLength(2);
  });
});

describe("a deleted account", () => {
  it("takes its messages with it", async () => {
    const person = await applicant();
    const applicationId = await apply(person);
    await expectStatus(send(employer.agent, applicationId, "Welcome."), 201);
    await expectStatus(send(person.agent, applicationId, "Thank you."), 201);
    await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: person.user.id } }), 200);
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await testApp.db.select().from(conversations).where(eq(conversations.applicationId, applicationId))).toEqual([]);
    expect(await testApp.db.select().from(conversationMessages).where(eq(conversationMessages.senderId, person.user.id))).toEqual([]);
  });
});
