/**
 * Where a refusal of /alerts/new's forms shows, whether the script sent them or they were posted:
 * under the field it is about (a bad address or number, too many codes, a wrong or spent code), or
 * above the form with its title.
 */
import type { z } from "zod";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import type { FormEcho } from "@/lib/form-echo";
import type { TFunction } from "@/lib/i18n";
import { channelOf } from "../new-alert-form";

/**
 * What was being done: a guest saving to an address, asking for a code (first, or again), or
 * confirming with it; or a candidate saving to their account's address (no field to show it under).
 */
export type AlertStage = "email" | "number" | "resend" | "code" | "account";

export type AlertRefusal = { field: "email" | "phoneNumber" | "code"; key: string } | { field: null; title: string; description: string };

/** The stage a posted form was at (its page was drawn again with its echo). */
export function postedStage(echo: FormEcho): AlertStage {
  if (channelOf(echo.values) === "email") return "email";
  const { step } = echo.values;
  return step === "code" || step === "resend" ? step : "number";
}

/** The form's own check refused it, as the server would have: an `invalid_input` with the messages' keys. */
export function invalidInput(issues: z.core.$ZodIssue[]): ApiError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0] ?? "")] ??= []).push(issue.message);
  return new ApiError(400, { code: "invalid_input", message: "Invalid input", fields, requestId: "" });
}

const fieldOf = { email: "email", number: "phoneNumber", resend: null, code: "code", account: null } as const;
const titleOf = {
  email: "alerts.dialog.failedTitle",
  account: "alerts.dialog.failedTitle",
  number: "alerts.phone.sendFailedTitle",
  resend: "alerts.phone.sendFailedTitle",
  code: "alerts.phone.confirmFailedTitle",
} as const;

export function alertRefusal(t: TFunction, error: unknown, stage: AlertStage): AlertRefusal {
  const field = fieldOf[stage];
  const apiError = error instanceof ApiError ? error : null;
  const fieldKey = field ? apiError?.fields[field]?.[0] : undefined;
  if (field && fieldKey) return { field, key: fieldKey };
  if (field === "code" && (apiError?.code === "phone_code_invalid" || apiError?.code === "phone_code_expired")) return { field, key: `errors.${apiError.code}` };

  const asksCode = stage === "number" || stage === "resend";
  // The limits on codes: one each 30 s to a number, a few an hour (their windows are an hour long).
  const tooMany = asksCode && apiError?.code === "rate_limited" ? (apiError.params.minutes ? "alerts.phone.tooManyCodes" : "alerts.phone.codeJustSent") : null;
  if (tooMany && field) return { field, key: tooMany };

  // A number that has its most alerts is texted so in place of a code (POST /api/alerts/by-phone
  // answers 201 all the same): no refusal here tells the asker so.
  const description = tooMany !== null ? t(tooMany) : errorMessage(t, error);
  return { field: null, title: t(titleOf[stage]), description };
}
