/**
 * The SMS providers' inbound webhooks as each provider calls them (ADR 075): Twilio's form post
 * signed with the auth token over the URL and its sorted parameters (the signature computed here as
 * Twilio computes it), MSG91's forward known by its URL's token. Unsigned, wrongly signed or
 * tokenless calls are refused with the error shape and change nothing; so are signed calls that are
 * not a reply. A reply that says STOP (UNSUBSCRIBE, ನಿಲ್ಲಿಸಿ …) puts its number, and only its
 * number, in `phone_stops` for SMS: a guest alert's news to it is then given up unsent, while
 * another number's goes; an account with the number has SMS unticked, and ticking it again lifts
 * the stop; so has an account that comes to hold the number after its STOP (signed up by phone with
 * it, or added or changed to it), with the notice. A guest's alert confirmed with the code sent to
 * the number after its STOP is texted, and lifts nothing: an account with the number keeps SMS off,
 * and a STOP said again stops that alert too. Other replies are taken and ignored.
 */
import { createHmac } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { jobAlerts, phoneOutbox, phoneStops, user } from "../../db/schema/index.ts";
import { codeSentTo, letCodeGapPass } from "../../test/phone-codes.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { matchNewJobs } from "../alerts/alert-matching.ts";

const authToken = "twilio-auth-token-0123456789abcdef";
const msg91Token = "msg91-inbound-token-0123456789";
let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", TWILIO_AUTH_TOKEN: authToken, MSG91_INBOUND_TOKEN: msg91Token });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Transport" });
});
afterAll(() => testApp.close());

const twilioUrl = () => `${testApp.config.publicUrl}/api/sms/twilio/inbound`;

/** X-Twilio-Signature as Twilio computes it: the URL, then each parameter's name and value, sorted by name; HMAC-SHA1, base64. */
function twilioSignature(url: string, params: Record<string, string>, token = authToken) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", token).update(signed, "utf8").digest("base64");
}

/** Twilio's incoming-message parameters from `from` saying `body`. */
function twilioMessage(from: string, body: string): Record<string, string> {
  return {
    ToCountry: "IN",
    ToState: "",
    SmsMessageSid: "SM1f0e8ae6ade43cb3c0ce4525424e404f",
    NumMedia: "0",
    ToCity: "",
    FromZip: "",
    SmsSid: "SM1f0e8ae6ade43cb3c0ce4525424e404f",
    FromState: "",
    SmsStatus: "received",
    FromCity: "",
    Body: body,
    FromCountry: "IN",
    To: "+918071279999",
    MessagingServiceSid: "MG9752274e9e519418a7406176694466fa",
    ToZip: "",
    NumSegments: "1",
    MessageSid: "SM1f0e8ae6ade43cb3c0ce4525424e404f",
    AccountSid: "ACae28e1ee1c4d3e1f9d2e8b1c7a6f5e4d",
    From: from,
    ApiVersion: "2010-04-01",
  };
}

/** A POST as Twilio sends it: form-encoded, no Origin, no cookie, signed unless told otherwise. */
function postTwilio(params: Record<string, string>, signature: string | null = twilioSignature(twilioUrl(), params)) {
  return testApp.app.request("/api/sms/twilio/inbound", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "TwilioProxy/1.1", ...(signature === null ? {} : { "x-twilio-signature": signature }) },
    body: new URLSearchParams(params).toString(),
  });
}

function postMsg91(body: string, contentType: string, token: string | null = msg91Token) {
  return testApp.app.request(`/api/sms/msg91/inbound${token === null ? "" : `?token=${encodeURIComponent(token)}`}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
}

const stopsOf = (numbers: string[]) => testApp.db.select().from(phoneStops).where(inArray(phoneStops.phoneNumber, numbers));
const errorShape = (code: string) => ({ error: { code, message: expect.any(String), requestId: expect.any(String) } });

let guests = 0;
/** A guest's confirmed alert for `q` by SMS to `number` (E.164, an Indian mobile). */
async function guestAlert(number: string, q: string) {
  guests += 1;
  const agent = testApp.agent({ "x-forwarded-for": `10.75.0.${guests}` });
  const { alert } = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q }, frequency: "instant", language: "en", phoneNumber: number } }), 201);
  await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: alert.id, phoneNumber: number, code: await codeSentTo(testApp.db, number) } }), 200);
  return alert;
}

/** Posts a job for `q`, runs the alert round, and answers what was sent by SMS as alert news to each number, and what was given up. */
async function newsAfterJob(title: string, numbers: string[]) {
  await postJob(employer.agent, { title, location: "Vijayanagar, Mysuru", type: "Full-time", description: `${title} wanted for the city's routes.` });
  await matchNewJobs(testApp.deps);
  const files = await testApp.phoneOutbox();
  const rows = await testApp.db.select().from(phoneOutbox).where(and(inArray(phoneOutbox.recipient, numbers), eq(phoneOutbox.kind, "alert")));
  return {
    sentTo: files.filter((file) => file.kind === "alert" && numbers.includes(file.to)).map((file) => file.to),
    givenUp: rows.filter((row) => row.failedAt !== null).map((row) => [row.recipient, row.lastError?.split(":")[0]]),
  };
}

describe("POST /api/sms/twilio/inbound", () => {
  it("refuses a call without a signature, with another token's, for another URL or with a changed parameter, and changes nothing", async () => {
    const number = "+919845075001";
    const params = twilioMessage(number, "STOP");
    for (const signature of [
      null,
      "",
      "not base64 at all",
      twilioSignature(twilioUrl(), params, "another-accounts-token"),
      twilioSignature("https://elsewhere.example/api/sms/twilio/inbound", params),
      twilioSignature(twilioUrl(), { ...params, From: "+919845075099" }),
      createHmac("sha256", authToken).update(twilioUrl()).digest("base64"),
    ]) {
      const response = await postTwilio(params, signature);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(errorShape("forbidden"));
    }
    expect(await stopsOf([number, "+919845075099"])).toEqual([]);
  });

  it.each(["STOP", " stop ", "Unsubscribe", "STOPALL", "ನಿಲ್ಲಿಸಿ"])("stops SMS at once for a number that replies %j, and for that number only: its alert's news is given up, another's goes", async (said) => {
    const index = ["STOP", " stop ", "Unsubscribe", "STOPALL", "ನಿಲ್ಲಿಸಿ"].indexOf(said);
    const stopping = `+91984507${String(10 + index * 2).padStart(4, "0")}`;
    const bystander = `+91984507${String(11 + index * 2).padStart(4, "0")}`;
    await guestAlert(stopping, `bus conductor ${index}`);
    await guestAlert(bystander, `bus conductor ${index}`);

    const response = await postTwilio(twilioMessage(stopping, said));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await response.text()).toContain("<Response></Response>");
    expect((await stopsOf([stopping, bystander])).map((stop) => [stop.phoneNumber, stop.channel])).toEqual([[stopping, "sms"]]);

    const news = await newsAfterJob(`Bus conductor ${index}`, [stopping, bystander]);
    expect(news.sentTo).toEqual([bystander]);
    expect(news.givenUp).toEqual([[stopping, "stopped"]]);
  });

  it("takes other replies and a second STOP, and changes nothing more", async () => {
    const number = "+919845075030";
    for (const said of ["Is the driver job still open?", "please stop texting at night", "START", ""]) {
      expect((await postTwilio(twilioMessage(number, said))).status).toBe(200);
    }
    expect(await stopsOf([number])).toEqual([]);
    expect((await postTwilio(twilioMessage(number, "STOP"))).status).toBe(200);
    expect((await postTwilio(twilioMessage(number, "stop"))).status).toBe(200);
    expect(await stopsOf([number])).toHaveLength(1);
  });

  it("refuses a signed call that is not a reply from a mobile number with 400, and changes nothing", async () => {
    const number = "+919845075040";
    const { From: _, ...withoutFrom } = twilioMessage(number, "STOP");
    const { Body: __, ...withoutBody } = twilioMessage(number, "STOP");
    for (const params of [withoutFrom, withoutBody, twilioMessage("whatsapp:+919845075040", "STOP"), twilioMessage("NGRJOB", "STOP"), twilioMessage(number, `STOP ${"x".repeat(1600)}`)]) {
      const response = await postTwilio(params);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorShape("invalid_input"));
    }
    expect(await stopsOf([number])).toEqual([]);
  });
});

describe("POST /api/sms/msg91/inbound", () => {
  it("refuses a call without the URL's token or with another, and changes nothing", async () => {
    const body = new URLSearchParams({ sender: "919845075050", message: "STOP" }).toString();
    for (const token of [null, "", "guessed-token-0123456789", `${msg91Token}x`]) {
      const response = await postMsg91(body, "application/x-www-form-urlencoded", token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(errorShape("forbidden"));
    }
    expect(await stopsOf(["+919845075050"])).toEqual([]);
  });

  it("stops SMS for the number of a STOP sent as a form or as JSON, with or without its country code, and for it only", async () => {
    const [formNumber, jsonNumber, bystander] = ["+919845075060", "+919845075061", "+919845075062"];
    for (const number of [formNumber, jsonNumber, bystander]) await guestAlert(number, "auto driver");
    expect((await postMsg91(new URLSearchParams({ sender: "919845075060", message: "Stop" }).toString(), "application/x-www-form-urlencoded")).status).toBe(200);
    expect((await postMsg91(JSON.stringify({ mobile: "9845075061", content: " ನಿಲ್ಲಿಸಿ " }), "application/json")).status).toBe(200);
    expect((await postMsg91(JSON.stringify({ mobile: "9845075062", content: "Thank you" }), "application/json")).status).toBe(200);
    expect((await stopsOf([formNumber, jsonNumber, bystander])).map((stop) => [stop.phoneNumber, stop.channel]).sort()).toEqual([
      [formNumber, "sms"],
      [jsonNumber, "sms"],
    ]);
    const news = await newsAfterJob("Auto driver", [formNumber, jsonNumber, bystander]);
    expect(news.sentTo).toEqual([bystander]);
    expect(news.givenUp.sort()).toEqual([
      [formNumber, "stopped"],
      [jsonNumber, "stopped"],
    ]);
  });

  it("refuses a body that is not a reply from a mobile number with 400, and changes nothing", async () => {
    for (const [body, type] of [
      ["not json", "application/json"],
      [JSON.stringify(["STOP"]), "application/json"],
      [JSON.stringify({ message: "STOP" }), "application/json"],
      [JSON.stringify({ mobile: "12", message: "STOP" }), "application/json"],
      [new URLSearchParams({ sender: "919845075070" }).toString(), "application/x-www-form-urlencoded"],
      ["sender=919845075070&message=STOP", "text/plain"],
    ] as const) {
      const response = await postMsg91(body, type);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorShape("invalid_input"));
    }
    expect(await stopsOf(["+919845075070"])).toEqual([]);
  });
});

describe("an account whose number said STOP by SMS", () => {
  it("has SMS unticked for every kind, another account keeps its own, and ticking SMS again on the site lifts the stop", async () => {
    const withNumber = async (phoneNumber: string) => {
      const signedUp = await signUpFromOwnAddress(testApp, "candidate");
      await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true }).where(eq(user.id, signedUp.user.id));
      const all = { email: true, sms: true, whatsapp: false };
      await expectStatus(signedUp.agent.api.notifications.preferences.$put({ json: { channels: { alerts: all, messages: all, interviews: all, status: all }, language: "kn", whatsappOptIn: false } }), 200);
      return signedUp;
    };
    const stopping = await withNumber("+919845075080");
    const other = await withNumber("+919845075081");
    expect((await postTwilio(twilioMessage("+919845075080", "STOP"))).status).toBe(200);

    const card = await expectStatus(stopping.agent.api.notifications.preferences.$get(), 200);
    expect(Object.values(card.channels)).toEqual(Array(4).fill({ email: true, sms: false, whatsapp: false }));
    expect(card.language).toBe("kn");
    const untouched = await expectStatus(other.agent.api.notifications.preferences.$get(), 200);
    expect(Object.values(untouched.channels)).toEqual(Array(4).fill({ email: true, sms: true, whatsapp: false }));

    // Saved without SMS, the stop stays; SMS ticked again, it goes.
    const off = { email: true, sms: false, whatsapp: false };
    await expectStatus(stopping.agent.api.notifications.preferences.$put({ json: { channels: { alerts: off, messages: off, interviews: off, status: off }, language: "kn", whatsappOptIn: false } }), 200);
    expect(await stopsOf(["+919845075080"])).toHaveLength(1);
    await expectStatus(stopping.agent.api.notifications.preferences.$put({ json: { channels: { alerts: off, messages: off, interviews: { email: true, sms: true, whatsapp: false }, status: off }, language: "kn", whatsappOptIn: false } }), 200);
    expect(await stopsOf(["+919845075080"])).toEqual([]);
  });
});

describe("an account that comes to hold a number after it said STOP by SMS", () => {
  const all = { email: true, sms: true, whatsapp: false };
  const off = { email: false, sms: false, whatsapp: false };
  const card = (agent: Agent) => expectStatus(agent.api.notifications.preferences.$get(), 200);
  let networks = 0;
  const network = () => {
    networks += 1;
    return { "x-forwarded-for": `10.76.0.${networks}` };
  };

  /** Signs up a phone-only candidate with `number` through the phone sign-up routes, as the site does. */
  async function signUpByPhone(number: string) {
    const agent = testApp.agent(network());
    expect((await agent.post("/api/accounts/phone/sign-up/candidate/code", { name: "Manjunath Gowda", phoneNumber: number })).status).toBe(200);
    const response = await agent.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: number, code: await codeSentTo(testApp.db, number) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { agent, user: (response.body as { user: { id: string } }).user };
  }

  /** Makes `number` the signed-in account's number through the add-number routes (adding one, or changing it). */
  async function takeNumber(agent: Agent, number: string) {
    expect((await agent.post("/api/accounts/phone/number/code", { phoneNumber: number })).status).toBe(200);
    const response = await agent.post("/api/accounts/phone/number", { phoneNumber: number, code: await codeSentTo(testApp.db, number) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }

  it("signed up by phone, has SMS unticked and is told why; another number's account has SMS as before; ticking SMS lifts the stop", async () => {
    const [stopped, clean] = ["+919845076101", "+919845076102"];
    expect((await postTwilio(twilioMessage(stopped, "STOP"))).status).toBe(200);

    const { agent: newcomer, user: newcomerUser } = await signUpByPhone(stopped);
    const { agent: other, user: otherUser } = await signUpByPhone(clean);
    const read = await card(newcomer);
    expect(read).toMatchObject({ phoneNumber: stopped, email: null, smsStopped: true, whatsappStopped: false, saved: false });
    expect(read.channels).toEqual({ alerts: off, messages: off, interviews: off, status: off });
    // A phone-only account's defaults: interviews and status by SMS.
    const others = await card(other);
    expect(others).toMatchObject({ phoneNumber: clean, smsStopped: false, saved: false });
    expect(others.channels).toEqual({ alerts: off, messages: off, interviews: { ...off, sms: true }, status: { ...off, sms: true } });

    // Status news (a job no guest's alert here matches): by SMS to the other number; none queued to the stopped one, nothing for the outbox to give up.
    for (const candidate of [newcomerUser, otherUser]) {
      await insertResume(testApp.deps, candidate.id);
      const job = await postJob(employer.agent, { title: "Cook", location: "Vijayanagar, Mysuru", type: "Full-time", description: "A cook for our hotel's kitchen, mornings." });
      const agent = candidate === newcomerUser ? newcomer : other;
      const { application } = await expectStatus(agent.api.applications.$post({ json: { jobId: job.id } }), 201);
      await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: application.id }, json: { status: "shortlisted" } }), 200);
    }
    const statusTexts = await testApp.db.select().from(phoneOutbox).where(and(inArray(phoneOutbox.recipient, [stopped, clean]), eq(phoneOutbox.kind, "status")));
    expect(statusTexts.map((row) => [row.recipient, row.channel])).toEqual([[clean, "sms"]]);

    // Another account ticking SMS on its own card lifts its own number's stop only; signed out, there is no card.
    await expectStatus(other.api.notifications.preferences.$put({ json: { channels: { alerts: off, messages: off, interviews: { ...off, sms: true }, status: off }, language: "en", whatsappOptIn: false } }), 200);
    expect(await stopsOf([stopped])).toHaveLength(1);
    expect(await card(newcomer)).toMatchObject({ smsStopped: true });
    expect((await testApp.agent().api.notifications.preferences.$get()).status).toBe(401);

    const again = await expectStatus(
      newcomer.api.notifications.preferences.$put({ json: { channels: { alerts: off, messages: off, interviews: { ...off, sms: true }, status: off }, language: "en", whatsappOptIn: false } }),
      200,
    );
    expect(again).toMatchObject({ smsStopped: false, channels: { interviews: { ...off, sms: true }, status: off } });
    expect(await stopsOf([stopped])).toEqual([]);
    expect(await card(newcomer)).toMatchObject({ smsStopped: false, channels: { interviews: { ...off, sms: true } } });
  });

  it("added to an account, or changed to from another number with SMS ticked, has SMS unticked and is told why until SMS is ticked again", async () => {
    const [first, stopped, added] = ["+919845076111", "+919845076112", "+919845076113"];
    expect((await postTwilio(twilioMessage(stopped, "STOP"))).status).toBe(200);
    expect((await postTwilio(twilioMessage(added, "STOP"))).status).toBe(200);

    // An e-mail account that adds a stopped number: e-mail as before, SMS off, and the notice.
    const adding = await signUpFromOwnAddress(testApp, "candidate");
    await takeNumber(adding.agent, added);
    expect(await card(adding.agent)).toMatchObject({
      phoneNumber: added,
      smsStopped: true,
      channels: { alerts: { ...off, email: true }, messages: { ...off, email: true }, interviews: { ...off, email: true }, status: { ...off, email: true } },
    });

    // An account with SMS ticked for every kind at its first number, which it then changes to a stopped one.
    const changing = await signUpFromOwnAddress(testApp, "candidate");
    await takeNumber(changing.agent, first);
    await expectStatus(changing.agent.api.notifications.preferences.$put({ json: { channels: { alerts: all, messages: all, interviews: all, status: all }, language: "en", whatsappOptIn: false } }), 200);
    expect(await card(changing.agent)).toMatchObject({ phoneNumber: first, smsStopped: false, channels: { alerts: all, messages: all, interviews: all, status: all } });
    await takeNumber(changing.agent, stopped);
    const changed = await card(changing.agent);
    expect(changed).toMatchObject({ phoneNumber: stopped, smsStopped: true, saved: true });
    expect(Object.values(changed.channels)).toEqual(Array(4).fill({ email: true, sms: false, whatsapp: false }));

    // Saved as shown, the stop stays; SMS ticked again, it goes and SMS reads on.
    const shown = { email: true, sms: false, whatsapp: false };
    await expectStatus(changing.agent.api.notifications.preferences.$put({ json: { channels: { alerts: shown, messages: shown, interviews: shown, status: shown }, language: "en", whatsappOptIn: false } }), 200);
    expect(await stopsOf([stopped])).toHaveLength(1);
    expect(await card(changing.agent)).toMatchObject({ smsStopped: true });
    const again = await expectStatus(changing.agent.api.notifications.preferences.$put({ json: { channels: { alerts: shown, messages: shown, interviews: all, status: shown }, language: "en", whatsappOptIn: false } }), 200);
    expect(again).toMatchObject({ smsStopped: false, channels: { interviews: all, status: shown } });
    expect(await stopsOf([stopped])).toEqual([]);
    // The other account's number is still stopped: its card still says so.
    expect(await card(adding.agent)).toMatchObject({ smsStopped: true });
    expect(await stopsOf([added])).toHaveLength(1);
  });

  it("after a guest confirmed an alert with the code sent to it, still has SMS off: the guest's alert is texted, the account is not until it ticks SMS", async () => {
    const [signedUpWith, changedTo, first] = ["+919845076121", "+919845076122", "+919845076123"];
    for (const number of [signedUpWith, changedTo]) {
      expect((await postTwilio(twilioMessage(number, "STOP"))).status).toBe(200);
      await letCodeGapPass(testApp.db);
      await guestAlert(number, "tanker driver");
      expect(await stopsOf([number])).toHaveLength(1);
    }

    // Signed up by phone with the number: a phone-only account's defaults (interviews and status by SMS) read off.
    await letCodeGapPass(testApp.db);
    const { agent: newcomer, user: newcomerUser } = await signUpByPhone(signedUpWith);
    const read = await card(newcomer);
    expect(read).toMatchObject({ phoneNumber: signedUpWith, smsStopped: true, saved: false });
    expect(read.channels).toEqual({ alerts: off, messages: off, interviews: off, status: off });
    // Changed to from another number with SMS ticked for every kind: its saved choices read SMS off.
    const changing = await signUpFromOwnAddress(testApp, "candidate");
    await takeNumber(changing.agent, first);
    await expectStatus(changing.agent.api.notifications.preferences.$put({ json: { channels: { alerts: all, messages: all, interviews: all, status: all }, language: "en", whatsappOptIn: false } }), 200);
    await letCodeGapPass(testApp.db);
    await takeNumber(changing.agent, changedTo);
    const changed = await card(changing.agent);
    expect(changed).toMatchObject({ phoneNumber: changedTo, smsStopped: true, saved: true });
    expect(Object.values(changed.channels)).toEqual(Array(4).fill({ email: true, sms: false, whatsapp: false }));

    // The account's status news is not texted; each guest's alert is.
    await insertResume(testApp.deps, newcomerUser.id);
    const cook = await postJob(employer.agent, { title: "Cook", location: "Vijayanagar, Mysuru", type: "Full-time", description: "A cook for our hotel's kitchen, mornings." });
    const { application } = await expectStatus(newcomer.api.applications.$post({ json: { jobId: cook.id } }), 201);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: application.id }, json: { status: "shortlisted" } }), 200);
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, signedUpWith), eq(phoneOutbox.kind, "status")))).toEqual([]);
    const news = await newsAfterJob("Tanker driver", [signedUpWith, changedTo]);
    expect({ sentTo: news.sentTo.sort(), givenUp: news.givenUp }).toEqual({ sentTo: [signedUpWith, changedTo], givenUp: [] });

    // Ticking SMS on the card is the account's own ask: the stop goes, and SMS reads on.
    const again = await expectStatus(
      newcomer.api.notifications.preferences.$put({ json: { channels: { alerts: off, messages: off, interviews: { ...off, sms: true }, status: { ...off, sms: true } }, language: "en", whatsappOptIn: false } }),
      200,
    );
    expect(again).toMatchObject({ smsStopped: false, channels: { interviews: { ...off, sms: true }, status: { ...off, sms: true } } });
    expect(await stopsOf([signedUpWith])).toEqual([]);
    expect(await stopsOf([changedTo])).toHaveLength(1);
  });
});

describe("a guest's number that said STOP by SMS", () => {
  /** Each SMS of alert news to `number` as the outbox left it: the alert whose stop link it carries, and sent or given up. */
  async function alertTexts(number: string, alerts: Record<string, string>) {
    const stopTokens = await testApp.db.select({ id: jobAlerts.id, stopToken: jobAlerts.stopToken }).from(jobAlerts).where(inArray(jobAlerts.id, Object.values(alerts)));
    const nameOf = (text: string) => Object.keys(alerts).find((name) => stopTokens.some((alert) => alert.id === alerts[name] && text.includes(alert.stopToken)));
    const rows = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "alert"))).orderBy(phoneOutbox.id);
    // Per job, in the alerts' names' order (a job's news goes to its alerts in the order of their ids).
    const texts = rows.map((row) => [nameOf(row.text), row.sentAt !== null ? "sent" : row.lastError?.split(":")[0]]);
    return [...texts.slice(0, 2).sort(), ...texts.slice(2).sort()];
  }

  it("asks for one alert's texts by confirming it with the code sent to it: that alert's news goes, the stop stays for the rest, and a STOP again holds it back", async () => {
    const number = "+919845075095";
    const older = await guestAlert(number, "lorry driver");
    expect((await postTwilio(twilioMessage(number, "STOP"))).status).toBe(200);
    expect(await stopsOf([number])).toHaveLength(1);
    // Asking alone lifts nothing (anyone may type a number); the code coming back lets that alert's news through, and lifts nothing either.
    await letCodeGapPass(testApp.db);
    guests += 1;
    const agent = testApp.agent({ "x-forwarded-for": `10.75.0.${guests}` });
    const { alert } = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q: "tipper driver" }, frequency: "instant", language: "en", phoneNumber: number } }), 201);
    expect(await stopsOf([number])).toHaveLength(1);
    await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: alert.id, phoneNumber: number, code: await codeSentTo(testApp.db, number) } }), 200);
    expect(await stopsOf([number])).toHaveLength(1);
    // Both alerts match the job ("driver"): the one asked for after the STOP is texted, the one the STOP stopped is not.
    await newsAfterJob("Tipper driver", [number]);
    const alerts = { older: older.id, newer: alert.id };
    expect(await alertTexts(number, alerts)).toEqual([
      ["newer", "sent"],
      ["older", "stopped"],
    ]);

    // A STOP said since holds the newer alert's news back too.
    expect((await postTwilio(twilioMessage(number, "STOP"))).status).toBe(200);
    await newsAfterJob("Lorry driver", [number]);
    expect((await alertTexts(number, alerts)).slice(2)).toEqual([
      ["newer", "stopped"],
      ["older", "stopped"],
    ]);
  });
});

describe("without their secrets", () => {
  it("neither webhook exists: a signed Twilio call and a MSG91 call are 404 and change nothing", async () => {
    const unconfigured = await createTestApp();
    try {
      const params = twilioMessage("+919845075090", "STOP");
      const twilio = await unconfigured.app.request("/api/sms/twilio/inbound", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilioSignature(`${unconfigured.config.publicUrl}/api/sms/twilio/inbound`, params) },
        body: new URLSearchParams(params).toString(),
      });
      expect(twilio.status).toBe(404);
      expect(await twilio.json()).toEqual(errorShape("not_found"));
      const msg91 = await unconfigured.app.request(`/api/sms/msg91/inbound?token=${msg91Token}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mobile: "9845075090", message: "STOP" }),
      });
      expect(msg91.status).toBe(404);
      expect(await unconfigured.db.select().from(phoneStops)).toEqual([]);
    } finally {
      await unconfigured.close();
    }
  });
});
