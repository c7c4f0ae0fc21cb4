/**
 * The error shape of the HTTP contract: `{ error: { code, message, fields?, params?, requestId } }`.
 * Services, guards and routes throw AppError with a code; `httpStatus` is the one place that says
 * which HTTP status each code is. Anything else becomes a logged 500 with no detail for the client.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { ApiErrorBody, ErrorCode } from "@app/shared/errors";
import { AppError, keyedFields, type AppErrorOptions } from "../errors/app-error.ts";
import { englishText, errorText } from "../errors/messages.ts";
import { isConnectionLost } from "../db/errors.ts";

/** How long a client waits before trying again after the database connection was lost. */
const retryAfterConnectionLostSeconds = 2;

/** Retry-After of a 429 whose wait is not known (one a library raised). */
const defaultRetryAfterSeconds = 60;

/** Every code's HTTP status. A new code without one does not compile. */
export const httpStatus: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  invalid_file_name: 400,
  email_reserved: 400,
  reset_failed: 400,
  missing_token: 400,
  unauthenticated: 401,
  login_failed: 401,
  forbidden: 403,
  origin_forbidden: 403,
  wrong_account_type: 403,
  admin_email_invalid: 403,
  admin_credentials_invalid: 403,
  admin_registration_refused: 403,
  employers_only: 403,
  candidates_only: 403,
  role_change_refused: 403,
  not_found: 404,
  profile_not_found: 404,
  gone: 410,
  conflict: 409,
  email_taken: 409,
  resume_required: 409,
  resume_profile_empty: 409,
  already_applied: 409,
  job_not_open: 409,
  invalid_status_change: 409,
  already_enrolled: 409,
  utr_taken: 409,
  course_unavailable: 409,
  enrollment_status_unchanged: 409,
  already_reported: 409,
  verification_pending: 409,
  verification_decided: 409,
  already_verified: 409,
  job_not_editable: 409,
  alert_limit: 409,
  alert_exists: 409,
  not_under_review: 409,
  no_open_reports: 409,
  conversation_not_started: 409,
  conversation_read_only: 409,
  application_not_shortlisted: 409,
  interview_exists: 409,
  no_interview: 404,
  interview_not_open: 409,
  employer_not_verified: 403,
  already_invited: 409,
  invitation_answered: 409,
  invitation_limit: 429,
  phone_code_invalid: 400,
  phone_code_expired: 400,
  phone_number_taken: 409,
  phone_number_only_sign_in: 409,
  phone_number_not_on_account: 404,
  email_already_set: 409,
  email_link_invalid: 404,
  email_link_expired: 410,
  email_link_used: 409,
  email_link_other_account: 403,
  not_given_up: 409,
  code_not_sent_again: 409,
  payload_too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  invalid_file_format: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

export function errorBody(
  c: Context,
  code: ErrorCode,
  options: AppErrorOptions = {},
): ApiErrorBody {
  return {
    error: {
      code,
      message: options.message ?? errorText(code, options.params),
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.fieldKeys ? { fieldKeys: options.fieldKeys } : {}),
      ...(options.params ? { params: options.params } : {}),
      requestId: c.get("requestId") ?? "",
    },
  };
}

/**
 * zod issues → `fields` with English texts, and `fieldKeys` with the schemas' i18n keys: a field whose
 * messages are all keys (one that is not, such as zod's own, leaves its field in `fields` only).
 */
export function fieldsFromZod(error: z.ZodError): Pick<AppErrorOptions, "fields" | "fieldKeys"> {
  const flat = z.flattenError(error, (issue) => issue.message);
  const keys: Record<string, string[]> = { ...(flat.fieldErrors as Record<string, string[]>) };
  if (flat.formErrors.length > 0) keys._ = flat.formErrors;
  const { fields = {} } = keyedFields(keys);
  const fieldKeys = Object.fromEntries(
    Object.entries(keys).filter(([, messages]) => messages.every((key) => englishText(key) !== key)),
  );
  return Object.keys(fieldKeys).length > 0 ? { fields, fieldKeys } : { fields };
}

/** The hook every zValidator gets, so a bad input answers 400 in the contract's shape. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const fields = result.error instanceof z.ZodError ? fieldsFromZod(result.error) : {};
    return c.json(errorBody(c, "invalid_input", fields), 400);
  }
}

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: "invalid_input",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/**
 * A failed query's error as it may be logged: its SQL and the database's own error, never the
 * parameters (which hold what a client typed, and would let anyone write into the log).
 */
export function withoutQueryParameters(error: Error): Error {
  if (!("query" in error && "params" in error)) return error;
  const logged = new Error(`Failed query: ${String(error.query)}`);
  logged.name = error.name;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  // Postgres quotes the offending value in some messages ('invalid input syntax for type uuid: "…"').
  if (cause) logged.cause = { code: cause.code, message: String(cause.message ?? "").replace(/"[^"]*"/g, '"…"').slice(0, 200) };
  return logged;
}

/**
 * `rate_limited`, saying when to try again. Over a minute the text names the minutes (two or more,
 * so the English "minutes" always fits); within a minute it asks to wait a moment. The wait also
 * goes out as Retry-After.
 */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds <= 60) return new AppError("rate_limited", { params: { seconds: String(seconds) }, retryAfterSeconds: seconds });
  const minutes = String(Math.ceil(seconds / 60));
  return new AppError("rate_limited", {
    params: { minutes },
    message: englishText("errors.rate_limited_minutes", { minutes }),
    retryAfterSeconds: seconds,
  });
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    const status = httpStatus[error.code];
    if (status === 429) c.header("Retry-After", String(error.options.retryAfterSeconds ?? defaultRetryAfterSeconds));
    if (status === 503) c.header("Retry-After", String(error.options.retryAfterSeconds ?? retryAfterConnectionLostSeconds));
    return c.json(errorBody(c, error.code, error.options), status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = statusCodes[error.status] ?? "invalid_input";
    if (error.status === 429) c.header("Retry-After", String(defaultRetryAfterSeconds));
    return c.json(errorBody(c, code), error.status);
  }
  const status = unexpectedErrorStatus(c, error);
  return c.json(errorBody(c, status === 503 ? "service_unavailable" : "internal"), status);
};

/**
 * An error no route expected, logged: 503 with Retry-After when the database's connection was lost
 * (the pool replaces it by itself; the client is told to try again shortly), else 500. For the API's
 * answer (`onError`) and a page drawn in spite of it (web-app.ts).
 */
export function unexpectedErrorStatus(c: Context, error: unknown): 503 | 500 {
  const logged = error instanceof Error ? withoutQueryParameters(error) : error;
  if (isConnectionLost(error)) {
    c.get("logger")?.warn({ err: logged }, "database connection lost");
    c.header("Retry-After", String(retryAfterConnectionLostSeconds));
    return 503;
  }
  c.get("logger")?.error({ err: logged }, "unhandled error");
  return 500;
}

export const onNotFound: NotFoundHandler = (c) => c.json(errorBody(c, "not_found"), 404);

/** A validator hook for ids in the path: a malformed id names nothing, so it is "not found". */
export function notFoundHook(result: { success: boolean }) {
  if (!result.success) throw new AppError("not_found");
}
