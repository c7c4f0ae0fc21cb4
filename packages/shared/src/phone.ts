/**
 * The phone as a way in and out (sign-in by a one-time code, SMS and WhatsApp): the names the server,
 * the web app and the database share.
 */

/** The channels besides e-mail. */
export const phoneChannels = ["sms", "whatsapp"] as const;
export type PhoneChannel = (typeof phoneChannels)[number];

/** Every channel a person may choose for a kind of news. */
export const notificationChannels = ["email", ...phoneChannels] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * The kinds of news a person chooses channels for: job alerts and Jobs for you, new messages,
 * interview invitations (changes and the reminder with them), application status.
 */
export const notificationKinds = ["alerts", "messages", "interviews", "status"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a one-time code was sent for: a code is good for that purpose only. */
export const phoneCodePurposes = ["sign-in", "sign-up", "add-number", "alert"] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/** The kinds of message the phone outbox carries (each its own SMS template id in India, its own WhatsApp template). */
export const phoneMessageKinds = ["code", "alert", "message", "interview", "status"] as const;
export type PhoneMessageKind = (typeof phoneMessageKinds)[number];

/** The domain of the stand-in address of an account made with a phone only (RFC 2606: never delivered). */
export const placeholderEmailDomain = "phone.invalid";

/** True for a real address; false for the stand-in of a phone-only account, which is never mailed. */
export function isRealEmail(email: string | null | undefined): email is string {
  return typeof email === "string" && email.length > 0 && !email.toLowerCase().endsWith(`@${placeholderEmailDomain}`);
}

/** A person's address as an answer of the API gives it: null for a phone-only account's stand-in, which nobody is shown. */
export function shownEmail(email: string | null | undefined): string | null {
  return isRealEmail(email) ? email : null;
}
