/**
 * WhatsApp through Meta's WhatsApp Business Cloud API: `POST {base}/{version}/{phone number id}/messages`
 * with the access token as a Bearer, a template message (the only kind a business may start outside
 * the 24 hours after a person wrote to it) in `kn` or `en` with its body's values in order. Meta
 * answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] }`, or
 * `{ error: { message, type, code, error_data, fbtrace_id } }`. Its rate limits come back as a 400
 * with a throttling code (4, 80007, 130429, 131056): those are tried again, not given up.
 */
import { callProvider, defaultProviderTimeoutMs, digitsOf, ProviderRefusal, type PhoneDelivery } from "./delivery.ts";

export interface WhatsAppCloudSettings {
  accessToken: string;
  phoneNumberId: string;
  apiVersion: string;
  baseUrl: string;
}

/** Meta's codes for "too many, for now" (application, account, Cloud API, pair rate limits). */
const throttlingCodes = new Set([4, 80007, 130429, 131056]);

interface MetaError {
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

const describeError = (body: unknown) => {
  const error = (body as MetaError | null)?.error;
  if (!error || typeof error.message !== "string") return undefined;
  const details = typeof error.error_data?.details === "string" ? ` (${error.error_data.details})` : "";
  return `${error.message}${details}${typeof error.code === "number" ? ` [${error.code}]` : ""}`;
};

export function createWhatsAppCloudDelivery(settings: WhatsAppCloudSettings, options: { timeoutMs?: number } = {}): PhoneDelivery {
  const url = new URL(`/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`, settings.baseUrl).href;
  return {
    concurrency: 5,
    async send(message) {
      const template = message.template;
      if (!template) throw new ProviderRefusal("WhatsApp: a message without a template cannot start a conversation", true);
      const { body } = await callProvider(
        "WhatsApp",
        url,
        {
          method: "POST",
          headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: digitsOf(message.to),
            type: "template",
            template: {
              name: template.name,
              language: { code: template.language },
              components: template.values.length > 0 ? [{ type: "body", parameters: template.values.map((text) => ({ type: "text", text })) }] : [],
            },
          }),
        },
        {
          timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs,
          describeError,
          passes: (answer) => throttlingCodes.has(Number((answer as MetaError | null)?.error?.code)),
        },
      );
      const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      return { providerMessageId: typeof id === "string" ? id : null };
    },
  };
}
