/**
 * A person's channels for each kind of news (notifications/channels.ts reads them for the notifier):
 * read with the account's defaults where nothing is saved, and saved only where the account can be
 * reached (e-mail at a real address, SMS and WhatsApp at a verified number, WhatsApp after its opt-in).
 * Ticking the opt-in is also how a number that answered STOP on WhatsApp starts hearing from us again.
 * The texts' language is the person's last choice (`user.text_language`): on the card, or with the
 * site's language switch (`chooseTextLanguage`), so a reader who switches the site to Kannada gets
 * Kannada texts from then on.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Language } from "@app/shared/constants";
import type { NotificationPreferencesInput, NotificationSettings } from "@app/shared/notifications";
import { notificationKinds } from "@app/shared/phone";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, phoneStops, user } from "../../db/schema/index.ts";
import { AppError, keyedFields } from "../../errors/app-error.ts";
import { loadNotificationSettings } from "../../notifications/channels.ts";

export async function getNotificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const person = (await loadNotificationSettings(db, [userId])).get(userId);
  if (!person) throw new AppError("unauthenticated");
  return {
    channels: person.channels,
    language: person.language,
    whatsappOptIn: person.whatsappOptIn,
    email: person.email,
    phoneNumber: person.phoneNumber,
    whatsappStopped: person.whatsappStopped,
    smsStopped: person.smsStopped,
    saved: person.saved,
  };
}

/** Each channel chosen that the account cannot be reached on, by field (`channels.status.sms`). */
function unreachable(current: NotificationSettings, input: NotificationPreferencesInput): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (input.whatsappOptIn && current.phoneNumber === null) problems.whatsappOptIn = ["validation.notifications.numberNeeded"];
  for (const kind of notificationKinds) {
    const chosen = input.channels[kind];
    if (chosen.email && current.email === null) problems[`channels.${kind}.email`] = ["validation.notifications.emailNeeded"];
    if (chosen.sms && current.phoneNumber === null) problems[`channels.${kind}.sms`] = ["validation.notifications.numberNeeded"];
    if (chosen.whatsapp && current.phoneNumber === null) problems[`channels.${kind}.whatsapp`] = ["validation.notifications.numberNeeded"];
    else if (chosen.whatsapp && !input.whatsappOptIn) problems[`channels.${kind}.whatsapp`] = ["validation.notifications.whatsappOptInNeeded"];
  }
  return problems;
}

export async function saveNotificationPreferences(db: Database, userId: string, input: NotificationPreferencesInput): Promise<NotificationSettings> {
  const current = await getNotificationSettings(db, userId);
  const problems = unreachable(current, input);
  if (Object.keys(problems).length > 0) throw new AppError("invalid_input", keyedFields(problems));
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(notificationKinds.map((kind) => ({ userId, kind, ...input.channels[kind], language: input.language })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: {
          email: sql`excluded.email`,
          sms: sql`excluded.sms`,
          whatsapp: sql`excluded.whatsapp`,
          language: sql`excluded.language`,
          updatedAt: sql`now()`,
        },
      });
    await tx.update(user).set({ textLanguage: input.language }).where(eq(user.id, userId));
    if (!input.whatsappOptIn) {
      await tx.update(user).set({ whatsappOptInAt: null }).where(eq(user.id, userId));
    } else if (!current.whatsappOptIn) {
      // Ticked anew (first time, or after a STOP): the opt-in is now, and the STOP is lifted.
      await tx.update(user).set({ whatsappOptInAt: sql`now()` }).where(eq(user.id, userId));
      await tx.delete(phoneStops).where(and(eq(phoneStops.phoneNumber, current.phoneNumber!), eq(phoneStops.channel, "whatsapp")));
    }
    // SMS ticked for some news: the person asks for texts again, so a STOP by SMS (which unticked them all) is lifted (ADR 075).
    if (current.phoneNumber && notificationKinds.some((kind) => input.channels[kind].sms)) {
      await tx.delete(phoneStops).where(and(eq(phoneStops.phoneNumber, current.phoneNumber), eq(phoneStops.channel, "sms")));
    }
  });
  return getNotificationSettings(db, userId);
}

/** The site's language switch, signed in: the person's texts go in `language` from now on (the card shows it). */
export async function chooseTextLanguage(db: Database, userId: string, language: Language): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ textLanguage: language }).where(eq(user.id, userId));
    // Saved channels keep their language beside them, the same on each row.
    await tx.update(notificationPreferences).set({ language, updatedAt: sql`now()` }).where(eq(notificationPreferences.userId, userId));
  });
  return getNotificationSettings(db, userId);
}
