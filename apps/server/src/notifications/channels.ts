/**
 * The channels each person hears each kind of news on: what they chose (`notification_preferences`),
 * or without a row their account's defaults. An account with a real address gets e-mail for every
 * kind; one with a verified number and no real address gets interviews and application status by
 * SMS, and nothing promotional (alerts, messages) by phone until it opts in. A channel is used only
 * where the person can be reached on it: e-mail at a real address, SMS and WhatsApp at a verified
 * number, WhatsApp only after the opt-in on the site and not after a STOP (ADR 057). While the
 * account's number stands in `phone_stops` for SMS, its SMS reads unticked for every kind, saved or
 * by default, however the account came to hold the number (signed up with it, added it, changed to
 * it after the STOP): ticking SMS on the card is what lifts the stop (ADR 075). A saved WhatsApp
 * choice reads off wherever WhatsApp cannot be used (no verified number, no opt-in, a STOP), so the
 * settings never show WhatsApp on beside an opt-in that is off; it is kept, unread, in its row.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Language } from "@app/shared/constants";
import type { KindChannels, NotificationSettings } from "@app/shared/notifications";
import { notificationKinds, shownEmail, type NotificationKind } from "@app/shared/phone";
import type { Database } from "../db/client.ts";
import { jobAlerts, notificationPreferences, phoneOutbox, phoneStops, user } from "../db/schema/index.ts";

/** Where an account can be reached. */
export interface AccountContacts {
  /** A real address; null for a phone-only account's stand-in. */
  email: string | null;
  /** The verified number (E.164), if any. */
  phoneNumber: string | null;
  whatsappOptIn: boolean;
  whatsappStopped: boolean;
}

const kindsByPhoneAlone: readonly NotificationKind[] = ["interviews", "status"];

/** What an account hears without a saved choice. */
export function defaultChannels(contacts: Pick<AccountContacts, "email" | "phoneNumber">, kind: NotificationKind): KindChannels {
  const email = contacts.email !== null;
  return { email, sms: !email && contacts.phoneNumber !== null && kindsByPhoneAlone.includes(kind), whatsapp: false };
}

/** The channels of a choice the account can be reached on. */
export function reachableChannels(contacts: AccountContacts, chosen: KindChannels): KindChannels {
  const phone = contacts.phoneNumber !== null;
  return {
    email: chosen.email && contacts.email !== null,
    sms: chosen.sms && phone,
    whatsapp: chosen.whatsapp && phone && contacts.whatsappOptIn && !contacts.whatsappStopped,
  };
}

export interface PersonChannels extends NotificationSettings {
  userId: string;
}

/** Each person's settings: their contacts, chosen (or default) channels per kind and text language. */
export async function loadNotificationSettings(db: Database, userIds: readonly string[]): Promise<Map<string, PersonChannels>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, PersonChannels>();
  if (ids.length === 0) return found;
  const accounts = await db
    .select({
      id: user.id,
      email: user.email,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      whatsappOptInAt: user.whatsappOptInAt,
      textLanguage: user.textLanguage,
    })
    .from(user)
    .where(inArray(user.id, ids));
  // The numbers' stops, in a look of their own: drizzle writes a column in a select's sql`` unqualified, so
  // an `exists` beside it compared phone_stops.phone_number with itself and read any stop as everyone's.
  const numbers = [...new Set(accounts.flatMap((account) => (account.phoneNumber ? [account.phoneNumber] : [])))];
  const stops = numbers.length === 0 ? [] : await db.select({ phoneNumber: phoneStops.phoneNumber, channel: phoneStops.channel }).from(phoneStops).where(inArray(phoneStops.phoneNumber, numbers));
  const stopped = (phoneNumber: string | null, channel: "sms" | "whatsapp") => stops.some((stop) => stop.phoneNumber === phoneNumber && stop.channel === channel);
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, ids));
  // Guessed only for whoever has never chosen: with the language switch or on the card.
  const unsaved = ids.filter((id) => !rows.some((row) => row.userId === id) && !accounts.some((account) => account.id === id && account.textLanguage !== null));
  const alertLanguages = await newestAlertLanguages(db, unsaved);
  const codeLanguages = await newestCodeLanguages(
    db,
    accounts.filter((account) => unsaved.includes(account.id) && account.phoneNumberVerified && account.phoneNumber).map((account) => account.phoneNumber!),
  );
  for (const account of accounts) {
    const contacts: AccountContacts = {
      email: shownEmail(account.email),
      phoneNumber: account.phoneNumberVerified ? account.phoneNumber : null,
      whatsappOptIn: account.whatsappOptInAt !== null,
      whatsappStopped: stopped(account.phoneNumber, "whatsapp"),
    };
    const smsStopped = contacts.phoneNumber !== null && stopped(account.phoneNumber, "sms");
    const whatsappUsable = contacts.phoneNumber !== null && contacts.whatsappOptIn && !contacts.whatsappStopped;
    const own = rows.filter((row) => row.userId === account.id);
    const channels = Object.fromEntries(
      notificationKinds.map((kind) => {
        const row = own.find((saved) => saved.kind === kind);
        const chosen = row ? { email: row.email, sms: row.sms, whatsapp: row.whatsapp } : defaultChannels(contacts, kind);
        // The STOP webhook unticked SMS for the accounts holding the number then; one that came to hold it since reads the same.
        // WhatsApp chosen before a STOP, or for a number the account no longer holds (its opt-in cleared), reads off.
        return [kind, { ...chosen, sms: chosen.sms && !smsStopped, whatsapp: chosen.whatsapp && whatsappUsable }];
      }),
    ) as Record<NotificationKind, KindChannels>;
    found.set(account.id, {
      userId: account.id,
      channels,
      language: account.textLanguage ?? own[0]?.language ?? alertLanguages.get(account.id) ?? (account.phoneNumber ? codeLanguages.get(account.phoneNumber) : undefined) ?? "en",
      whatsappOptIn: contacts.whatsappOptIn && !contacts.whatsappStopped,
      email: contacts.email,
      phoneNumber: contacts.phoneNumber,
      whatsappStopped: contacts.whatsappStopped,
      smsStopped,
      saved: own.length > 0,
    });
  }
  return found;
}

/** Before a person saves their channels: the language of their newest job alert (the page's when they saved it), in one look for all. */
async function newestAlertLanguages(db: Database, userIds: readonly string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const newest = await db
    .selectDistinctOn([jobAlerts.userId], { userId: jobAlerts.userId, language: jobAlerts.language })
    .from(jobAlerts)
    .where(inArray(jobAlerts.userId, [...userIds]))
    .orderBy(jobAlerts.userId, desc(jobAlerts.createdAt));
  return new Map(newest.map((row) => [row.userId!, row.language]));
}

/**
 * Before a person saves their channels or an alert: the language of the newest sign-in code sent to
 * their number, which is the page's they signed up or in on (a phone-only account has no other), in
 * one look for all. Sent messages are kept 30 days, so this holds for a month after the last sign-in.
 */
async function newestCodeLanguages(db: Database, phoneNumbers: readonly string[]): Promise<Map<string, Language>> {
  if (phoneNumbers.length === 0) return new Map();
  const newest = await db
    .selectDistinctOn([phoneOutbox.recipient], { recipient: phoneOutbox.recipient, language: phoneOutbox.language })
    .from(phoneOutbox)
    .where(and(eq(phoneOutbox.kind, "code"), inArray(phoneOutbox.recipient, [...phoneNumbers])))
    .orderBy(phoneOutbox.recipient, desc(phoneOutbox.id));
  return new Map(newest.map((row) => [row.recipient, row.language]));
}

/** The channels a person hears `kind` on now: chosen and reachable. */
export function channelsFor(person: PersonChannels, kind: NotificationKind): KindChannels {
  return reachableChannels(
    { email: person.email, phoneNumber: person.phoneNumber, whatsappOptIn: person.whatsappOptIn, whatsappStopped: person.whatsappStopped },
    person.channels[kind],
  );
}
