/**
 * What the SMS providers' inbound webhooks read (ADR 075): whether a call is Twilio's (the
 * `X-Twilio-Signature` HMAC-SHA1 of the URL it called and its sorted form parameters, under the
 * account's auth token) or MSG91's (the secret token of the forward URL we gave it: MSG91 does not
 * sign its calls), the sender of a reply, and the stop itself (whether a reply asks for it,
 * notifications/stop-words.ts says, the list WhatsApp's webhook reads too): the number goes into
 * `phone_stops` for SMS, as the WhatsApp webhook does for WhatsApp, and the account signed in with
 * it has SMS turned off in its channels, in one transaction. No HTTP here.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { notificationKinds } from "@app/shared/phone";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, phoneStops, user } from "../../db/schema/index.ts";
import { loadNotificationSettings } from "../../notifications/channels.ts";
import { toMobileNumber } from "../accounts/mobile-number.ts";

/**
 * True when `header` is the base64 HMAC-SHA1, under `authToken`, of `url` followed by each form
 * parameter's name and value, sorted by name (Twilio's request validation). Parameters named twice
 * are each appended, in the order of their values.
 */
export function twilioSignatureMatches(authToken: string, url: string, params: URLSearchParams, header: string | undefined): boolean {
  const given = header?.trim();
  if (!given || !/^[A-Za-z0-9+/]{27}=$/.test(given)) return false;
  const pairs = [...params.entries()].sort(([a, aValue], [b, bValue]) => (a === b ? compare(aValue, bValue) : compare(a, b)));
  const signed = pairs.reduce((text, [name, value]) => text + name + value, url);
  const expected = createHmac("sha1", authToken).update(signed, "utf8").digest();
  return timingSafeEqual(Buffer.from(given, "base64"), expected);
}

/** Code-unit order, as Twilio's libraries sort (not the locale's). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sender of an inbound SMS in E.164, read as a mobile number (India's when it has no country code); null when it is not one. */
export async function senderNumber(text: string): Promise<string | null> {
  const trimmed = text.trim();
  if (!/^\+?[\d\s-]{8,20}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, "");
  // MSG91 writes India's numbers as 91XXXXXXXXXX, without the plus.
  return toMobileNumber(digits.startsWith("+") || digits.length <= 10 ? digits : `+${digits}`);
}

/**
 * Nothing more but codes (and texts in place of them, ADR 072) goes to the number by SMS, and the
 * account signed in with it has SMS turned off for every kind of news, in one transaction: its card
 * then shows SMS unticked, and ticking it again on the site lifts the stop.
 */
export async function stopSms(db: Database, phoneNumber: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(phoneStops)
      .values({ phoneNumber, channel: "sms" })
      .onConflictDoUpdate({ target: [phoneStops.phoneNumber, phoneStops.channel], set: { stoppedAt: sql`now()` } });
    const accounts = await tx.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phoneNumber));
    if (accounts.length === 0) return;
    const settings = await loadNotificationSettings(tx, accounts.map((account) => account.id));
    const rows = [...settings.values()].flatMap((person) =>
      notificationKinds.map((kind) => ({ userId: person.userId, kind, ...person.channels[kind], sms: false, language: person.language })),
    );
    if (rows.length === 0) return;
    await tx
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { sms: false, updatedAt: sql`now()` } });
  });
}
