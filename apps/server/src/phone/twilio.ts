/**
 * SMS through Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form
 * encoded, with HTTP Basic auth (account sid and auth token), `To`, `Body`, and `From` or a
 * `MessagingServiceSid`. Twilio answers 201 with the Message resource (its `sid`, `SM…`), or an
 * error `{ code, message, more_info, status }`.
 */
import { callProvider, defaultProviderTimeoutMs, type PhoneDelivery } from "./delivery.ts";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string | undefined;
  messagingServiceSid?: string | undefined;
  baseUrl: string;
}

const describeError = (body: unknown) => {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  return typeof message === "string" ? `${message}${typeof code === "number" ? ` (${code})` : ""}` : undefined;
};

export function createTwilioDelivery(settings: TwilioSettings, options: { timeoutMs?: number } = {}): PhoneDelivery {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, settings.baseUrl).href;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    concurrency: 5,
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
      else form.set("From", settings.from ?? "");
      const { body } = await callProvider(
        "Twilio",
        url,
        { method: "POST", headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, body: form.toString() },
        { timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs, describeError },
      );
      const sid = (body as { sid?: unknown } | null)?.sid;
      return { providerMessageId: typeof sid === "string" ? sid : null };
    },
  };
}
