/**
 * `/api/whatsapp/webhook`, called by Meta, not by the site (ADR 055): `GET` is the verify-token
 * handshake (`hub.mode=subscribe`, `hub.verify_token` equal to WHATSAPP_VERIFY_TOKEN → the
 * `hub.challenge` as text); `POST` carries notifications, each signed in `X-Hub-Signature-256` with
 * the app's secret (WHATSAPP_APP_SECRET; without it the webhook does not exist). A stop word (STOP,
 * UNSUBSCRIBE, ನಿಲ್ಲಿಸಿ, …: notifications/stop-words.ts, the list SMS replies are read by) turns WhatsApp off for its number at once; status callbacks and other messages are taken and
 * ignored. app.ts mounts this before the middleware that normalises JSON bodies: the signature is
 * over the bytes as Meta sent them.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/env.ts";
import { errorBody, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { sameSecret, signatureMatches, stopsIn, stopWhatsApp } from "./whatsapp-webhook.service.ts";

export const whatsappWebhookPath = "/api/whatsapp/webhook";

const handshakeSchema = z.object({
  "hub.mode": z.string().max(50).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().min(1).max(500),
});

export const whatsappWebhookRoutes = new Hono<AppEnv>()
  .get("/", zValidator("query", handshakeSchema, validationHook), (c) => {
    const query = c.req.valid("query");
    const expected = c.var.deps.config.phone.webhook.verifyToken;
    const token = query["hub.verify_token"];
    if (query["hub.mode"] !== "subscribe" || !expected || token === undefined || !sameSecret(token, expected)) {
      return c.json(errorBody(c, "forbidden"), 403);
    }
    return c.text(query["hub.challenge"], 200);
  })

  .post("/", async (c) => {
    const secret = c.var.deps.config.phone.webhook.appSecret;
    if (!secret) return c.json(errorBody(c, "not_found"), 404);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!signatureMatches(secret, raw, c.req.header("x-hub-signature-256"))) return c.json(errorBody(c, "forbidden"), 403);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return c.json(errorBody(c, "invalid_input"), 400);
    }
    const numbers = stopsIn(body);
    if (numbers === null) return c.json(errorBody(c, "invalid_input"), 400);
    await stopWhatsApp(c.var.deps.db, numbers);
    if (numbers.length > 0) c.var.logger.info({ stops: numbers.length }, "WhatsApp stopped by reply");
    return c.json({ received: true }, 200);
  });
