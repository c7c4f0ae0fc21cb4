/**
 * WhatsApp's webhook as Meta calls it: the verify-token handshake; notifications signed with the
 * app's secret over the body as sent (Meta writes non-ASCII as \u escapes and "/" as "\/"), refused
 * without a signature or with a wrong one, changing nothing; a STOP or ನಿಲ್ಲಿಸಿ turns WhatsApp off
 * for its number at once (and a message queued for it is then never sent); status callbacks and
 * other messages are taken and ignored.
 */
import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneOutbox, phoneStops, user } from "../../db/schema/index.ts";
import { queuePhoneMessages } from "../../phone/queue.ts";
import { codeSentTo } from "../../test/phone-codes.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, signUpFromOwnAddress, type TestApp } from "../../test/test-app.ts";

const appSecret = "0123456789abcdef0123456789abcdef";
const verifyToken = "a-token-of-our-choosing";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ WHATSAPP_VERIFY_TOKEN: verifyToken, WHATSAPP_APP_SECRET: appSecret });
});
afterAll(() => testApp.close());

/** JSON as Meta writes it: every non-ASCII character and "/" escaped. */
function metaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, "\\/")
    .replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const sign = (body: string, secret = appSecret) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** A notification of incoming messages from `from` (digits, as Meta gives them). */
function incoming(from: string, messages: Record<string, unknown>[]) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              contacts: [{ profile: { name: "Manjunath" }, wa_id: from }],
              messages: messages.map((message, index) => ({
                from,
                id: `wamid.HBgMOTE5ODc2NTQzMjEwFQIAEhgg${index}QUFBQUE=`,
                timestamp: "1764380000",
                ...message,
              })),
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

const text = (body: string) => ({ type: "text", text: { body } });

/** A POST as Meta sends it: no Origin, no cookie, the body signed unless told otherwise. */
function post(body: string, signature: string | null = sign(body)) {
  return testApp.app.request("/api/whatsapp/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "facebookexternalua", ...(signature === null ? {} : { "x-hub-signature-256": signature }) },
    body,
  });
}

let numbers = 0;
/** A candidate signed in with a number of its own, opted in to WhatsApp. */
async function optedIn() {
  numbers += 1;
  const phoneNumber = `+91998877${String(numbers).padStart(4, "0")}`;
  const { user: account } = await signUpFromOwnAddress(testApp, "candidate");
  await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true, whatsappOptInAt: new Date() }).where(eq(user.id, account.id));
  return { id: account.id, phoneNumber, digits: phoneNumber.slice(1) };
}

const optInOf = async (id: string) => (await testApp.db.select({ at: user.whatsappOptInAt }).from(user).where(eq(user.id, id)))[0]?.at ?? null;
const stopsOf = (phoneNumbers: string[]) => testApp.db.select().from(phoneStops).where(inArray(phoneStops.phoneNumber, phoneNumbers));

describe("GET /api/whatsapp/webhook (the handshake)", () => {
  const handshake = (query: Record<string, string>) => testApp.app.request(`/api/whatsapp/webhook?${new URLSearchParams(query)}`);

  it("answers the challenge as text for the verify token", async () => {
    const response = await handshake({ "hub.mode": "subscribe", "hub.verify_token": verifyToken, "hub.challenge": "1158201444" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("1158201444");
  });

  it.each([
    ["a wrong token", { "hub.mode": "subscribe", "hub.verify_token": "guessed", "hub.challenge": "1" }],
    ["no token", { "hub.mode": "subscribe", "hub.challenge": "1" }],
    ["another mode", { "hub.mode": "unsubscribe", "hub.verify_token": verifyToken, "hub.challenge": "1" }],
  ])("refuses %s with 403", async (_, query) => {
    const response = await handshake(query);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: expect.any(String), requestId: expect.any(String) } });
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("refuses a notification without a signature, with another secret's, or for another body, and changes nothing", async () => {
    const person = await optedIn();
    const body = metaJson(incoming(person.digits, [text("STOP")]));
    for (const signature of [null, "", "sha256=", sign(body, "not-the-app-secret"), sign(`${body} `), sign(body).replace("sha256=", "sha1=")]) {
      const response = await post(body, signature);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden", message: expect.any(String), requestId: expect.any(String) } });
    }
    expect(await stopsOf([person.phoneNumber])).toEqual([]);
    expect(await optInOf(person.id)).toBeInstanceOf(Date);
  });

  it.each(["STOP", " stop ", "Stop", "UNSUBSCRIBE", "unsubscribe", "Opt-out", "STOP ALL", "quit", "ನಿಲ್ಲಿಸಿ", " ನಿಲ್ಲಿಸಿ\n"])("turns WhatsApp off at once for a number that says %j, and for that number only", async (said) => {
    const person = await optedIn();
    const bystander = await optedIn();
    const body = metaJson(incoming(person.digits, [text(said)]));
    if (said.includes("ನ")) expect(body).toContain("\\u0ca8");
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect((await stopsOf([person.phoneNumber, bystander.phoneNumber])).map((stop) => [stop.phoneNumber, stop.channel])).toEqual([[person.phoneNumber, "whatsapp"]]);
    expect(await optInOf(person.id)).toBeNull();
    expect(await optInOf(bystander.id)).toBeInstanceOf(Date);
  });

  it("never sends a WhatsApp message queued for a number after it said STOP, and takes a second STOP as the first", async () => {
    const person = await optedIn();
    await queuePhoneMessages(testApp.db, {
      channel: "whatsapp",
      to: person.phoneNumber,
      kind: "status",
      language: "kn",
      text: "ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿದೆ",
      template: { name: "application_status", language: "kn", values: ["ಚಾಲಕ", "ಆಯ್ಕೆಯಾಗಿದೆ"] },
      userId: person.id,
    });
    const stop = metaJson(incoming(person.digits, [text("STOP")]));
    expect((await post(stop)).status).toBe(200);
    expect((await post(stop)).status).toBe(200);
    expect(await stopsOf([person.phoneNumber])).toHaveLength(1);
    expect((await testApp.phoneOutbox()).filter((file) => file.to === person.phoneNumber)).toEqual([]);
    const [row] = await testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.recipient, person.phoneNumber));
    expect(row).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/^stopped/) });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it("takes status callbacks and other messages and changes nothing", async () => {
    const person = await optedIn();
    const statuses = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
                statuses: [
                  {
                    id: "wamid.HBgMOTE5OTg4Nzc2NjU1FQIAERgSQjQ0RjlBQkQ4QjNGQzBBQTk2AA==",
                    status: "delivered",
                    timestamp: "1764380100",
                    recipient_id: person.digits,
                    conversation: { id: "9b8e7a6f", origin: { type: "utility" } },
                    pricing: { billable: true, pricing_model: "CBP", category: "utility" },
                  },
                ],
              },
              field: "messages",
            },
          ],
        },
      ],
    };
    const others = incoming(person.digits, [
      text("Is the driver job still open?"),
      text("please stop calling me at night"),
      text("Can I cancel my interview?"),
      text("unsubscribe me"),
      text("The end"),
      text("ಕೆಲಸ ಇನ್ನೂ ಇದೆಯೇ?"),
      { type: "image", image: { mime_type: "image/jpeg", sha256: "abc", id: "1234" } },
    ]);
    for (const body of [metaJson(statuses), metaJson(others)]) {
      const response = await post(body);
      expect(response.status).toBe(200);
    }
    expect(await stopsOf([person.phoneNumber])).toEqual([]);
    expect(await optInOf(person.id)).toBeInstanceOf(Date);
  });

  it("refuses a signed body that is not a notification with 400", async () => {
    for (const body of ["not json", metaJson({ entry: "no" })]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_input" } });
    }
  });

  it("does not exist without the app's secret", async () => {
    const unconfigured = await createTestApp();
    try {
      const body = metaJson(incoming("919988770000", [text("STOP")]));
      const response = await unconfigured.app.request("/api/whatsapp/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": sign(body) },
        body,
      });
      expect(response.status).toBe(404);
      expect(await unconfigured.db.select().from(phoneStops)).toEqual([]);
      const handshake = await unconfigured.app.request("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=1");
      expect(handshake.status).toBe(403);
    } finally {
      await unconfigured.close();
    }
  });
});

describe("an account made with a number after it said STOP on WhatsApp", () => {
  it("has no WhatsApp opt-in nor WhatsApp news, is told why, and keeps SMS by default: WhatsApp starts off for every new account", async () => {
    const number = "+919988776101";
    expect((await post(metaJson(incoming(number.slice(1), [text("STOP")])))).status).toBe(200);
    const agent = testApp.agent();
    expect((await agent.post("/api/accounts/phone/sign-up/candidate/code", { name: "Manjunath Gowda", phoneNumber: number })).status).toBe(200);
    const signedUp = await agent.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: number, code: await codeSentTo(testApp.db, number) });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);

    const card = await expectStatus(agent.api.notifications.preferences.$get(), 200);
    const off = { email: false, sms: false, whatsapp: false };
    expect(card).toMatchObject({ phoneNumber: number, whatsappOptIn: false, whatsappStopped: true, smsStopped: false, saved: false });
    expect(card.channels).toEqual({ alerts: off, messages: off, interviews: { ...off, sms: true }, status: { ...off, sms: true } });
  });
});
