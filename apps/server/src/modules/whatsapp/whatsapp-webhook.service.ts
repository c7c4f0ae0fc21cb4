/**
 * What WhatsApp's webhook reads (ADR 055): whether a call is Meta's (the `X-Hub-Signature-256` HMAC
 * of the body as sent, under the app's secret), the numbers whose message asks us to stop, and the
 * stop itself: the number goes into `phone_stops` for WhatsApp and the account signed in with it
 * loses its WhatsApp opt-in, in one transaction. No HTTP here.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { phoneStops, user } from "../../db/schema/index.ts";
import { isStopWord } from "../../notifications/stop-words.ts";

/** Equal texts, compared in a time that does not tell how much of them matched. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** True when `header` is `sha256=` and the hex HMAC-SHA256 of `body` under `appSecret`. */
export function signatureMatches(appSecret: string, body: Uint8Array, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}

/** The part of Meta's notification that matters here; anything else in it is let through. */
const notificationSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  messages: z
                    .array(
                      z.object({
                        from: z.string(),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z.object({ text: z.string() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

/**
 * The numbers (E.164) of the incoming messages that say a stop word (STOP, UNSUBSCRIBE, ನಿಲ್ಲಿಸಿ, …:
 * notifications/stop-words.ts, the list SMS replies are read by too), typed or as a quick-reply
 * button; null when the body is not a notification at all. Status callbacks and other messages give none.
 */
export function stopsIn(body: unknown): string[] | null {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return null;
  const numbers = new Set<string>();
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const message of change.value?.messages ?? []) {
        const said = message.type === "text" ? message.text?.body : message.type === "button" ? message.button?.text : undefined;
        const digits = message.from.replace(/\D/g, "");
        if (said !== undefined && isStopWord(said) && digits.length >= 8) numbers.add(`+${digits}`);
      }
    }
  }
  return [...numbers];
}

/** Nothing more goes to these numbers on WhatsApp, and their accounts' opt-in is cleared, at once. */
export async function stopWhatsApp(db: Database, numbers: readonly string[]): Promise<void> {
  if (numbers.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(phoneStops)
      .values(numbers.map((phoneNumber) => ({ phoneNumber, channel: "whatsapp" as const })))
      .onConflictDoUpdate({ target: [phoneStops.phoneNumber, phoneStops.channel], set: { stoppedAt: sql`now()` } });
    for (const phoneNumber of numbers) await tx.update(user).set({ whatsappOptInAt: null }).where(eq(user.phoneNumber, phoneNumber));
  });
}
