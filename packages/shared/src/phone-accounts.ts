/**
 * Inputs of signing up and in with a mobile number and a one-time code, and of adding a number or an
 * e-mail address to an account. Messages are i18n keys, as in auth.ts. The number is only checked
 * for its shape here (digits, spaces, a + in front); the server normalises it to E.164 and refuses
 * what is not a mobile number (apps/server/src/modules/accounts/mobile-number.ts), so the web app
 * does not carry the numbering plans of the world (ADR 054).
 */
import { z } from "zod";
import { companyField, email, nameField } from "./auth.ts";
import { languages } from "./constants.ts";

/** Digits in a one-time code. */
export const oneTimeCodeLength = 6;
/** Minutes a code is good for; the SMS says so. */
export const oneTimeCodeMinutes = 5;
/** Seconds before another code may be asked for the same number ("Send again"). */
export const oneTimeCodeResendSeconds = 30;

/** A mobile number as typed: `98450 12345`, `+91 98450-12345`, `098450 12345`. */
export const mobileNumberField = z
  .string({ error: "validation.mobile.required" })
  .trim()
  .min(1, { error: "validation.mobile.required", abort: true })
  .max(24, { error: "validation.mobile.invalid", abort: true })
  .regex(/^\+?[0-9]+(?:[ -]?[0-9]+)*$/, "validation.mobile.invalid");

/** The code from the SMS; spaces typed between its digits are dropped. */
export const oneTimeCodeField = z
  .string({ error: "validation.oneTimeCode.required" })
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.oneTimeCode.required", abort: true })
      .regex(new RegExp(`^[0-9]{${oneTimeCodeLength}}$`), "validation.oneTimeCode.invalid"),
  );

/** The reader's language, for the SMS; English when not said. */
const smsLanguage = z.enum(languages).optional();

/** Asking for a code to sign in, or to add a number to the signed-in account. */
export const phoneCodeRequestSchema = z.object({ phoneNumber: mobileNumberField, language: smsLanguage });
export type PhoneCodeRequestInput = z.infer<typeof phoneCodeRequestSchema>;

/** Signing in with the code, or confirming a number added to the signed-in account. */
export const phoneCodeSchema = z.object({ phoneNumber: mobileNumberField, code: oneTimeCodeField });
export type PhoneCodeInput = z.infer<typeof phoneCodeSchema>;

/** Removing the account's mobile number: the number the page shows, so a number changed meanwhile (another tab) is not removed unseen. */
export const removePhoneNumberSchema = z.object({ phoneNumber: mobileNumberField });
export type RemovePhoneNumberInput = z.infer<typeof removePhoneNumberSchema>;

/** A sign-up's first step: who is signing up, and the number the code goes to. */
export const candidatePhoneSignUpRequestSchema = phoneCodeRequestSchema.extend({ name: nameField });
export const employerPhoneSignUpRequestSchema = candidatePhoneSignUpRequestSchema.extend({ company: companyField });
export type PhoneSignUpRequestInput = z.infer<typeof candidatePhoneSignUpRequestSchema> & { company?: string };

/** A sign-up's second step: the first step's fields again, with the code. */
export const candidatePhoneSignUpSchema = phoneCodeSchema.extend({ name: nameField });
export const employerPhoneSignUpSchema = candidatePhoneSignUpSchema.extend({ company: companyField });
export type PhoneSignUpInput = z.infer<typeof candidatePhoneSignUpSchema> & { company?: string };

/**
 * An e-mail address added to an account made with a phone (to get e-mail too), and the language of
 * the page it was added on, which its confirmation mail is written in first (English when not said).
 */
export const addEmailSchema = z.object({ email, language: z.enum(languages).optional() });
export type AddEmailInput = z.infer<typeof addEmailSchema>;

/** Days the link that confirms an added address works; the mail says so. */
export const emailLinkDays = 3;

/** The token of the link mailed to an added address: 32 random bytes, base64url. */
export const emailLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Confirming an added address from the mailed link. */
export const confirmEmailSchema = z.object({ token: emailLinkTokenSchema });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** An address added to the account and not yet confirmed from the link mailed to it. */
export interface PendingEmail {
  email: string;
  /** When the newest link was sent, and when it stops working (ISO). */
  sentAt: string;
  expiresAt: string;
  /** The newest link has run out: "Send again" mails a new one. */
  expired: boolean;
}

/** What asking for a code answers, whether or not one was sent (no answer tells whether a number has an account). */
export interface PhoneCodeSent {
  /** The number as the server read it (E.164), for the code step to show and send back. */
  phoneNumber: string;
  /** Seconds before "Send again" may ask for another. */
  resendAfterSeconds: number;
}
