/**
 * A guest's job alert saved to a mobile number (issue 49): off until the code sent to it by SMS comes
 * back, as an address is confirmed by its link; then each new job of its search goes by SMS, with
 * the alert's own short link to stop it (`/s/<stop token>`, to its unsubscribe page): one part in
 * English, two in Kannada. Candidates use their account's alerts and channels instead.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxAlertsPerAddress } from "@app/shared/alerts";
import type { Language } from "@app/shared/constants";
import { jobAlerts, mailOutbox, phoneOutbox, phoneStops } from "../../db/schema/index.ts";
import { shortJobReference } from "../../notifications/phone-texts.ts";
import { smsParts } from "../../phone/sms-parts.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { codeSentTo as codeIn, letCodeGapPass } from "../../test/phone-codes.ts";
import { matchNewJobs, sendDailyDigests } from "./alert-matching.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Mysore Silk Looms" });
});
afterAll(() => testApp.close());

let guests = 0;
/** A guest from an address of its own (the code routes limit each address). */
function guest() {
  guests += 1;
  return testApp.agent({ "x-forwarded-for": `10.49.0.${guests}` });
}


const codeSentTo = (number: string) => codeIn(testApp.db, number);

describe("POST /api/alerts/by-phone", () => {
  it("sends a code to the number, and sends the alert's jobs by SMS once the code came back", async () => {
    const agent = guest();
    const saved = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q: "weaver" }, frequency: "instant", language: "kn", phoneNumber: "98450 49001" } }), 201);
    expect(saved).toMatchObject({ codeSent: true, alert: { email: "+919845049001", confirmed: false } });
    const code = await codeSentTo("+919845049001");
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, "+919845049001"), eq(phoneOutbox.kind, "code")));
    expect(sms).toMatchObject({ channel: "sms", language: "kn", userId: null });

    const wrong = code === "000000" ? "111111" : "000000";
    await expectError(agent.api.alerts["by-phone"].confirm.$post({ json: { id: saved.alert.id, phoneNumber: "+91 98450 49001", code: wrong } }), 400, "phone_code_invalid");
    const confirmed = await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: saved.alert.id, phoneNumber: "+91 98450 49001", code } }), 200);
    expect(confirmed.alert.confirmed).toBe(true);

    const job = await postJob(employer.agent, { title: "Silk weaver", location: "Bannimantap, Mysuru", type: "Full-time", description: "Weaves Mysore silk saris on our looms." });
    await matchNewJobs(testApp.deps);
    const [news] = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, "+919845049001"), eq(phoneOutbox.kind, "alert")));
    const [row] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, saved.alert.id));
    expect(news).toMatchObject({ channel: "sms", language: "kn", userId: null });
    expect(news!.text).toBe(`ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 1. ${testApp.config.publicUrl}/j/${shortJobReference(job.id)} ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/s/${row!.stopToken}`);
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Silk weaver"))).toEqual([]);
  });

  it("sends nothing to a number whose alert was never confirmed, and refuses a code for another alert's number", async () => {
    const agent = guest();
    const saved = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q: "tailor" }, frequency: "instant", language: "en", phoneNumber: "98450 49002" } }), 201);
    const other = await expectStatus(guest().api.alerts["by-phone"].$post({ json: { criteria: { q: "tailor" }, frequency: "instant", language: "en", phoneNumber: "98450 49003" } }), 201);
    const code = await codeSentTo("+919845049002");
    // The code of one number does not confirm the alert of another: it was sent for its own alert only.
    await expectError(agent.api.alerts["by-phone"].confirm.$post({ json: { id: other.alert.id, phoneNumber: "98450 49002", code } }), 400, "phone_code_invalid");
    expect((await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, other.alert.id)))[0]?.confirmedAt).toBeNull();
    await postJob(employer.agent, { title: "Tailor", location: "Agrahara, Mysuru", type: "Full-time", description: "Stitches blouses and kurtas." });
    await matchNewJobs(testApp.deps);
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.kind, "alert"), eq(phoneOutbox.recipient, "+919845049002")))).toEqual([]);
    expect(saved.alert.confirmed).toBe(false);
  });

  it("confirms with a code only the alert it was sent for: not another alert someone else asked for the same number", async () => {
    const number = "+919845049060";
    // Someone asks for an alert for the number; then its holder asks for one of their own.
    const stranger = guest();
    const theirs = await expectStatus(stranger.api.alerts["by-phone"].$post({ json: { criteria: { q: "debt collector" }, frequency: "instant", language: "en", phoneNumber: "98450 49060" } }), 201);
    const codeForTheirs = await codeSentTo(number);
    await letCodeGapPass(testApp.db);
    const holder = guest();
    const own = await expectStatus(holder.api.alerts["by-phone"].$post({ json: { criteria: { q: "cook" }, frequency: "instant", language: "kn", phoneNumber: "98450 49060" } }), 201);
    const codeForOwn = await codeSentTo(number);
    expect(codeForOwn).not.toBe(codeForTheirs);

    // The holder's code, sent for their alert, does not confirm the other one, whoever sends it with its id.
    await expectError(stranger.api.alerts["by-phone"].confirm.$post({ json: { id: theirs.alert.id, phoneNumber: number, code: codeForOwn } }), 400, "phone_code_invalid");
    const confirmed = await expectStatus(holder.api.alerts["by-phone"].confirm.$post({ json: { id: own.alert.id, phoneNumber: number, code: codeForOwn } }), 200);
    expect(confirmed.alert).toMatchObject({ id: own.alert.id, confirmed: true });
    const states = await testApp.db.select({ id: jobAlerts.id, confirmedAt: jobAlerts.confirmedAt }).from(jobAlerts).where(eq(jobAlerts.phoneNumber, number));
    expect(Object.fromEntries(states.map((row) => [row.id, row.confirmedAt !== null]))).toEqual({ [theirs.alert.id]: false, [own.alert.id]: true });

    // The other alert's own code, no longer the number's newest, confirms nothing either; only a new one sent for it would.
    await expectError(stranger.api.alerts["by-phone"].confirm.$post({ json: { id: theirs.alert.id, phoneNumber: number, code: codeForTheirs } }), 400, "phone_code_expired");
    await letCodeGapPass(testApp.db);
    await expectStatus(stranger.api.alerts["by-phone"].$post({ json: { criteria: { q: "debt collector" }, frequency: "instant", language: "en", phoneNumber: "98450 49060" } }), 201);
    const again = await expectStatus(stranger.api.alerts["by-phone"].confirm.$post({ json: { id: theirs.alert.id, phoneNumber: number, code: await codeSentTo(number) } }), 200);
    expect(again.alert).toMatchObject({ id: theirs.alert.id, confirmed: true });
  });

  it("sends the code again for the alert waiting on the number (Send again), so confirming leaves one alert", async () => {
    const agent = guest();
    const asked = { criteria: { q: "driver", type: "Full-time" }, frequency: "daily", language: "en", phoneNumber: "98450 49005" } as const;
    const number = "+919845049005";
    const alertsOf = () => testApp.db.select().from(jobAlerts).where(eq(jobAlerts.phoneNumber, number));
    const codesTo = () => testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "code")));
    const saved = await expectStatus(agent.api.alerts["by-phone"].$post({ json: asked }), 201);

    // Within 30 s of the code, Send again is refused and saves nothing.
    await expectError(agent.api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: number } }), 429, "rate_limited");
    expect(await alertsOf()).toHaveLength(1);

    for (const frequency of ["daily", "instant"] as const) {
      await letCodeGapPass(testApp.db);
      const answer = await agent.api.alerts["by-phone"].$post({ json: { ...asked, frequency, phoneNumber: number } });
      expect(await alertsOf()).toMatchObject([{ id: saved.alert.id, confirmedAt: null, frequency }]);
      // Answered as when first asked: a number's answer never tells whether anyone asked for it before.
      const again = await expectStatus(Promise.resolve(answer), 201);
      expect(again).toMatchObject({ codeSent: true, alert: { id: saved.alert.id, confirmed: false, frequency } });
    }
    expect(await codesTo()).toHaveLength(3);

    await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: saved.alert.id, phoneNumber: number, code: await codeSentTo(number) } }), 200);
    const rows = await alertsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).not.toBeNull();

    // Another search to the same number is another alert.
    await letCodeGapPass(testApp.db);
    const other = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { ...asked, criteria: { q: "delivery" } } }), 201);
    expect(other.alert.id).not.toBe(saved.alert.id);
    expect(await alertsOf()).toHaveLength(2);
  });

  it("answers a guest asking for a search the number already has exactly as a new one, saving nothing and texting the number that it has it", async () => {
    const number = "+919845049006";
    const alert = await confirmedPhoneAlert("98450 49006", number, "kn", "daily", "mechanic");
    const textsTo = async (to: string) => (await testApp.phoneOutbox()).filter((text) => text.to === to);
    const textsBefore = await textsTo(number);

    // However it is asked (another frequency, language, the number typed otherwise), the answer is a
    // fresh number's, but for the number and the id: the one it has stays as it is, and no code is sent.
    const asked = { criteria: { q: "mechanic", location: "" }, frequency: "instant", language: "en" } as const;
    await letCodeGapPass(testApp.db);
    const forHeld = await guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: "+91 98450 49006" } });
    const forFresh = await guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: "98450 49007" } });
    expect(forHeld.status).toBe(201);
    expect(forFresh.status).toBe(forHeld.status);
    const [freshRow] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.phoneNumber, "+919845049007"));
    const alike = (body: unknown, to: string, id: string) => JSON.parse(JSON.stringify(body).replaceAll(to, "NUMBER").replaceAll(id, "ID").replace(/"createdAt":"[^"]+"/, '"createdAt":"AT"')) as unknown;
    const freshBody = await forFresh.json();
    expect(alike(await forHeld.json(), number, alert.id)).toEqual(alike(freshBody, "+919845049007", freshRow!.id));
    expect(freshBody).toEqual({
      codeSent: true,
      alert: { id: freshRow!.id, kind: "search", email: "+919845049007", criteria: { q: "mechanic" }, frequency: "instant", language: "en", confirmed: false, paused: false, bounced: false, createdAt: expect.any(String) },
    });
    expect(await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.phoneNumber, number))).toEqual([alert]);

    // The number is told in its alert's language, with the alert's own stop link, in one SMS counted by the cost guard.
    const told = (await textsTo(number)).slice(textsBefore.length);
    expect(told).toEqual([
      expect.objectContaining({ channel: "sms", kind: "alert", language: "kn", text: `ಈ Nagara Jobs ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: mechanic. ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/s/${alert.stopToken}` }),
    ]);
    expect(smsParts(told[0]!.text)).toBeLessThanOrEqual(2);

    // The code routes' limits hold it as any other ask: within 30 s, refused, and nothing sent.
    await expectError(guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: number } }), 429, "rate_limited");
    expect(await textsTo(number)).toHaveLength(textsBefore.length + 1);

    // Another search to the same number is another alert.
    await letCodeGapPass(testApp.db);
    await expectStatus(guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: number, criteria: { q: "painter" } } }), 201);
    expect(await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.phoneNumber, number))).toHaveLength(2);
  });

  it(`answers a guest asking for one more alert for a number with ${maxAlertsPerAddress} as for a new one, texting the number, in place of a code, the link to its alerts`, async () => {
    const number = "+919845049310";
    const fresh = "+919845049311";
    const own = await alertsAt(number, ["en", "kn"]);
    const textsTo = async (to: string) => (await testApp.phoneOutbox()).filter((text) => text.to === to);
    const textsBefore = await textsTo(number);

    const asked = { criteria: { q: "one more" }, frequency: "instant", language: "en" } as const;
    await letCodeGapPass(testApp.db);
    const fullBody = await expectStatus(guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: "98450 49310" } }), 201);
    const freshBody = await expectStatus(guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: "98450 49311" } }), 201);
    const alike = (body: { alert: { id: string } }, to: string) => JSON.parse(JSON.stringify(body).replaceAll(to, "NUMBER").replaceAll(body.alert.id, "ID").replace(/"createdAt":"[^"]+"/, '"createdAt":"AT"')) as unknown;
    expect(alike(fullBody, number)).toEqual(alike(freshBody, fresh));
    expect(fullBody).toEqual({ codeSent: true, alert: expect.objectContaining({ email: number, criteria: { q: "one more" }, confirmed: false }) });
    expect(await textsTo(fresh)).toEqual([expect.objectContaining({ kind: "code" })]);

    // Nothing more is on for the number; it is told, in its newest alert's language, with the short link to all its alerts.
    const confirmed = await testApp.db.select({ id: jobAlerts.id }).from(jobAlerts).where(and(eq(jobAlerts.phoneNumber, number), isNotNull(jobAlerts.confirmedAt)));
    expect(confirmed).toHaveLength(maxAlertsPerAddress);
    const newest = own.at(-1)!;
    const told = (await textsTo(number)).slice(textsBefore.length);
    expect(told).toEqual([
      expect.objectContaining({
        channel: "sms",
        kind: "alert",
        language: "kn",
        text: `ಈ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ ${maxAlertsPerAddress} Nagara Jobs ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳಿವೆ, ಹೊಸದನ್ನು ಉಳಿಸಿಲ್ಲ. ನಿರ್ವಹಿಸಲು ${testApp.config.publicUrl}/m/${newest.stopToken}`,
      }),
    ]);
    expect(smsParts(told[0]!.text)).toBeLessThanOrEqual(2);
    // The code sent to no one cannot confirm the alert asked for.
    await expectError(guest().api.alerts["by-phone"].confirm.$post({ json: { id: fullBody.alert.id, phoneNumber: number, code: "000000" } }), 400);
    expect((await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, fullBody.alert.id)))[0]?.confirmedAt).toBeNull();

    // The short link leads to the page of the number's alerts, by a token that lists them; a link of no alert to the page that says it is not valid.
    const visitor = testApp.agent();
    const toManage = await visitor.get(`/m/${newest.stopToken}`);
    expect([toManage.status, toManage.headers.get("location"), toManage.headers.get("cache-control")]).toEqual([302, `/alerts?token=${newest.token}`, "no-store"]);
    const listed = await expectStatus(visitor.api.alerts["by-token"][":token"].$get({ param: { token: newest.token } }), 200);
    expect(listed.alerts.filter((alert) => alert.confirmed)).toHaveLength(maxAlertsPerAddress);
    for (const path of ["/m/AAAAAAAAAAAAAAAA", "/m/short"]) expect((await visitor.get(path)).headers.get("location"), path).toBe("/alerts/unsubscribe");
  });

  it("refuses a code typed for a number texted no code (it has the alert, or its most alerts) as for a number sent one: wrong twice, then spent", async () => {
    const held = "+919845049020";
    const full = "+919845049021";
    const fresh = "+919845049022";
    await confirmedPhoneAlert("98450 49020", held, "en", "instant", "plumber");
    await alertsAt(full, ["en", "en"]);
    await letCodeGapPass(testApp.db);
    const asked = { criteria: { q: "plumber" }, frequency: "instant", language: "en" } as const;

    const answers = [];
    for (const number of [held, full, fresh]) {
      const agent = guest();
      const { alert } = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: number } }), 201);
      // Not the code the fresh number was sent (the others were sent none).
      const wrong = number === fresh && (await codeSentTo(fresh)) === "000000" ? "111111" : "000000";
      const tries = [];
      for (let tried = 0; tried < 4; tried += 1) {
        tries.push((await expectError(agent.api.alerts["by-phone"].confirm.$post({ json: { id: alert.id, phoneNumber: number, code: wrong } }), 400)).code);
      }
      answers.push(tries);
    }
    const asForAnyWrongCode = ["phone_code_invalid", "phone_code_invalid", "phone_code_expired", "phone_code_expired"];
    expect(answers).toEqual([asForAnyWrongCode, asForAnyWrongCode, asForAnyWrongCode]);
    // The held and full numbers were texted about their alerts, and never a code.
    for (const number of [held, full]) {
      expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "code")))).toHaveLength(number === held ? 1 : 0);
      expect(await alertSmsTo(number)).toHaveLength(1);
    }
  });

  it("texts a number with its most alerts in English when its newest alert is English", async () => {
    const number = "+919845049312";
    const own = await alertsAt(number, ["kn", "en"]);
    await letCodeGapPass(testApp.db);
    await expectStatus(guest().api.alerts["by-phone"].$post({ json: { criteria: { q: "eleventh" }, frequency: "daily", language: "kn", phoneNumber: number } }), 201);
    const [told] = await alertSmsTo(number);
    expect(told?.text).toBe(`This number has ${maxAlertsPerAddress} Nagara Jobs job alerts, the most it can keep: the new one was not saved. Manage: ${testApp.config.publicUrl}/m/${own.at(-1)!.stopToken}`);
    expect(smsParts(told!.text)).toBe(1);
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "code")))).toEqual([]);
  });

  it("once the day's SMS are used up, still texts a new number its code and, in its place, a number that has the alert or its most why, answering the three alike", async () => {
    let filler: number | undefined;
    try {
      const { numbers } = await askedAlikeAndTold(49030, "welder", async () => {
        // The site's SMS of today, all of them (sent already, to someone else).
        const [row] = await testApp.db
          .insert(phoneOutbox)
          .values({ channel: "sms", recipient: "+919845049998", kind: "alert", language: "en", text: "Filler", parts: testApp.config.smsDailyCap.site, sentAt: sql`now()` })
          .returning({ id: phoneOutbox.id });
        filler = row!.id;
      });
      // Nothing waits for another day, and nothing was given up.
      const rows = await testApp.db.select().from(phoneOutbox).where(sql`${phoneOutbox.recipient} in (${sql.join(numbers, sql`, `)}) and (${phoneOutbox.sentAt} is null or ${phoneOutbox.failedAt} is not null)`);
      expect(rows).toEqual([]);
    } finally {
      if (filler !== undefined) await testApp.db.delete(phoneOutbox).where(eq(phoneOutbox.id, filler));
    }
  });

  it("texts a number that said STOP by SMS the code, or in its place why there is none, answering the three alike; the alert it had before the STOP is sent a code too, and confirmed with it its news goes past the STOP", async () => {
    const { numbers, heldAlert, newlySent } = await askedAlikeAndTold(
      49040,
      "boatman",
      async (stopped) => {
        await testApp.db.insert(phoneStops).values(stopped.map((phoneNumber) => ({ phoneNumber, channel: "sms" as const })));
      },
      { heldStopped: true },
    );
    const [held] = numbers;
    const givenUp = () => testApp.db.select().from(phoneOutbox).where(sql`${phoneOutbox.recipient} in (${sql.join(numbers, sql`, `)}) and ${phoneOutbox.failedAt} is not null`);
    expect(await givenUp()).toEqual([]);

    // The alert's news, which no one has asked for since the STOP (its code not yet typed), is given up unsent.
    await postJob(employer.agent, { title: "Boatman", location: "Kukkarahalli Lake, Mysuru", type: "Full-time", description: "Rows the lake's boats for visitors." });
    await matchNewJobs(testApp.deps);
    expect(await newlySent(held!)).toHaveLength(1);
    expect(await givenUp()).toEqual([expect.objectContaining({ recipient: held, kind: "alert", sentAt: null, lastError: expect.stringMatching(/^stopped/) })]);
    expect((await givenUp())[0]!.text).toMatch(/^New jobs for your alert: 1\. /);

    // The code typed confirms the alert the number had, afresh: asked for after the STOP, its news goes.
    const confirmed = await expectStatus(guest().api.alerts["by-phone"].confirm.$post({ json: { id: heldAlert.id, phoneNumber: held!, code: await codeSentTo(held!) } }), 200);
    expect(confirmed.alert).toMatchObject({ id: heldAlert.id, confirmed: true });
    const rows = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.phoneNumber, held!));
    expect(rows).toEqual([{ ...heldAlert, confirmedAt: expect.any(Date) }]);
    expect(rows[0]!.confirmedAt!.getTime()).toBeGreaterThan(heldAlert.confirmedAt!.getTime());
    await postJob(employer.agent, { title: "Boatman for the evening rides", location: "Kukkarahalli Lake, Mysuru", type: "Part-time", description: "Rows the lake's boats for visitors at dusk." });
    await matchNewJobs(testApp.deps);
    expect((await newlySent(held!)).at(-1)).toEqual({ kind: "alert", language: "en", text: expect.stringMatching(/^New jobs for your alert: 1\. /) });
    expect((await alertSmsTo(held!)).at(-1)).toMatchObject({ askedAt: rows[0]!.confirmedAt, failedAt: null, sentAt: expect.any(Date) });
    expect(await givenUp()).toHaveLength(1);
  });

  describe("an alert the number had, paused, then held back by a STOP, asked for again with another frequency and language", () => {
    /** The number's English instant alert for `q`, paused from its link, then stopped by SMS; its row. */
    async function pausedThenStopped(typed: string, number: string, q: string) {
      const alert = await confirmedPhoneAlert(typed, number, "en", "instant", q);
      await expectStatus(guest().api.alerts["by-token"][":token"][":id"].$patch({ param: { token: alert.token, id: alert.id }, json: { paused: true } }), 200);
      await testApp.db.insert(phoneStops).values({ phoneNumber: number, channel: "sms" });
      const [row] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
      expect(row!.pausedAt).not.toBeNull();
      return row!;
    }
    const rowOf = async (id: string) => (await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0]!;
    const askAgain = async (number: string, q: string, frequency: "instant" | "daily", language: Language) => {
      await letCodeGapPass(testApp.db);
      return expectStatus(guest().api.alerts["by-phone"].$post({ json: { criteria: { q }, frequency, language, phoneNumber: number } }), 201);
    };

    it("is, once its code is typed, the alert as asked: the new frequency and language, not paused", async () => {
      const number = "+919845049070";
      const before = await pausedThenStopped("98450 49070", number, "ferry");
      const asked = await askAgain(number, "ferry", "daily", "kn");
      expect(asked.alert).toMatchObject({ id: before.id, frequency: "daily", language: "kn", paused: false, confirmed: false });

      const confirmed = await expectStatus(guest().api.alerts["by-phone"].confirm.$post({ json: { id: before.id, phoneNumber: number, code: await codeSentTo(number) } }), 200);
      expect(confirmed.alert).toMatchObject({ id: before.id, frequency: "daily", language: "kn", confirmed: true, paused: false, bounced: false });
      const after = await rowOf(before.id);
      expect(after).toEqual({ ...before, frequency: "daily", language: "kn", pausedAt: null, bouncedAt: null, confirmedAt: expect.any(Date) });
      expect(after.confirmedAt!.getTime()).toBeGreaterThan(before.confirmedAt!.getTime());

      // Live again as asked: a new job goes the next day, in Kannada, not at once.
      await postJob(employer.agent, { title: "Ferry pilot", location: "KRS Dam, Mandya", type: "Full-time", description: "Runs the ferry across the backwaters." });
      await matchNewJobs(testApp.deps);
      expect(await alertSmsTo(number)).toEqual([]);
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
      await sendDailyDigests(testApp.deps, new Date(`${tomorrow}T08:00:00+05:30`));
      expect(await alertSmsTo(number)).toEqual([expect.objectContaining({ language: "kn", askedAt: after.confirmedAt, text: expect.stringMatching(/^ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 1\. /) })]);
    });

    it("is not changed by the ask, however often and by whomever it is made, until a code is typed; the code typed confirms the last ask", async () => {
      const number = "+919845049071";
      const before = await pausedThenStopped("98450 49071", number, "oarsman");
      // Anyone may type the number: the asks alone leave the number's alert as its holder left it.
      await askAgain(number, "oarsman", "daily", "kn");
      expect(await rowOf(before.id)).toEqual(before);
      await askAgain(number, "oarsman", "instant", "kn");
      expect(await rowOf(before.id)).toEqual(before);

      // Only the newest code counts: the one sent for the last ask, which confirms that ask.
      const confirmed = await expectStatus(guest().api.alerts["by-phone"].confirm.$post({ json: { id: before.id, phoneNumber: number, code: await codeSentTo(number) } }), 200);
      expect(confirmed.alert).toMatchObject({ frequency: "instant", language: "kn", paused: false, confirmed: true });
      expect(await rowOf(before.id)).toMatchObject({ frequency: "instant", language: "kn", pausedAt: null });
    });

    it("is not changed by a wrong code", async () => {
      const number = "+919845049072";
      const before = await pausedThenStopped("98450 49072", number, "lifeguard");
      await askAgain(number, "lifeguard", "daily", "kn");
      const code = await codeSentTo(number);

      const wrong = code === "000000" ? "111111" : "000000";
      await expectError(guest().api.alerts["by-phone"].confirm.$post({ json: { id: before.id, phoneNumber: number, code: wrong } }), 400, "phone_code_invalid");
      expect(await rowOf(before.id)).toEqual(before);

      // The right code, typed within its tries, still confirms the ask.
      const confirmed = await expectStatus(guest().api.alerts["by-phone"].confirm.$post({ json: { id: before.id, phoneNumber: number, code } }), 200);
      expect(confirmed.alert).toMatchObject({ frequency: "daily", language: "kn", paused: false, confirmed: true });
    });
  });

  it("sends no code for an alert the number had before a STOP it took back by confirming the alert again: it is told it has it", async () => {
    const number = "+919845049050";
    const alert = await confirmedPhoneAlert("98450 49050", number, "en", "instant", "rower");
    // A STOP said before the alert's confirmation lets its texts through: the alert is not stopped.
    await testApp.db.insert(phoneStops).values({ phoneNumber: number, channel: "sms", stoppedAt: sql`now() - interval '1 hour'` });
    const before = (await testApp.phoneOutbox()).filter((text) => text.to === number).length;
    await letCodeGapPass(testApp.db);
    await expectStatus(guest().api.alerts["by-phone"].$post({ json: { criteria: { q: "rower" }, frequency: "instant", language: "en", phoneNumber: number } }), 201);
    const told = (await testApp.phoneOutbox()).filter((text) => text.to === number).slice(before);
    expect(told).toEqual([expect.objectContaining({ kind: "alert", text: `You already have this Nagara Jobs job alert: rower. Stop: ${testApp.config.publicUrl}/s/${alert.stopToken}` })]);
  });

  it("is a guest's: a signed-in candidate is refused, and a number that is not a mobile's too", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await expectError(candidate.agent.api.alerts["by-phone"].$post({ json: { criteria: {}, frequency: "daily", language: "en", phoneNumber: "98450 49004" } }), 403, "forbidden");
    const landline = await expectError(guest().api.alerts["by-phone"].$post({ json: { criteria: {}, frequency: "daily", language: "en", phoneNumber: "0821 2421234" } }), 400, "invalid_input");
    expect(landline.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.notMobile"] });
  });
});

/** Saves a guest's alert to `typed` and confirms it with the code sent there; its row. */
async function confirmedPhoneAlert(typed: string, number: string, language: Language, frequency: "instant" | "daily", q: string) {
  const agent = guest();
  const { alert } = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q }, frequency, language, phoneNumber: typed } }), 201);
  await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: alert.id, phoneNumber: typed, code: await codeSentTo(number) } }), 200);
  const [row] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
  return row!;
}

/**
 * Three numbers from `first` (98450 <first>, then the next two): one with a confirmed English alert
 * for `q`, one with as many alerts as it can keep (its newest in Kannada), one new. After `before`
 * has done what the test needs to them, each asks for an alert for `q` as a guest. The three answers
 * are alike, and each number was newly sent the one SMS the code step says went to it: a code, or
 * in its place why there is none (`heldStopped`: the first said STOP after its alert was confirmed,
 * and is sent a code for it). The numbers, its alert, and what each was sent since it was made.
 */
async function askedAlikeAndTold(first: number, q: string, before: (numbers: string[]) => Promise<void>, { heldStopped = false } = {}) {
  const numbers = [first, first + 1, first + 2].map((last) => `+9198450${last}`);
  const [held, full, fresh] = numbers as [string, string, string];
  const heldAlert = await confirmedPhoneAlert(`98450 ${first}`, held, "en", "instant", q);
  const own = await alertsAt(full, ["en", "kn"]);
  const sentTo = async (to: string) => (await testApp.phoneOutbox()).filter((text) => text.to === to);
  const sentBefore: Record<string, number> = { [held]: (await sentTo(held)).length, [full]: (await sentTo(full)).length, [fresh]: 0 };
  const newlySent = async (number: string) => (await sentTo(number)).slice(sentBefore[number]).map(({ kind, language, text }) => ({ kind, language, text }));
  await before(numbers);

  await letCodeGapPass(testApp.db);
  const asked = { criteria: { q }, frequency: "instant", language: "en" } as const;
  const answers = [];
  for (const number of numbers) {
    const answer = await guest().api.alerts["by-phone"].$post({ json: { ...asked, phoneNumber: number } });
    const body = (await answer.json()) as { alert: { id: string } };
    const alike = JSON.parse(JSON.stringify(body).replaceAll(number, "NUMBER").replaceAll(body.alert.id, "ID").replace(/"createdAt":"[^"]+"/, '"createdAt":"AT"')) as unknown;
    answers.push({ status: answer.status, body: alike });
  }
  expect(answers[0]).toEqual({
    status: 201,
    body: { codeSent: true, alert: { id: "ID", kind: "search", email: "NUMBER", criteria: { q }, frequency: "instant", language: "en", confirmed: false, paused: false, bounced: false, createdAt: "AT" } },
  });
  expect(answers.slice(1)).toEqual([answers[0], answers[0]]);

  expect(await newlySent(held)).toEqual([
    heldStopped
      ? { kind: "code", language: "en", text: expect.stringContaining(await codeSentTo(held)) }
      : { kind: "alert", language: "en", text: `You already have this Nagara Jobs job alert: ${q}. Stop: ${testApp.config.publicUrl}/s/${heldAlert.stopToken}` },
  ]);
  expect(await newlySent(full)).toEqual([
    { kind: "alert", language: "kn", text: `ಈ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ ${maxAlertsPerAddress} Nagara Jobs ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳಿವೆ, ಹೊಸದನ್ನು ಉಳಿಸಿಲ್ಲ. ನಿರ್ವಹಿಸಲು ${testApp.config.publicUrl}/m/${own.at(-1)!.stopToken}` },
  ]);
  expect(await newlySent(fresh)).toEqual([{ kind: "code", language: "en", text: expect.stringContaining(await codeSentTo(fresh)) }]);
  return { numbers, heldAlert, newlySent };
}

/**
 * `maxAlertsPerAddress` confirmed alerts of `number`, written straight to the table (asking for each
 * would wait out the code routes' limits); the first in `languages[0]`, the newest in `languages[1]`.
 */
async function alertsAt(number: string, languages: [Language, Language]) {
  const rows = [];
  for (let index = 0; index < maxAlertsPerAddress; index += 1) {
    const [row] = await testApp.db
      .insert(jobAlerts)
      .values({
        kind: "search",
        email: null,
        phoneNumber: number,
        criteria: { q: `held ${index}` },
        frequency: "daily",
        language: index === maxAlertsPerAddress - 1 ? languages[1] : languages[0],
        token: randomBytes(32).toString("base64url"),
        confirmedAt: sql`now() - make_interval(mins => ${maxAlertsPerAddress - index})`,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

/** The alert SMSes queued to `number`, oldest first. */
function alertSmsTo(number: string) {
  return testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "alert"))).orderBy(phoneOutbox.id);
}

describe("the SMS of a guest's phone alert", () => {
  const longTitle = "Night security guard for the Chamundi Hill temple car park and the new bus stand, Mysuru";
  const longTitleKn = "ಚಾಮುಂಡಿ ಬೆಟ್ಟದ ದೇವಸ್ಥಾನದ ವಾಹನ ನಿಲುಗಡೆ ಮತ್ತು ಹೊಸ ಬಸ್ ನಿಲ್ದಾಣಕ್ಕೆ ರಾತ್ರಿ ಭದ್ರತಾ ಸಿಬ್ಬಂದಿ";

  it("is one part in English and two in Kannada, with a long job title: short links to the job and to stop", async () => {
    const english = await confirmedPhoneAlert("98450 49011", "+919845049011", "en", "instant", "security guard");
    const kannada = await confirmedPhoneAlert("98450 49012", "+919845049012", "kn", "instant", "security guard");
    expect(english.stopToken).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(kannada.stopToken).not.toBe(english.stopToken);

    const job = await postJob(employer.agent, { title: longTitle, titleKn: longTitleKn, description: "Security guard for the night shift, uniform given." });
    await matchNewJobs(testApp.deps);
    const { publicUrl } = testApp.config;
    const [inEnglish] = await alertSmsTo("+919845049011");
    const [inKannada] = await alertSmsTo("+919845049012");
    expect(inEnglish!.text).toBe(`New jobs for your alert: 1. ${publicUrl}/j/${shortJobReference(job.id)} Stop: ${publicUrl}/s/${english.stopToken}`);
    expect(inKannada!.text).toBe(`ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 1. ${publicUrl}/j/${shortJobReference(job.id)} ನಿಲ್ಲಿಸಲು ${publicUrl}/s/${kannada.stopToken}`);
    expect([smsParts(inEnglish!.text), inEnglish!.parts]).toEqual([1, 1]);
    expect([smsParts(inKannada!.text), inKannada!.parts]).toEqual([2, 2]);
  });

  it("is one part in English and two in Kannada in a daily digest too", async () => {
    const english = await confirmedPhoneAlert("98450 49013", "+919845049013", "en", "daily", "night watchman");
    const kannada = await confirmedPhoneAlert("98450 49014", "+919845049014", "kn", "daily", "night watchman");
    for (let index = 0; index < 10; index += 1) {
      await postJob(employer.agent, { title: `${longTitle} ${index} night watchman`, titleKn: longTitleKn, description: "Night watchman at the car park." });
    }
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    await sendDailyDigests(testApp.deps, new Date(`${tomorrow}T08:00:00+05:30`));
    const [inEnglish] = await alertSmsTo("+919845049013");
    const [inKannada] = await alertSmsTo("+919845049014");
    // The jobs are the alert's search, newest first (/r/<stop token>): a guest has no list of alerts to open.
    expect(inEnglish!.text).toBe(`New jobs for your alert: 10. ${testApp.config.publicUrl}/r/${english.stopToken} Stop: ${testApp.config.publicUrl}/s/${english.stopToken}`);
    expect(inKannada!.text).toBe(`ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 10. ${testApp.config.publicUrl}/r/${kannada.stopToken} ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/s/${kannada.stopToken}`);
    expect([smsParts(inEnglish!.text), inEnglish!.parts]).toEqual([1, 1]);
    expect([smsParts(inKannada!.text), inKannada!.parts]).toEqual([2, 2]);
  });

  it("leads a daily digest of one job straight to it", async () => {
    const alert = await confirmedPhoneAlert("98450 49016", "+919845049016", "en", "daily", "goldsmith");
    const job = await postJob(employer.agent, { title: "Goldsmith", description: "Makes gold chains at our Sayyaji Rao Road workshop." });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    await sendDailyDigests(testApp.deps, new Date(`${tomorrow}T08:00:00+05:30`));
    const [sms] = await alertSmsTo("+919845049016");
    expect(sms!.text).toBe(`New jobs for your alert: 1. ${testApp.config.publicUrl}/j/${shortJobReference(job.id)} Stop: ${testApp.config.publicUrl}/s/${alert.stopToken}`);
  });

  it("leads to the job's page and to the alert's unsubscribe page, whose token stops the alert; an unknown link stops nothing", async () => {
    const alert = await confirmedPhoneAlert("98450 49015", "+919845049015", "kn", "instant", "cook");
    const job = await postJob(employer.agent, { title: "Cook", description: "Cooks South Indian meals." });
    const visitor = testApp.agent();

    const toJob = await visitor.get(`/j/${shortJobReference(job.id)}`);
    expect([toJob.status, toJob.headers.get("location")]).toEqual([301, `/jobs/${job.id}`]);
    expect((await visitor.get("/j/not-a-job-reference")).status).toBe(404);

    // Its new jobs: the alert's search, newest first, as a guest may read it without an account.
    const toJobs = await visitor.get(`/r/${alert.stopToken}`);
    expect([toJobs.status, toJobs.headers.get("location"), toJobs.headers.get("cache-control")]).toEqual([302, "/jobs?q=cook&sort=latest", "no-store"]);

    const toStop = await visitor.get(`/s/${alert.stopToken}`);
    expect([toStop.status, toStop.headers.get("location"), toStop.headers.get("cache-control")]).toEqual([302, `/alerts/unsubscribe?token=${alert.token}`, "no-store"]);
    // Opening the link stopped nothing (a phone's link preview opens it too): the page's button does.
    expect(await testApp.db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toHaveLength(1);
    await expectStatus(visitor.api.alerts.unsubscribe.$post({ query: { token: new URL(toStop.headers.get("location")!, testApp.config.publicUrl).searchParams.get("token")! } }), 200);
    expect(await testApp.db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);

    // A link of no alert (this one's, now gone, or a made-up one) leads to the page without a token: it says the link is not valid.
    for (const path of [`/s/${alert.stopToken}`, "/s/AAAAAAAAAAAAAAAA", "/s/short"]) {
      const answer = await visitor.get(path);
      expect([answer.status, answer.headers.get("location")], path).toEqual([302, "/alerts/unsubscribe"]);
    }
    for (const path of [`/r/${alert.stopToken}`, "/r/AAAAAAAAAAAAAAAA", "/r/short"]) {
      const answer = await visitor.get(path);
      expect([answer.status, answer.headers.get("location")], path).toEqual([302, "/jobs"]);
    }
  });
});
