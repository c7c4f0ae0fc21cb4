/**
 * Who hears what, and how (issue 49): the channels a person chooses for each kind of news, and the
 * language of their SMS and WhatsApp messages (a mail carries both languages; a text has room for one).
 *
 * Routes (JSON under /api/notifications, signed in):
 * - `GET /preferences` → `NotificationSettings`: what the person chose, or their account's defaults;
 *   WhatsApp reads off wherever it cannot be used (no verified number, no opt-in for it, a STOP)
 * - `PUT /preferences` `NotificationPreferencesInput` → `NotificationSettings`. 400 `invalid_input`
 *   for a channel the account cannot be reached on: e-mail without a real address, SMS or WhatsApp
 *   without a verified number, WhatsApp without `whatsappOptIn`.
 * - `PUT /language` `TextLanguageInput` → `NotificationSettings`: the site's language switch, which the
 *   person's texts follow from then on as they do the card's choice. 400 `invalid_input` for another language.
 */
import { z } from "zod";
import { languages, type Language } from "./constants.ts";
import { notificationKinds, type NotificationKind } from "./phone.ts";

export const kindChannelsSchema = z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });
export type KindChannels = z.infer<typeof kindChannelsSchema>;

export const notificationPreferencesSchema = z.object({
  channels: z.object(Object.fromEntries(notificationKinds.map((kind) => [kind, kindChannelsSchema])) as Record<NotificationKind, typeof kindChannelsSchema>),
  /** The language of the person's SMS and WhatsApp messages. */
  language: z.enum(languages),
  /** Ticked on the site: the person agrees to hear from us on WhatsApp (needed for any WhatsApp channel). */
  whatsappOptIn: z.boolean(),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** The language the site was switched to, for the person's SMS and WhatsApp messages. */
export const textLanguageSchema = z.object({ language: z.enum(languages) });
export type TextLanguageInput = z.infer<typeof textLanguageSchema>;

export interface NotificationSettings {
  channels: Record<NotificationKind, KindChannels>;
  language: Language;
  whatsappOptIn: boolean;
  /** The account's real address; null for a phone-only account (e-mail cannot be chosen). */
  email: string | null;
  /** The verified number (E.164); null without one (SMS and WhatsApp cannot be chosen). */
  phoneNumber: string | null;
  /** The number answered STOP on WhatsApp: ticking the opt-in again starts it anew. */
  whatsappStopped: boolean;
  /** The number answered STOP by SMS (ADR 075), which unticked SMS for every kind: ticking SMS again starts it anew. */
  smsStopped: boolean;
  /** False while the account's defaults stand (nothing saved yet). */
  saved: boolean;
}
