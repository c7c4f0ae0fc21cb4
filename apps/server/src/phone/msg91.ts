/**
 * SMS through MSG91's Flow API (v5): `POST {base}/api/v5/flow` with the `authkey` header, the
 * template of the message's kind and one recipient. In India every SMS must match a template
 * registered on DLT: each MSG91 template is bound to its DLT template id and sender id in MSG91's
 * panel, and carries the message in its one variable, `##text##`. A kind may have a template per
 * language (`status.kn`), else one for both (`status`). MSG91 answers `{ "type": "success",
 * "message": "<request id>" }`, or `{ "type": "error", "message": "…" }`, sometimes with a 200.
 */
import { callProvider, defaultProviderTimeoutMs, digitsOf, ProviderRefusal, type PhoneDelivery } from "./delivery.ts";
import { isGsm7 } from "./sms-parts.ts";

export interface Msg91Settings {
  authKey: string;
  /** The DLT sender id; MSG91 takes the template's own when none is given. */
  senderId?: string | undefined;
  templateIds: Record<string, string>;
  baseUrl: string;
}

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

const describeError = (body: unknown) => {
  const message = (body as Msg91Answer | null)?.message;
  return typeof message === "string" ? message : undefined;
};

export function createMsg91Delivery(settings: Msg91Settings, options: { timeoutMs?: number } = {}): PhoneDelivery {
  return {
    concurrency: 5,
    async send(message) {
      const templateId = settings.templateIds[`${message.kind}.${message.language}`] ?? settings.templateIds[message.kind];
      // No template for the kind: nothing MSG91 could send, however long we wait.
      if (!templateId) throw new ProviderRefusal(`MSG91: no template for ${message.kind} in MSG91_TEMPLATE_IDS`, true);
      const { body } = await callProvider(
        "MSG91",
        new URL("/api/v5/flow", settings.baseUrl).href,
        {
          method: "POST",
          headers: { authkey: settings.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            template_id: templateId,
            ...(settings.senderId ? { sender: settings.senderId } : {}),
            short_url: "0",
            // Kannada goes as Unicode (70 characters a part).
            ...(isGsm7(message.text) ? {} : { unicode: 1 }),
            recipients: [{ mobiles: digitsOf(message.to), text: message.text }],
          }),
        },
        { timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs, describeError },
      );
      const answer = body as Msg91Answer | null;
      if (answer?.type !== "success") throw new ProviderRefusal(`MSG91 refused: ${describeError(body) ?? JSON.stringify(body)}`, true);
      return { providerMessageId: typeof answer.message === "string" ? answer.message : null };
    },
  };
}
