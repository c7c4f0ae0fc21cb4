/**
 * The SMS providers' inbound webhooks, called by the provider, not by the site (ADR 075): a reply
 * that says a stop word (STOP, UNSUBSCRIBE, ನಿಲ್ಲಿಸಿ, …: notifications/stop-words.ts) turns SMS off for its number at once, as the WhatsApp
 * webhook does for WhatsApp; any other reply is taken and ignored.
 * - `POST /api/sms/twilio/inbound`: Twilio's incoming-message webhook, form-encoded (`From`,
 *   `Body`, …), signed in `X-Twilio-Signature` with the account's auth token over the URL it called
 *   (PUBLIC_URL and this path) and the sorted parameters. Without TWILIO_AUTH_TOKEN it does not exist.
 *   Answered with an empty TwiML `<Response/>`: nothing is texted back (Twilio's Advanced Opt-Out
 *   sends its own confirmation).
 * - `POST /api/sms/msg91/inbound?token=…`: MSG91's inbound SMS forward, form-encoded or JSON
 *   (`sender` or `mobile`, and `message` or `content`), known by the secret token of the URL given
 *   to MSG91 (MSG91_INBOUND_TOKEN; without it the webhook does not exist).
 * app.ts mounts these before the middleware that normalises bodies: Twilio's signature is over the
 * parameters as sent.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/env.ts";
import { errorBody } from "../../http/errors.ts";
import { isStopWord } from "../../notifications/stop-words.ts";
import { sameSecret } from "../whatsapp/whatsapp-webhook.service.ts";
import { senderNumber, stopSms, twilioSignatureMatches } from "./sms-inbound.service.ts";

export const smsInboundPath = "/api/sms";
export const twilioInboundPath = `${smsInboundPath}/twilio/inbound`;
export const msg91InboundPath = `${smsInboundPath}/msg91/inbound`;

/** The longest SMS a reply may be (ten parts of 160): a longer body is no provider's. */
const maxBodyLength = 1600;

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Form parameters (or a JSON object's text values) of a body; null when it is neither. */
async function parametersOf(c: Context<AppEnv>, raw: string): Promise<URLSearchParams | null> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(raw);
  if (type === "application/json") {
    try {
      const body: unknown = JSON.parse(raw);
      if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(body)) if (typeof value === "string" || typeof value === "number") params.append(name, String(value));
      return params;
    } catch {
      return null;
    }
  }
  return null;
}

/** The sender and text of a reply, or null when either is missing or malformed. */
async function replyOf(params: URLSearchParams, senderNames: readonly string[], textNames: readonly string[]): Promise<{ from: string; text: string } | null> {
  const from = senderNames.map((name) => params.get(name)).find((value) => value !== null);
  const text = textNames.map((name) => params.get(name)).find((value) => value !== null);
  if (from === undefined || text === undefined || text.length > maxBodyLength) return null;
  const number = await senderNumber(from);
  return number ? { from: number, text } : null;
}

export const smsInboundRoutes = new Hono<AppEnv>()
  .post("/twilio/inbound", async (c) => {
    const authToken = c.var.deps.config.phone.inbound.twilioAuthToken;
    if (!authToken) return c.json(errorBody(c, "not_found"), 404);
    const raw = await c.req.text();
    const params = (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(raw) : null;
    const url = `${c.var.deps.config.publicUrl}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    if (!params || !twilioSignatureMatches(authToken, url, params, c.req.header("x-twilio-signature"))) return c.json(errorBody(c, "forbidden"), 403);
    const reply = await replyOf(params, ["From"], ["Body"]);
    if (!reply) return c.json(errorBody(c, "invalid_input"), 400);
    if (isStopWord(reply.text)) {
      await stopSms(c.var.deps.db, reply.from);
      c.var.logger.info({ provider: "twilio" }, "SMS stopped by reply");
    }
    return c.body(emptyTwiml, 200, { "content-type": "text/xml; charset=utf-8" });
  })

  .post("/msg91/inbound", async (c) => {
    const token = c.var.deps.config.phone.inbound.msg91Token;
    if (!token) return c.json(errorBody(c, "not_found"), 404);
    const given = new URL(c.req.url).searchParams.get("token");
    if (given === null || !sameSecret(given, token)) return c.json(errorBody(c, "forbidden"), 403);
    const params = await parametersOf(c, await c.req.text());
    const reply = params && (await replyOf(params, ["sender", "mobile"], ["message", "content"]));
    if (!reply) return c.json(errorBody(c, "invalid_input"), 400);
    if (isStopWord(reply.text)) {
      await stopSms(c.var.deps.db, reply.from);
      c.var.logger.info({ provider: "msg91" }, "SMS stopped by reply");
    }
    return c.json({ received: true }, 200);
  });
