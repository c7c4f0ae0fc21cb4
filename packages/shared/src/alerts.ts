/**
 * Job alerts (issue 30): "Alert me to jobs like these" saves a job search's filters; new jobs the
 * search finds are mailed at once or in a daily digest at 8:00 in the site's time zone, in the
 * language chosen when saving. A candidate's alert is theirs at once; a guest's waits until the
 * address confirms it from the mailed link (nothing else is sent to an unconfirmed address).
 *
 * Routes (all JSON under /api/alerts):
 * - `POST   /` `CreateAlertInput` → 201 `{ alert: JobAlert, confirmationSent: boolean }`: a signed-in
 *   candidate's alert (their account's address, confirmed), or a guest's (`email` required; a
 *   confirmation mail is sent). A candidate is refused with 409 `alert_limit` past
 *   `maxAlertsPerAddress` confirmed alerts of their address, and so is confirming past it; an alert
 *   left unconfirmed is deleted after `unconfirmedAlertDays` days.
 *   A `for_you` alert is a signed-in candidate's, daily; asked again, the one they have is answered (200).
 *   A guest (who may type anyone's address) is answered alike, 201 with the alert as asked and
 *   `confirmationSent: true`, whatever the address has: a search asked again while its alert waits
 *   for its confirmation is that alert (its id), with its frequency and language as asked, and its
 *   confirmation mailed again; a search the address already has, confirmed (paused too; not one whose
 *   mail bounced), saves nothing and mails the address, in that alert's language with its links,
 *   that it already has it; at an address that has its most alerts, the guest's alert waits as any
 *   other (it takes no place) and, instead of a confirmation, the address is mailed, in the language
 *   of its newest alert with the link to its alerts, that the alert was not saved. A candidate saving a search their address already has, confirmed, is
 *   refused with 409 `alert_exists`, nothing saved or mailed.
 * - `GET    /` → `{ alerts: JobAlert[] }`: the signed-in candidate's alerts
 * - `PATCH  /:id` `UpdateAlertInput` → `{ alert }` (a `for_you` alert stays daily); `DELETE /:id` → `{ ok: true }` (the candidate's own)
 * - `GET    /by-token/:token` → `{ email, alerts }`: every alert of the address the token's alert
 *   was saved for (the link in each alert mail; no sign-in)
 * - `PATCH  /by-token/:token/:id` `UpdateAlertInput`, `DELETE /by-token/:token/:id`: the same, by link
 * - `POST   /confirm` `{ token }` → `{ alert }`: a guest's alert confirmed (409 `alert_exists` when the
 *   address has been given the same search since)
 * - `POST   /unsubscribe?token=` → `{ ok: true }`: one-click unsubscribe (RFC 8058: a mail client
 *   posts `List-Unsubscribe=One-Click`, with no Origin); the alert is deleted
 * - `POST   /by-phone` `CreatePhoneAlertInput` → 201 `{ alert, codeSent: true }`: a guest's alert saved
 *   to a mobile number, off until the code sent to it by SMS comes back (the code routes' limits apply);
 *   answered alike (201) whatever the number has: asked again for the same search (Send again), the
 *   alert still waiting, with its frequency and language as asked, and a new code sent for it; for a
 *   search the number already has, confirmed, nothing is saved and, instead of a code, one SMS says
 *   in that alert's language that it has it, with its stop link (within the site's daily SMS cap); a
 *   number that has its most alerts is texted likewise that the alert was not saved, with the short
 *   link to its alerts (`/m/<stop token>`); for these a code is stored all the same and sent to no
 *   one, so `/by-phone/confirm` refuses a code typed for them as any wrong one
 * - `POST   /by-phone/confirm` `ConfirmPhoneAlertInput` → `{ alert }`: confirmed by that code; its new
 *   jobs then go by SMS
 */
import { z } from "zod";
import { email } from "./auth.ts";
import { languages, type Language } from "./constants.ts";
import { jobSearchSchema } from "./jobs.ts";
import { mobileNumberField, oneTimeCodeField } from "./phone-accounts.ts";

export {
  alertFrequencies,
  alertKinds,
  describeAlertCriteria,
  digestHour,
  digestJobCount,
  maxAlertsPerAddress,
  unconfirmedAlertDays,
  type AlertFrequency,
  type AlertKind,
} from "./alert-options.ts";
import { alertFrequencies, alertKinds, type AlertFrequency, type AlertKind } from "./alert-options.ts";

/** What an alert searches for: the job search's own filters (no order, no page). */
export const alertCriteriaSchema = jobSearchSchema.pick({ q: true, type: true, location: true, salaryMin: true, salaryMax: true, verified: true });
export type AlertCriteria = z.output<typeof alertCriteriaSchema>;

export const createAlertSchema = z
  .object({
    kind: z.enum(alertKinds).default("search"),
    criteria: alertCriteriaSchema,
    frequency: z.enum(alertFrequencies),
    language: z.enum(languages),
    /** A guest's address; a signed-in candidate's alert goes to their account's address. */
    email: email.optional(),
  })
  .refine((alert) => alert.kind !== "for_you" || alert.frequency === "daily", { path: ["frequency"], message: "validation.alerts.forYouDaily" });
export type CreateAlertInput = z.input<typeof createAlertSchema>;

/** A guest's alert saved to a mobile number rather than an address (a search's, never Jobs for you). */
export const createPhoneAlertSchema = z.object({
  criteria: alertCriteriaSchema,
  frequency: z.enum(alertFrequencies),
  language: z.enum(languages),
  phoneNumber: mobileNumberField,
});
export type CreatePhoneAlertInput = z.input<typeof createPhoneAlertSchema>;

export const confirmPhoneAlertSchema = z.object({ id: z.uuid(), phoneNumber: mobileNumberField, code: oneTimeCodeField });
export type ConfirmPhoneAlertInput = z.input<typeof confirmPhoneAlertSchema>;

export const updateAlertSchema = z
  .object({ paused: z.boolean().optional(), frequency: z.enum(alertFrequencies).optional() })
  .refine((value) => value.paused !== undefined || value.frequency !== undefined, { message: "validation.alerts.nothingToChange" });
export type UpdateAlertInput = z.input<typeof updateAlertSchema>;

/** An alert's link token: 43 characters of base64url (32 random bytes). */
export const alertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export interface JobAlert {
  id: string;
  kind: AlertKind;
  email: string;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  language: Language;
  /** A guest's alert is sent nothing until the address confirms it. */
  confirmed: boolean;
  paused: boolean;
  /** The address refused the alert's mail for good (it bounced): nothing more is sent to it. */
  bounced: boolean;
  createdAt: string;
}
