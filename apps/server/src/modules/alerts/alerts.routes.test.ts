/**
 * /api/alerts and the alert mails (issue 30): saving an alert as a candidate or as a guest (double
 * opt-in), instant mails for new listed jobs (approval after review included) found by the job
 * search itself, the daily digest at 8:00 in the site's time zone, one-click unsubscribe (RFC 8058),
 * the manage links, the limit per address, a bounced address, and every route tried by the wrong
 * person.
 */
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxAlertsPerAddress, unconfirmedAlertDays, type CreateAlertInput, type JobAlert } from "@app/shared/alerts";
import { jobAlertDeliveries, jobAlerts, rateLimits } from "../../db/schema/index.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/test-smtp-server.ts";
import { matchNewJobs, sendDailyDigests } from "./alert-matching.ts";
import { removeExpiredUnconfirmedAlerts } from "./alerts.service.ts";

let testApp: TestApp;
let admin: Agent;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Transports" });
});
afterAll(() => testApp.close());

type Mail = Awaited<ReturnType<TestApp["outbox"]>>[number];
const recipient = (mail: Mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const mailsTo = async (address: string) => (await testApp.outbox()).filter((mail) => recipient(mail) === address);
/** A header as it was written (mailparser reads the List-* headers into objects). */
const header = (mail: Mail | undefined, name: string) => mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");

function save(agent: Agent, input: CreateAlertInput) {
  return agent.api.alerts.$post({ json: input });
}

async function candidateAlert(candidate: SignedUp, input: Omit<CreateAlertInput, "language" | "frequency"> & Partial<CreateAlertInput>): Promise<JobAlert> {
  const { alert } = await expectStatus(save(candidate.agent, { language: "en", frequency: "instant", ...input }), 201);
  return alert;
}

const tokenOf = (alertId: string) => tokenIn(testApp, alertId);

let counter = 0;
/** A word no other test's jobs have, so each test's alerts find only its own jobs. */
function word() {
  counter += 1;
  return `Zq${"abcdefghij"[counter % 10]}${"klmnopqrst"[Math.floor(counter / 10) % 10]}x`;
}

describe("saving an alert", () => {
  it("saves a candidate's alert for their own address, on at once, with only the filters set", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const { alert, confirmationSent } = await expectStatus(
      save(candidate.agent, { criteria: { q: "driver", type: "Full-time", location: "", verified: "true" }, frequency: "daily", language: "kn" }),
      201,
    );
    expect(confirmationSent).toBe(false);
    expect(alert).toMatchObject({
      email: candidate.user.email,
      criteria: { q: "driver", type: "Full-time", verified: "true" },
      frequency: "daily",
      language: "kn",
      confirmed: true,
      paused: false,
      bounced: false,
    });
    expect(alert.criteria).not.toHaveProperty("location");
    expect((await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts).toEqual([alert]);
    expect(await mailsTo(candidate.user.email)).toEqual([]);
  });

  it("asks a guest's address to confirm, and sends nothing else until it does", async () => {
    const guest = testApp.agent({ "x-forwarded-for": "10.77.0.1" });
    const address = "guest-seeker@example.com";
    const { alert, confirmationSent } = await expectStatus(
      save(guest, { criteria: { q: "welder" }, frequency: "instant", language: "en", email: "Guest-Seeker@Example.com " }),
      201,
    );
    expect(confirmationSent).toBe(true);
    expect(alert).toMatchObject({ email: address, confirmed: false });
    const [confirmation] = await mailsTo(address);
    expect(confirmation?.subject).toBe("Nagara Jobs: confirm your job alert");
    const link = /http:\/\/localhost:3000\/alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? "");
    expect(link?.[1]).toBe(await tokenOf(alert.id));

    await postJob(employer.agent, { title: "Welder for gates" });
    expect(await matchNewJobs(testApp.deps)).toBe(0);
    expect(await mailsTo(address)).toHaveLength(1);

    await expectError(guest.api.alerts.confirm.$post({ json: { token: "x".repeat(43) } }), 404, "not_found");
    const confirmed = await expectStatus(guest.api.alerts.confirm.$post({ json: { token: link![1]! } }), 200);
    expect(confirmed.alert.confirmed).toBe(true);
    // Confirming again changes nothing.
    await expectStatus(guest.api.alerts.confirm.$post({ json: { token: link![1]! } }), 200);

    await postJob(employer.agent, { title: "Arc Welder" });
    expect(await matchNewJobs(testApp.deps)).toBe(1);
    expect((await mailsTo(address)).map((mail) => mail.subject)).toEqual(["Nagara Jobs: confirm your job alert", "New job: Arc Welder at Chamundi Transports"]);
  });

  it("mails the confirmation again for the alert waiting on the address when the same search is asked again, so confirming leaves one alert", async () => {
    const address = `again-${word()}@example.com`.toLowerCase();
    const asked = { criteria: { q: "plumber", type: "Full-time" }, frequency: "instant", language: "en", email: address } as const;
    const alertsOf = () => testApp.db.select().from(jobAlerts).where(eq(jobAlerts.email, address));
    const saved = await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.1.1" }), asked), 201);

    // Asked again, from anywhere, with another frequency and language: the same alert, as chosen last.
    for (const [index, again] of ([{ frequency: "daily", language: "kn" }, { frequency: "daily", language: "en" }] as const).entries()) {
      const answer = await expectStatus(save(testApp.agent({ "x-forwarded-for": `10.77.1.${index + 2}` }), { ...asked, ...again }), 201);
      expect(answer).toMatchObject({ confirmationSent: true, alert: { id: saved.alert.id, confirmed: false, ...again } });
    }
    expect(await alertsOf()).toMatchObject([{ id: saved.alert.id, confirmedAt: null, frequency: "daily", language: "en" }]);
    const confirmations = await mailsTo(address);
    expect(confirmations).toHaveLength(3);
    expect(new Set(confirmations.map((mail) => /alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1]))).toEqual(new Set([await tokenOf(saved.alert.id)]));

    await expectStatus(testApp.agent().api.alerts.confirm.$post({ json: { token: await tokenOf(saved.alert.id) } }), 200);
    expect(await alertsOf()).toMatchObject([{ id: saved.alert.id, confirmedAt: expect.any(Date) }]);

    // Another search to the same address is another alert.
    const other = await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.1.9" }), { ...asked, criteria: { q: "electrician" } }), 201);
    expect(other.alert.id).not.toBe(saved.alert.id);
    expect(await alertsOf()).toHaveLength(2);
  });

  it("gives the alert asked again its days to be confirmed afresh, so the link mailed again lasts them", async () => {
    const address = `late-again-${word()}@example.com`.toLowerCase();
    const asked = { criteria: { q: "glazier" }, frequency: "instant", language: "en", email: address } as const;
    const saved = await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.5.1" }), asked), 201);
    const movedBack = (interval: string) =>
      testApp.db.update(jobAlerts).set({ createdAt: sql`${jobAlerts.createdAt} - ${interval}::interval` }).where(eq(jobAlerts.id, saved.alert.id));
    // Asked again a moment before its days run out, the new mail's link is followed a day later.
    await movedBack(`${unconfirmedAlertDays} days`);
    await movedBack("-1 minute");
    await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.5.2" }), asked), 201);
    await movedBack("1 day");
    await expectStatus(testApp.agent().api.alerts.confirm.$post({ json: { token: await tokenOf(saved.alert.id) } }), 200);
  });

  it("still allows an address five confirmations a day when its search is asked again", async () => {
    const address = `often-${word()}@example.com`.toLowerCase();
    const asked = { criteria: { q: "mason" }, frequency: "instant", language: "en", email: address } as const;
    for (let index = 0; index < rateLimitRules.alertPerEmail.max; index += 1) {
      await expectStatus(save(testApp.agent({ "x-forwarded-for": `10.77.2.${index + 1}` }), asked), 201);
    }
    await expectError(save(testApp.agent({ "x-forwarded-for": "10.77.2.99" }), asked), 429, "rate_limited");
    expect(await mailsTo(address)).toHaveLength(rateLimitRules.alertPerEmail.max);
    expect(await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.email, address))).toHaveLength(1);
  });

  it("answers a guest asking for a search the address already has exactly as a new one, saving nothing and mailing the address that it has it", async () => {
    const held = `held-${word()}@example.com`.toLowerCase();
    const fresh = `fresh-${word()}@example.com`.toLowerCase();
    const asked = { criteria: { q: "carpenter" }, frequency: "instant", language: "kn" } as const;
    const alertsOf = (address: string) => testApp.db.select().from(jobAlerts).where(eq(jobAlerts.email, address)).orderBy(jobAlerts.createdAt);
    const saved = await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.3.1" }), { ...asked, email: held }), 201);
    await expectStatus(testApp.agent().api.alerts.confirm.$post({ json: { token: await tokenOf(saved.alert.id) } }), 200);
    const [confirmed] = await alertsOf(held);

    // Asked twice, in other words, by anyone: the answers for the held address and for a fresh one
    // are alike but for the address itself and the alert's id (each asked twice keeps its id).
    const answers = async (address: string, from: number) => {
      const statuses: number[] = [];
      const bodies: unknown[] = [];
      for (const index of [0, 1]) {
        const response = await save(testApp.agent({ "x-forwarded-for": `10.77.3.${from + index}` }), { criteria: { q: "carpenter", location: "" }, frequency: "daily", language: "en", email: address });
        statuses.push(response.status);
        bodies.push(await response.json());
      }
      return { statuses, bodies };
    };
    const forHeld = await answers(held, 10);
    const forFresh = await answers(fresh, 20);
    expect(forHeld.statuses).toEqual([201, 201]);
    expect(forFresh.statuses).toEqual(forHeld.statuses);
    const [freshRow] = await alertsOf(fresh);
    const alike = (bodies: unknown[], address: string, id: string) =>
      bodies.map((body) => JSON.parse(JSON.stringify(body).replaceAll(address, "ADDRESS").replaceAll(id, "ID").replace(/"createdAt":"[^"]+"/, '"createdAt":"AT"')) as unknown);
    expect(alike(forHeld.bodies, held, confirmed!.id)).toEqual(alike(forFresh.bodies, fresh, freshRow!.id));
    expect(forFresh.bodies[1]).toEqual({
      confirmationSent: true,
      alert: { id: freshRow!.id, kind: "search", email: fresh, criteria: { q: "carpenter" }, frequency: "daily", language: "en", confirmed: false, paused: false, bounced: false, createdAt: expect.any(String) },
    });

    // Nothing saved for the held address; it is told, in its alert's language, with its links.
    expect(await alertsOf(held)).toEqual([confirmed]);
    const told = (await mailsTo(held)).slice(1);
    expect(told.map((mail) => mail.subject)).toEqual(["Nagara Jobs: ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ", "Nagara Jobs: ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ"]);
    expect(told[0]!.text).toContain("carpenter");
    expect(told[0]!.text).toContain(`${testApp.config.publicUrl}/alerts?token=${confirmed!.token}`);
    expect(told[0]!.text).toContain(`${testApp.config.publicUrl}/alerts/unsubscribe?token=${confirmed!.token}`);
    expect(told[0]!.text).not.toContain("/alerts/confirm");
    expect(header(told[0], "list-unsubscribe")).toBe(`<${testApp.config.publicUrl}/api/alerts/unsubscribe?token=${confirmed!.token}>`);
    expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual(["Nagara Jobs: confirm your job alert", "Nagara Jobs: confirm your job alert"]);

    // Paused, it is still the address's; once its mail bounced, the search may be saved afresh.
    await testApp.db.update(jobAlerts).set({ pausedAt: sql`now()` }).where(eq(jobAlerts.id, saved.alert.id));
    await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.3.3" }), { ...asked, email: held }), 201);
    expect(await alertsOf(held)).toHaveLength(1);
    expect(await mailsTo(held)).toHaveLength(4);
    await testApp.db.update(jobAlerts).set({ bouncedAt: sql`now()` }).where(eq(jobAlerts.id, saved.alert.id));
    await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.3.4" }), { ...asked, email: held }), 201);
    expect(await alertsOf(held)).toHaveLength(2);
    expect((await mailsTo(held)).at(-1)?.subject).toBe("Nagara Jobs: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ");
  });

  it("mails a guest's address that it already has a candidate's alert for the search, in English, and still limits it to five a day", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const own = await candidateAlert(candidate, { criteria: { q: "roofer" } });
    const asked = { criteria: { q: "roofer" }, frequency: "daily", language: "kn", email: candidate.user.email } as const;
    for (let index = 0; index < rateLimitRules.alertPerEmail.max; index += 1) {
      await expectStatus(save(testApp.agent({ "x-forwarded-for": `10.77.6.${index + 1}` }), asked), 201);
    }
    await expectError(save(testApp.agent({ "x-forwarded-for": "10.77.6.99" }), asked), 429, "rate_limited");
    expect((await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts).toEqual([own]);
    const told = (await mailsTo(candidate.user.email)).filter((mail) => mail.subject?.includes("alert"));
    expect(told.map((mail) => mail.subject)).toEqual(Array.from({ length: rateLimitRules.alertPerEmail.max }, () => "Nagara Jobs: you already have this job alert"));
    expect(told[0]!.text).toContain(`${testApp.config.publicUrl}/alerts?token=${await tokenOf(own.id)}`);
  });

  it("refuses a candidate a search they already have as an alert on their account (409 alert_exists), saving and mailing nothing", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const own = await candidateAlert(candidate, { criteria: { q: "carpenter", type: "Full-time" } });
    const mailed = (await mailsTo(candidate.user.email)).length;
    const refused = await expectError(save(candidate.agent, { criteria: { type: "Full-time", q: "carpenter" }, frequency: "daily", language: "en" }), 409, "alert_exists");
    // Said to the candidate about their own alerts, not about an address.
    expect(refused.message).toBe("You already have an alert for this search.");
    expect((await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts).toEqual([own]);
    expect(await mailsTo(candidate.user.email)).toHaveLength(mailed);
  });

  it("refuses to confirm a guest's alert for a search its address has since been given, so the address gets each job once", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const asked = { criteria: { q: "tiler" }, frequency: "daily", language: "en" } as const;
    const waiting = await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.4.1" }), { ...asked, email: candidate.user.email }), 201);
    const own = await candidateAlert(candidate, asked);

    await expectError(testApp.agent().api.alerts.confirm.$post({ json: { token: await tokenOf(waiting.alert.id) } }), 409, "alert_exists");
    const rows = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.email, candidate.user.email));
    expect(rows.map((row) => [row.id, row.confirmedAt === null]).sort()).toEqual([[own.id, false], [waiting.alert.id, true]].sort());
  });

  it("refuses bad input, a guest without an address, employers and the admin, changing nothing", async () => {
    const before = await testApp.db.select().from(jobAlerts);
    const guest = testApp.agent({ "x-forwarded-for": "10.77.0.2" });
    const missing = await expectError(save(guest, { criteria: { q: "cook" }, frequency: "instant", language: "en" }), 400, "invalid_input");
    expect(Object.keys(missing.fields ?? {})).toEqual(["email"]);
    const invalid = await expectError(
      save(guest, { criteria: { q: "cook" }, frequency: "hourly" as "daily", language: "fr" as "en", email: "not-an-address" }),
      400,
      "invalid_input",
    );
    expect(Object.keys(invalid.fields ?? {}).sort()).toEqual(["email", "frequency", "language"]);
    await expectError(save(employer.agent, { criteria: { q: "cook" }, frequency: "instant", language: "en" }), 403, "candidates_only");
    await expectError(save(admin, { criteria: { q: "cook" }, frequency: "instant", language: "en" }), 403, "candidates_only");
    await expectError(guest.api.alerts.$get(), 401, "unauthenticated");
    await expectError(employer.agent.api.alerts.$get(), 403, "candidates_only");
    expect(await testApp.db.select().from(jobAlerts)).toEqual(before);
  });

  it(`keeps at most ${maxAlertsPerAddress} alerts per address`, async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    for (let index = 0; index < maxAlertsPerAddress; index += 1) await candidateAlert(candidate, { criteria: { q: `role ${index}` } });
    const refused = await expectError(save(candidate.agent, { criteria: { q: "one more" }, frequency: "instant", language: "en" }), 409, "alert_limit");
    expect(refused.params).toEqual({ max: String(maxAlertsPerAddress) });
    expect((await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts).toHaveLength(maxAlertsPerAddress);
  });

  it(`answers a guest asking for one more alert for an address with ${maxAlertsPerAddress} as for a new one, and mails the address, not the asker, that it has its most`, async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    for (let index = 0; index < maxAlertsPerAddress; index += 1) await candidateAlert(candidate, { criteria: { q: `full ${index}` }, language: index === maxAlertsPerAddress - 1 ? "kn" : "en" });
    const own = (await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts;
    const full = candidate.user.email;
    const fresh = `fresh-${word()}@example.com`.toLowerCase();
    const asked = { criteria: { q: "one more", location: "" }, frequency: "daily", language: "en" } as const;

    // Twice each, from anyone: the answers are a fresh address's but for the address and the id.
    const answers = async (email: string, net: number) => {
      const bodies: unknown[] = [];
      for (const host of [1, 2]) {
        const answer = await save(testApp.agent({ "x-forwarded-for": `10.77.${net}.${host}` }), { ...asked, email });
        expect(answer.status, email).toBe(201);
        bodies.push(await answer.json());
      }
      return bodies as { alert: JobAlert }[];
    };
    const forFull = await answers(full, 8);
    const forFresh = await answers(fresh, 9);
    const alike = (bodies: { alert: JobAlert }[], address: string) =>
      bodies.map((body) => JSON.parse(JSON.stringify(body).replaceAll(address, "ADDRESS").replaceAll(body.alert.id, "ID").replace(/"createdAt":"[^"]+"/, '"createdAt":"AT"')) as unknown);
    expect(alike(forFull, full)).toEqual(alike(forFresh, fresh));
    expect(forFull[1]!.alert.id).toBe(forFull[0]!.alert.id);
    expect(forFull[0]).toEqual({
      confirmationSent: true,
      alert: { id: expect.any(String), kind: "search", email: full, criteria: { q: "one more" }, frequency: "daily", language: "en", confirmed: false, paused: false, bounced: false, createdAt: expect.any(String) },
    });

    // The candidate still has their ten; the address is told twice, in the language of its newest
    // alert, with the link to its alerts, and mailed no link that would confirm the one asked for.
    expect((await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts).toEqual(own);
    const told = await mailsTo(full);
    expect(told.map((mail) => mail.subject)).toEqual(["Nagara Jobs: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳ ಮಿತಿ ತಲುಪಿದೆ", "Nagara Jobs: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳ ಮಿತಿ ತಲುಪಿದೆ"]);
    expect(told[0]!.text).toContain("one more");
    expect(told[0]!.text).toContain(`ಗರಿಷ್ಠ ${maxAlertsPerAddress} ಅಲರ್ಟ್‌ಗಳಿವೆ`);
    expect(told[0]!.text).toContain(`${testApp.config.publicUrl}/alerts?token=${await tokenOf(own.at(-1)!.id)}`);
    expect(told[0]!.text).not.toContain(await tokenOf(forFull[0]!.alert.id));
    expect(header(told[0], "list-unsubscribe")).toBeUndefined();
    expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual(["Nagara Jobs: confirm your job alert", "Nagara Jobs: confirm your job alert"]);

    // Once the owner deleted one from that link, the same ask is mailed a confirmation, in English
    // from an English alert's address.
    const link = /alerts\?token=([\w-]+)/.exec(told[0]!.text!)![1]!;
    await expectStatus(testApp.agent().api.alerts["by-token"][":token"][":id"].$delete({ param: { token: link, id: own[0]!.id } }), 200);
    await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.8.3" }), { ...asked, email: full }), 201);
    expect((await mailsTo(full)).at(-1)?.subject).toBe("Nagara Jobs: confirm your job alert");
  });

  it("mails an English alert's address that it has its most alerts in English", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    for (let index = 0; index < maxAlertsPerAddress; index += 1) await candidateAlert(candidate, { criteria: { q: `most ${index}` }, language: "en" });
    await expectStatus(save(testApp.agent({ "x-forwarded-for": "10.77.10.1" }), { criteria: { q: "eleventh" }, frequency: "instant", language: "kn", email: candidate.user.email }), 201);
    const [told] = await mailsTo(candidate.user.email);
    expect(told?.subject).toBe("Nagara Jobs: you have the most job alerts you can keep");
    expect(told?.text).toContain(`This address already has ${maxAlertsPerAddress} alerts, the most it can keep, so this one was not saved.`);
    expect(told?.text).toContain("eleventh");
  });

  it("does not let a stranger's unconfirmed alerts for an address take its owner's places", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const squatted: JobAlert[] = [];
    for (let index = 0; index < maxAlertsPerAddress; index += 1) {
      // Five an address a day: the stranger comes back the next day for the other five.
      if (index === rateLimitRules.alertPerEmail.max) await testApp.db.delete(rateLimits).where(like(rateLimits.key, "alert-email:%"));
      const stranger = testApp.agent({ "x-forwarded-for": `10.78.${index}.1` });
      const saved = await expectStatus(save(stranger, { criteria: { q: `squat ${index}` }, frequency: "instant", language: "en", email: candidate.user.email }), 201);
      squatted.push(saved.alert);
    }
    for (let index = 0; index < maxAlertsPerAddress; index += 1) await candidateAlert(candidate, { criteria: { q: `own ${index}` } });
    const own = (await expectStatus(candidate.agent.api.alerts.$get(), 200)).alerts;
    expect(own.map((alert) => alert.criteria.q).sort()).toEqual(Array.from({ length: maxAlertsPerAddress }, (_, index) => `own ${index}`).sort());
    // The owner's limit is reached: a stranger's alert can no longer be confirmed into it.
    await expectError(testApp.agent().api.alerts.confirm.$post({ json: { token: await tokenOf(squatted[0]!.id) } }), 409, "alert_limit");
    expect((await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, squatted[0]!.id)))[0]?.confirmedAt).toBeNull();
  });

  it(`lets a guest's alert wait ${unconfirmedAlertDays} days for its confirmation, then deletes it`, async () => {
    const guest = testApp.agent({ "x-forwarded-for": "10.79.0.1" });
    const email = `late-${word()}@example.com`.toLowerCase();
    const late = (await expectStatus(save(guest, { criteria: { q: "cook" }, frequency: "instant", language: "en", email }), 201)).alert;
    const fresh = (await expectStatus(save(guest, { criteria: { q: "baker" }, frequency: "instant", language: "en", email }), 201)).alert;
    const lateToken = await tokenOf(late.id);
    await testApp.db
      .update(jobAlerts)
      .set({ createdAt: sql`now() - make_interval(days => ${unconfirmedAlertDays}, mins => 1)` })
      .where(eq(jobAlerts.id, late.id));
    await expectError(guest.api.alerts.confirm.$post({ json: { token: lateToken } }), 404, "not_found");
    expect(await removeExpiredUnconfirmedAlerts(testApp.db)).toBeGreaterThanOrEqual(1);
    expect((await testApp.db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.email, email))).map((row) => row.id)).toEqual([fresh.id]);
    await expectStatus(guest.api.alerts.confirm.$post({ json: { token: await tokenOf(fresh.id) } }), 200);
  });
});

describe("instant alerts", () => {
  it("mails each new listed job the search finds once, with one-click unsubscribe, in the alert's language", async () => {
    const unique = word();
    const english = await signUpFromOwnAddress(testApp, "candidate");
    const kannada = await signUpFromOwnAddress(testApp, "candidate");
    const typo = await signUpFromOwnAddress(testApp, "candidate");
    await candidateAlert(english, { criteria: { q: `${unique} driver`, type: "Full-time" } });
    await candidateAlert(kannada, { criteria: { q: `${unique} ಚಾಲಕ` }, language: "kn" });
    await candidateAlert(typo, { criteria: { q: `${unique} drivr` } });

    await postJob(employer.agent, { title: `${unique} Driver`, type: "Full-time" });
    // Its Kannada title names it in Kannada mails, its English title in English ones.
    await postJob(employer.agent, { title: `${unique} Driver`, titleKn: `${unique} ಚಾಲಕ`, type: "Part-time", company: "Part Time Rides" });
    await postJob(employer.agent, { title: `${unique} Cook`, type: "Full-time" });
    expect(await matchNewJobs(testApp.deps)).toBe(5);
    expect(await matchNewJobs(testApp.deps)).toBe(0);

    const [toEnglish] = await mailsTo(english.user.email);
    expect((await mailsTo(english.user.email)).map((mail) => mail.subject)).toEqual([`New job: ${unique} Driver at Chamundi Transports`]);
    expect(toEnglish?.text).toContain(`${unique} Driver\nChamundi Transports · Vijayanagar, Mysuru · Full-time · ₹15,000 – ₹22,000 a month\nhttp://localhost:3000/jobs/`);
    const token = await tokenOf((await expectStatus(english.agent.api.alerts.$get(), 200)).alerts[0]!.id);
    expect(header(toEnglish, "list-unsubscribe")).toBe(`<http://localhost:3000/api/alerts/unsubscribe?token=${token}>`);
    expect(header(toEnglish, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(toEnglish?.text).toContain(`http://localhost:3000/alerts?token=${token}`);

    const kannadaSubjects = (await mailsTo(kannada.user.email)).map((mail) => mail.subject).sort();
    expect(kannadaSubjects).toEqual([`ಹೊಸ ಉದ್ಯೋಗ: ${unique} Driver, Chamundi Transports`, `ಹೊಸ ಉದ್ಯೋಗ: ${unique} ಚಾಲಕ, Part Time Rides`].sort());
    expect((await mailsTo(kannada.user.email))[0]?.text).toContain("ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಂದುವ ಹೊಸ ಉದ್ಯೋಗ ಬಂದಿದೆ");
    const typoSubjects = (await mailsTo(typo.user.email)).map((mail) => mail.subject).sort();
    expect(typoSubjects).toEqual([`New job: ${unique} Driver at Chamundi Transports`, `New job: ${unique} Driver at Part Time Rides`].sort());
  });

  it("mails a held job only once the admin approves it, and never a paused alert's", async () => {
    const unique = word();
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const paused = await signUpFromOwnAddress(testApp, "candidate");
    await candidateAlert(candidate, { criteria: { q: `${unique} weaver` } });
    const pausedAlert = await candidateAlert(paused, { criteria: { q: `${unique} weaver` } });
    await expectStatus(paused.agent.api.alerts[":id"].$patch({ param: { id: pausedAlert.id }, json: { paused: true } }), 200);

    const held = await postJob(employer.agent, { title: `${unique} Weaver`, description: "Pay registration fee ₹500 before joining." });
    expect(held.status).toBe("pending_review");
    expect(await matchNewJobs(testApp.deps)).toBe(0);
    await expectStatus(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody), 200);
    expect(await matchNewJobs(testApp.deps)).toBe(1);
    expect((await mailsTo(candidate.user.email)).map((mail) => mail.subject)).toEqual([`New job: ${unique} Weaver at Chamundi Transports`]);
    expect(await mailsTo(paused.user.email)).toEqual([]);
  });
});

describe("the daily digest", () => {
  it("sends each daily alert's new jobs once a day from 8:00 in the site's time zone, ten at most, never a job twice", async () => {
    const unique = word();
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await candidateAlert(candidate, { criteria: { q: `${unique} tailor` }, frequency: "daily" });
    for (let index = 0; index < 12; index += 1) await postJob(employer.agent, { title: `${unique} Tailor ${index}` });
    // Instant matching leaves a daily alert alone.
    await matchNewJobs(testApp.deps);
    expect(await mailsTo(candidate.user.email)).toEqual([]);

    // Tomorrow at 7:59 and at 8:00 in Asia/Kolkata (UTC+5:30).
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const at = (time: string, days = 0) => new Date(Date.parse(`${tomorrow}T${time}:00+05:30`) + days * 86_400_000);
    expect(await sendDailyDigests(testApp.deps, at("07:59", -1))).toBe(0);
    expect(await sendDailyDigests(testApp.deps, at("08:00"))).toBe(1);
    expect(await sendDailyDigests(testApp.deps, at("21:00"))).toBe(0);
    const [first] = await mailsTo(candidate.user.email);
    expect(first?.subject).toBe("Nagara Jobs: 10 new jobs for your alert");
    expect(first?.text?.match(new RegExp(`${unique} Tailor \\d+`, "g"))).toHaveLength(10);
    expect(header(first, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    expect(await sendDailyDigests(testApp.deps, at("08:30", 1))).toBe(1);
    const second = (await mailsTo(candidate.user.email))[1];
    expect(second?.subject).toBe("Nagara Jobs: 2 new jobs for your alert");
    const sentTitles = [first, second].flatMap((mail) => mail?.text?.match(new RegExp(`${unique} Tailor \\d+`, "g")) ?? []);
    expect(new Set(sentTitles).size).toBe(12);
    // Nothing new on the third day: no mail at all.
    expect(await sendDailyDigests(testApp.deps, at("08:30", 2))).toBe(0);
  });
});

describe("a candidate's Jobs for you by mail", () => {
  it("is one daily alert of a signed-in candidate's, answered again when asked twice, never instant", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const forYou = { kind: "for_you", criteria: { q: "ignored" }, frequency: "daily", language: "kn" } as const;
    const { alert } = await expectStatus(save(candidate.agent, forYou), 201);
    expect(alert).toMatchObject({ kind: "for_you", criteria: {}, frequency: "daily", confirmed: true, email: candidate.user.email.toLowerCase() });
    const again = await expectStatus(save(candidate.agent, forYou), 200);
    expect(again.alert.id).toBe(alert.id);

    const instant = await expectError(save(candidate.agent, { ...forYou, frequency: "instant" }), 400, "invalid_input");
    expect(instant.fields).toEqual({ frequency: ["Jobs for you are sent once a day."] });
    const changed = await expectError(candidate.agent.api.alerts[":id"].$patch({ param: { id: alert.id }, json: { frequency: "instant" } }), 400, "invalid_input");
    expect(changed.fields).toEqual({ frequency: ["Jobs for you are sent once a day."] });
    await expectStatus(candidate.agent.api.alerts[":id"].$patch({ param: { id: alert.id }, json: { paused: true } }), 200);

    await expectError(save(testApp.agent(), { ...forYou, email: "guest@example.com" }), 401, "unauthenticated");
    await expectError(save(employer.agent, forYou), 403, "candidates_only");
    const rows = await testApp.db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.kind, "for_you"));
    expect(rows).toEqual([{ id: alert.id }]);
  });

  it("mails the best new jobs for the profile each morning, with the reasons, never a job twice", async () => {
    const unique = word();
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await expectStatus(candidate.agent.api.profile.$patch({ json: { skills: [unique], wantedPlaces: ["Hebbal"] } }), 200);
    await postJob(employer.agent, { title: `${unique} Welder before` });
    await expectStatus(save(candidate.agent, { kind: "for_you", criteria: {}, frequency: "daily", language: "en" }), 201);
    await postJob(employer.agent, { title: `${unique} Welder`, location: "Hebbal, Mysuru" });
    await postJob(employer.agent, { title: "Pastry Cook", description: "Bakes cakes." });

    const day = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const morning = (days: number) => new Date(Date.parse(`${day}T08:05:00+05:30`) + days * 86_400_000);
    await sendDailyDigests(testApp.deps, morning(5));
    const [mail, ...more] = await mailsTo(candidate.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Nagara Jobs: 1 new job for you");
    expect(mail?.text).toContain("New jobs that match your profile:");
    expect(mail?.text).toContain(`${unique} Welder\nChamundi Transports · Hebbal, Mysuru`);
    expect(mail?.text).toContain(`✓ Matches your skills: ${unique}\n✓ In a place you want: Hebbal`);
    expect(mail?.text).not.toContain("before");
    expect(mail?.text).not.toContain("Pastry Cook");
    expect(mail?.text).toContain("Your alert: Jobs for you");
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    await sendDailyDigests(testApp.deps, morning(6));
    expect(await mailsTo(candidate.user.email)).toHaveLength(1);
  });
});

describe("managing alerts", () => {
  it("lets a candidate pause, change and delete only their own alerts", async () => {
    const owner = await signUpFromOwnAddress(testApp, "candidate");
    const other = await signUpFromOwnAddress(testApp, "candidate");
    const alert = await candidateAlert(owner, { criteria: { q: "painter" } });
    const patch = (agent: Agent, json: { paused?: boolean; frequency?: "instant" | "daily" }) => agent.api.alerts[":id"].$patch({ param: { id: alert.id }, json });

    await expectError(patch(other.agent, { paused: true }), 404, "not_found");
    await expectError(other.agent.api.alerts[":id"].$delete({ param: { id: alert.id } }), 404, "not_found");
    await expectError(patch(testApp.agent(), { paused: true }), 401, "unauthenticated");
    await expectError(patch(employer.agent, { paused: true }), 403, "candidates_only");
    await expectError(patch(owner.agent, {}), 400, "invalid_input");
    await expectError(owner.agent.api.alerts[":id"].$patch({ param: { id: "not-a-uuid" }, json: { paused: true } }), 404, "not_found");

    expect((await expectStatus(patch(owner.agent, { paused: true, frequency: "daily" }), 200)).alert).toMatchObject({ paused: true, frequency: "daily" });
    expect((await expectStatus(patch(owner.agent, { paused: false }), 200)).alert).toMatchObject({ paused: false, frequency: "daily" });
    await expectStatus(owner.agent.api.alerts[":id"].$delete({ param: { id: alert.id } }), 200);
    expect((await expectStatus(owner.agent.api.alerts.$get(), 200)).alerts).toEqual([]);
  });

  it("lets the link in a mail list and change every alert of its address, and nobody else's", async () => {
    const guest = testApp.agent({ "x-forwarded-for": "10.77.0.3" });
    const first = (await expectStatus(save(guest, { criteria: { q: "mason" }, frequency: "instant", language: "en", email: "linked@example.com" }), 201)).alert;
    const second = (await expectStatus(save(guest, { criteria: { q: "plumber" }, frequency: "daily", language: "kn", email: "linked@example.com" }), 201)).alert;
    const stranger = (await expectStatus(save(guest, { criteria: { q: "mason" }, frequency: "instant", language: "en", email: "someone-else@example.com" }), 201)).alert;
    const token = await tokenOf(first.id);
    const anyone = testApp.agent();

    const listed = await expectStatus(anyone.api.alerts["by-token"][":token"].$get({ param: { token } }), 200);
    expect(listed.email).toBe("linked@example.com");
    expect(listed.alerts.map((alert) => alert.id)).toEqual([first.id, second.id]);
    await expectError(anyone.api.alerts["by-token"][":token"].$get({ param: { token: "y".repeat(43) } }), 404, "not_found");
    await expectError(anyone.api.alerts["by-token"][":token"].$get({ param: { token: "short" } }), 404, "not_found");

    const byLink = anyone.api.alerts["by-token"][":token"][":id"];
    expect((await expectStatus(byLink.$patch({ param: { token, id: second.id }, json: { paused: true } }), 200)).alert.paused).toBe(true);
    await expectError(byLink.$patch({ param: { token, id: stranger.id }, json: { paused: true } }), 404, "not_found");
    await expectError(byLink.$delete({ param: { token, id: stranger.id } }), 404, "not_found");
    await expectStatus(byLink.$delete({ param: { token, id: second.id } }), 200);
    expect((await expectStatus(anyone.api.alerts["by-token"][":token"].$get({ param: { token } }), 200)).alerts.map((alert) => alert.id)).toEqual([first.id]);
    const [strangerRow] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, stranger.id));
    expect(strangerRow?.pausedAt).toBeNull();
  });

  it("stops an alert in one click from a mail client (RFC 8058), with no Origin, and forgets what it sent", async () => {
    const unique = word();
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const alert = await candidateAlert(candidate, { criteria: { q: `${unique} electrician` } });
    await postJob(employer.agent, { title: `${unique} Electrician` });
    await matchNewJobs(testApp.deps);
    const [mail] = await mailsTo(candidate.user.email);
    const oneClick = /^<(.+)>$/.exec(header(mail, "list-unsubscribe") ?? "")![1]!;

    const url = new URL(oneClick);
    const unsubscribe = (search: string) =>
      testApp.app.request(`${url.pathname}${search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    expect((await unsubscribe("?token=" + "z".repeat(43))).status).toBe(404);
    expect((await unsubscribe("")).status).toBe(404);
    const response = await unsubscribe(url.search);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);
    expect(await testApp.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alert.id))).toEqual([]);
    // The same path from a page of the site works too; other routes still want the site's Origin.
    expect((await unsubscribe(url.search)).status).toBe(404);
    const foreign = await testApp.app.request("/api/alerts/confirm", { method: "POST", headers: { "content-type": "application/json", origin: "https://elsewhere.example" }, body: "{}" });
    expect(foreign.status).toBe(403);
  });
});

describe("a bounced address", () => {
  let smtp: TestSmtpServer;
  let withSmtp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuse: /^gone-/ });
    withSmtp = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await withSmtp.close();
    await smtp.stop();
  });

  it("stops the alerts of an address the mail server refuses for good", async () => {
    const hirer = await signUpFromOwnAddress(withSmtp, "employer");
    const guest = withSmtp.agent({ "x-forwarded-for": "10.78.0.1" });
    const { alert } = await expectStatus(save(guest, { criteria: { q: "gardener" }, frequency: "instant", language: "en", email: "gone-away@example.com" }), 201);
    const working = await signUpFromOwnAddress(withSmtp, "candidate");
    const kept = (await expectStatus(save(working.agent, { criteria: { q: "gardener" }, frequency: "instant", language: "en" }), 201)).alert;
    // The confirmation itself bounces: the address's alerts stop before anything else could be sent.
    await withSmtp.deps.outbox.deliverDue();
    await expectStatus(guest.api.alerts.confirm.$post({ json: { token: await tokenIn(withSmtp, alert.id) } }), 200);
    const listed = await expectStatus(guest.api.alerts["by-token"][":token"].$get({ param: { token: await tokenIn(withSmtp, alert.id) } }), 200);
    expect(listed.alerts[0]).toMatchObject({ confirmed: true, bounced: true });

    await postJob(hirer.agent, { title: "Gardener" });
    expect(await matchNewJobs(withSmtp.deps)).toBe(1);
    await withSmtp.deps.outbox.deliverDue();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([working.user.email]);
    expect((await expectStatus(working.agent.api.alerts.$get(), 200)).alerts[0]).toMatchObject({ id: kept.id, bounced: false });
  });
});

async function tokenIn(app: TestApp, alertId: string): Promise<string> {
  const [row] = await app.db.select({ token: jobAlerts.token }).from(jobAlerts).where(eq(jobAlerts.id, alertId));
  return row!.token;
}
