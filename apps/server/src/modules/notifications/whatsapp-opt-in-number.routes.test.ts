/**
 * The WhatsApp opt-in belongs to the number it was given for (ADR 057): an account whose verified
 * number changes to another through `POST /api/accounts/phone/number` has no opt-in, reads WhatsApp
 * off for every kind and gets no WhatsApp news at the new number until it ticks WhatsApp again;
 * confirming the same number again, or signing in with it, keeps the opt-in; no one changes another
 * account's number. The settings read a saved WhatsApp choice off wherever WhatsApp cannot be used.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, phoneOutbox, phoneStops, user } from "../../db/schema/index.ts";
import { codeSentTo, letCodeGapPass } from "../../test/phone-codes.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signUpFromOwnAddress, whoIs, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { byEmail, notificationTestHelpers, preferences, read, save } from "./notification-test-helpers.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

const { nextNumber, application, shortlist } = notificationTestHelpers(
  () => testApp,
  () => employer,
);

/** Status news by e-mail and WhatsApp, everything else by e-mail. */
const statusOnWhatsapp = { alerts: byEmail, messages: byEmail, interviews: byEmail, status: { email: true, sms: false, whatsapp: true } };

/** Asks the add-number code for `phoneNumber` as `who` and answers it: the route's answer. */
async function confirmNumber(who: SignedUp, phoneNumber: string) {
  await letCodeGapPass(testApp.db);
  await expectStatus(who.agent.api.accounts.phone.number.code.$post({ json: { phoneNumber } }), 200);
  return who.agent.api.accounts.phone.number.$post({ json: { phoneNumber, code: await codeSentTo(testApp.db, phoneNumber) } });
}

/** A candidate who added a number through the route and ticked WhatsApp for it, with status news there. */
async function optedIn() {
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  const phoneNumber = nextNumber();
  await expectStatus(confirmNumber(candidate, phoneNumber), 200);
  expect(await expectStatus(save(candidate, preferences({ channels: statusOnWhatsapp, whatsappOptIn: true })), 200)).toMatchObject({ whatsappOptIn: true, phoneNumber });
  return { ...candidate, phoneNumber };
}

const optInOf = async (id: string) => (await testApp.db.select({ at: user.whatsappOptInAt }).from(user).where(eq(user.id, id)))[0]!.at;
const numberOf = async (id: string) => (await testApp.db.select({ phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, id)))[0]!.phoneNumber;
const whatsappRowsOf = (userId: string) => testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.userId, userId), eq(phoneOutbox.channel, "whatsapp")));
const whatsappRowsTo = (recipient: string) => testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, recipient), eq(phoneOutbox.channel, "whatsapp")));
const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));

describe("the WhatsApp opt-in when the account's number changes", () => {
  it("is gone once the number changes to another: WhatsApp reads off and the status news goes by e-mail only, nothing to the new number", async () => {
    const candidate = await optedIn();
    const changedTo = nextNumber();
    expect(await expectStatus(confirmNumber(candidate, changedTo), 200)).toMatchObject({ user: { id: candidate.user.id, phoneNumber: changedTo } });

    expect(await optInOf(candidate.user.id)).toBeNull();
    const card = await expectStatus(read(candidate), 200);
    expect(card).toMatchObject({ phoneNumber: changedTo, whatsappOptIn: false, whatsappStopped: false, saved: true });
    expect(card.channels.status).toEqual({ email: true, sms: false, whatsapp: false });

    const mailsBefore = (await mailsTo(candidate.user.email)).length;
    await shortlist(await application(candidate));
    expect((await mailsTo(candidate.user.email)).filter((mail) => mail.subject.includes("Shortlisted"))).toHaveLength(1);
    expect((await mailsTo(candidate.user.email)).length).toBeGreaterThan(mailsBefore);
    expect(await whatsappRowsOf(candidate.user.id)).toEqual([]);
    expect(await whatsappRowsTo(changedTo)).toEqual([]);
    expect(await whatsappRowsTo(candidate.phoneNumber)).toEqual([]);
    expect((await testApp.phoneOutbox()).filter((file) => file.channel === "whatsapp" && (file.to === changedTo || file.to === candidate.phoneNumber))).toEqual([]);
  });

  it("stays when the same number is confirmed again, and its WhatsApp news goes", async () => {
    const candidate = await optedIn();
    const givenAt = await optInOf(candidate.user.id);
    expect(givenAt).toBeInstanceOf(Date);
    expect(await expectStatus(confirmNumber(candidate, candidate.phoneNumber), 200)).toMatchObject({ user: { phoneNumber: candidate.phoneNumber } });

    expect(await optInOf(candidate.user.id)).toEqual(givenAt);
    const card = await expectStatus(read(candidate), 200);
    expect(card).toMatchObject({ phoneNumber: candidate.phoneNumber, whatsappOptIn: true });
    expect(card.channels.status).toEqual({ email: true, sms: false, whatsapp: true });
    await shortlist(await application(candidate));
    const rows = await whatsappRowsOf(candidate.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "status", recipient: candidate.phoneNumber });
  });

  it("stays when the number's owner signs up with it again and is signed in to their account", async () => {
    const candidate = await optedIn();
    const givenAt = await optInOf(candidate.user.id);
    const agent = testApp.agent({ "x-forwarded-for": "10.250.0.1" });
    await letCodeGapPass(testApp.db);
    await expectStatus(agent.api.accounts.phone["sign-up"][":type"].code.$post({ param: { type: "candidate" }, json: { name: "Manjunath Gowda", phoneNumber: candidate.phoneNumber } }), 200);
    const code = await codeSentTo(testApp.db, candidate.phoneNumber);
    const signedIn = await agent.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: candidate.phoneNumber, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(await whoIs(agent)).toMatchObject({ id: candidate.user.id, phoneNumber: candidate.phoneNumber });
    expect(await optInOf(candidate.user.id)).toEqual(givenAt);
  });

  it("cannot be lost nor moved by another account: it cannot use the owner's code, nor take the owner's number", async () => {
    const owner = await optedIn();
    const other = await optedIn();
    const ownerOptIn = await optInOf(owner.user.id);
    const otherOptIn = await optInOf(other.user.id);

    // The owner asks a code for a new number; another account answers it.
    const wanted = nextNumber();
    await expectStatus(owner.agent.api.accounts.phone.number.code.$post({ json: { phoneNumber: wanted } }), 200);
    const ownersCode = await codeSentTo(testApp.db, wanted);
    await expectError(other.agent.api.accounts.phone.number.$post({ json: { phoneNumber: wanted, code: ownersCode } }), 400, "phone_code_expired");
    // And asks its own code for the owner's number: proved, yet refused, and nothing changes on either account.
    await letCodeGapPass(testApp.db);
    await expectStatus(other.agent.api.accounts.phone.number.code.$post({ json: { phoneNumber: owner.phoneNumber } }), 200);
    const code = await codeSentTo(testApp.db, owner.phoneNumber);
    await expectError(other.agent.api.accounts.phone.number.$post({ json: { phoneNumber: owner.phoneNumber, code } }), 409, "phone_number_taken");

    expect(await numberOf(owner.user.id)).toBe(owner.phoneNumber);
    expect(await numberOf(other.user.id)).toBe(other.phoneNumber);
    expect(await optInOf(owner.user.id)).toEqual(ownerOptIn);
    expect(await optInOf(other.user.id)).toEqual(otherOptIn);
    expect(await expectStatus(read(owner), 200)).toMatchObject({ phoneNumber: owner.phoneNumber, whatsappOptIn: true });
    expect(await expectStatus(read(other), 200)).toMatchObject({ phoneNumber: other.phoneNumber, whatsappOptIn: true });
  });

  it("is given again for the new number by ticking WhatsApp, and the news then goes there and not to the old number", async () => {
    const candidate = await optedIn();
    const changedTo = nextNumber();
    await expectStatus(confirmNumber(candidate, changedTo), 200);
    expect(await expectStatus(save(candidate, preferences({ channels: statusOnWhatsapp, whatsappOptIn: true })), 200)).toMatchObject({ phoneNumber: changedTo, whatsappOptIn: true });
    expect(await optInOf(candidate.user.id)).toBeInstanceOf(Date);

    await shortlist(await application(candidate));
    const rows = await whatsappRowsOf(candidate.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "status", recipient: changedTo });
    expect(await whatsappRowsTo(candidate.phoneNumber)).toEqual([]);
  });
});

describe("a saved WhatsApp choice in the settings", () => {
  it("reads off while the number is stopped on WhatsApp, and on again once WhatsApp is ticked anew", async () => {
    const candidate = await optedIn();
    expect((await expectStatus(read(candidate), 200)).channels.status.whatsapp).toBe(true);
    await testApp.db.insert(phoneStops).values({ phoneNumber: candidate.phoneNumber, channel: "whatsapp" });
    const stopped = await expectStatus(read(candidate), 200);
    expect(stopped).toMatchObject({ whatsappOptIn: false, whatsappStopped: true });
    expect(stopped.channels.status).toEqual({ email: true, sms: false, whatsapp: false });

    const again = await expectStatus(save(candidate, preferences({ channels: statusOnWhatsapp, whatsappOptIn: true })), 200);
    expect(again).toMatchObject({ whatsappOptIn: true, whatsappStopped: false });
    expect(again.channels.status).toEqual({ email: true, sms: false, whatsapp: true });
  });
});
