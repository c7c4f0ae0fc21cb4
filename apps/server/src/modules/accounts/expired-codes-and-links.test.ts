/**
 * The upkeep of what a phone account leaves behind: one-time codes past their five minutes, and
 * links to add an e-mail address never opened, a while after they ran out (until then the account's
 * card still says its link ran out), rate-limit counters a day after their window started, and
 * sessions past their end. Live ones, and links already used, stay.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailConfirmations, phoneCodes, rateLimits, session } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signUpFromOwnAddress, whoIs, type Agent, type TestApp } from "../../test/test-app.ts";
import { codeSentTo as codeIn, letCodeGapPass } from "../../test/phone-codes.ts";
import { expiredEmailLinkKeptDays, removeExpiredCodesAndLinks } from "./expired-codes-and-links.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

let counter = 0;

const codeSentTo = (number: string) => codeIn(testApp.db, number);

/** An account made with a mobile number through the routes, from a network of its own. */
async function signUpByPhone() {
  counter += 1;
  const digits = `96${String(counter).padStart(8, "0")}`;
  const agent = testApp.agent({ "x-forwarded-for": `10.61.0.${counter}` });
  const json = { name: "Manjunath Gowda", phoneNumber: digits };
  await expectStatus(agent.api.accounts.phone["sign-up"][":type"].code.$post({ param: { type: "candidate" }, json }), 200);
  const code = await codeSentTo(`+91${digits}`);
  const { user } = await expectStatus(agent.api.accounts.phone["sign-up"][":type"].$post({ param: { type: "candidate" }, json: { ...json, code } }), 201);
  return { agent, user, number: `+91${digits}` };
}

/** Asks for a link to add an address; the account's row. */
async function addEmail(agent: Agent, userId: string) {
  counter += 1;
  await expectStatus(agent.api.accounts.email.$post({ json: { email: `asha.${counter}@example.com` } }), 200);
  return (await testApp.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, userId)))[0]!;
}

/** Moves a link's end `days` into the past (and its sending with it). */
async function ranOut(userId: string, days: number) {
  await testApp.db
    .update(emailConfirmations)
    .set({ createdAt: sql`now() - make_interval(days => ${days + 3})`, expiresAt: sql`now() - make_interval(days => ${days}, secs => 1)` })
    .where(eq(emailConfirmations.userId, userId));
}

const linkOf = async (userId: string) => (await testApp.db.select({ id: emailConfirmations.id }).from(emailConfirmations).where(eq(emailConfirmations.userId, userId)))[0];

describe("removing expired codes and links", () => {
  it("removes a link to add an address left unopened long after it ran out; one that ran out lately, a live one and a used one stay", async () => {
    const [old, lately, live, used] = [await signUpByPhone(), await signUpByPhone(), await signUpByPhone(), await signUpByPhone()];
    for (const account of [old, lately, live, used]) await addEmail(account.agent, account.user.id);
    const usedLink = await addEmail(used.agent, used.user.id);
    await testApp.db.update(emailConfirmations).set({ confirmedAt: sql`now() - interval '40 days'` }).where(eq(emailConfirmations.id, usedLink.id));
    await ranOut(old.user.id, expiredEmailLinkKeptDays);
    await ranOut(lately.user.id, expiredEmailLinkKeptDays - 1);
    await ranOut(used.user.id, expiredEmailLinkKeptDays + 10);

    await removeExpiredCodesAndLinks(testApp.db);

    expect(await linkOf(old.user.id)).toBeUndefined();
    expect(await linkOf(lately.user.id)).toBeDefined();
    expect(await linkOf(live.user.id)).toBeDefined();
    expect(await linkOf(used.user.id)).toBeDefined();
    // The card no longer shows the old one; the one that ran out lately still says so.
    expect(await expectStatus(old.agent.api.accounts.email.pending.$get(), 200)).toEqual({ pending: null });
    expect(await expectStatus(lately.agent.api.accounts.email.pending.$get(), 200)).toMatchObject({ pending: { expired: true } });
    expect(await expectStatus(live.agent.api.accounts.email.pending.$get(), 200)).toMatchObject({ pending: { expired: false } });
  });

  it("removes sign-in codes past their five minutes, used or not; a live code stays and still signs in", async () => {
    const account = await signUpByPhone();
    const codesOf = () => testApp.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, account.number)).orderBy(phoneCodes.createdAt);
    // The sign-up's code, used: past its five minutes.
    await testApp.db.update(phoneCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(phoneCodes.phoneNumber, account.number));
    // The 30 s between two codes for one number pass.
    await letCodeGapPass(testApp.db);
    const stranger = testApp.agent({ "x-forwarded-for": "10.61.1.1" });
    expect((await stranger.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: account.number })).status).toBe(200);
    const [expired, live] = await codesOf();
    expect([expired!.consumedAt, live!.consumedAt]).toEqual([expect.any(Date), null]);

    await removeExpiredCodesAndLinks(testApp.db);

    expect((await codesOf()).map((code) => code.id)).toEqual([live!.id]);
    const signedIn = await stranger.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: account.number, code: await codeSentTo(account.number) });
    expect(signedIn.status).toBe(200);
    expect(await whoIs(stranger)).toMatchObject({ phoneNumber: account.number });
    expect(await testApp.db.select().from(phoneCodes).where(and(eq(phoneCodes.phoneNumber, account.number), sql`${phoneCodes.consumedAt} is null`))).toEqual([]);
  });
});

describe("removing ended rate limits and sessions", () => {
  it("removes a rate-limit counter once a day has passed since its window started (the longest window); until then it still refuses", async () => {
    counter += 1;
    const email = `limited.${counter}@example.com`;
    const key = `alert-email:${email}`;
    const ask = () => testApp.agent({ "x-forwarded-for": "10.61.2.1" }).api.alerts.$post({ json: { criteria: { q: "driver" }, frequency: "daily", language: "en", email } });
    for (let index = 0; index < 5; index += 1) await ask();
    await expectError(ask(), 429, "rate_limited");
    const counterOf = () => testApp.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const startedAgo = (interval: string) => testApp.db.update(rateLimits).set({ windowStartedAt: sql`now() - ${interval}::interval` }).where(eq(rateLimits.key, key));

    await startedAgo("23 hours 59 minutes");
    await removeExpiredCodesAndLinks(testApp.db);
    expect(await counterOf()).toMatchObject([{ count: 6 }]);
    await expectError(ask(), 429, "rate_limited");

    await startedAgo("24 hours 1 second");
    await removeExpiredCodesAndLinks(testApp.db);
    expect(await counterOf()).toEqual([]);
    await expectStatus(ask(), 201);
    expect(await counterOf()).toMatchObject([{ count: 1 }]);
  });

  it("removes sessions past their end, which Better Auth deletes only when their cookie comes back; a live one stays and still signs in", async () => {
    const [gone, live] = [await signUpFromOwnAddress(testApp, "candidate"), await signUpFromOwnAddress(testApp, "candidate")];
    const sessionsOf = (userId: string) => testApp.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
    await testApp.db.update(session).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(session.userId, gone.user.id));

    await removeExpiredCodesAndLinks(testApp.db);

    expect(await sessionsOf(gone.user.id)).toEqual([]);
    expect(await sessionsOf(live.user.id)).toHaveLength(1);
    expect(await whoIs(live.agent)).toMatchObject({ id: live.user.id });
    expect(await expectStatus(gone.agent.api.accounts.me.$get(), 200)).toEqual({ user: null });
  });
});
