/**
 * The one error a service, a guard or a route throws when it refuses something. It names what went
 * wrong in the domain's words (`code`, also the i18n key `errors.<code>`); which HTTP status that
 * is, is decided in one place, `http/errors.ts`.
 */
import type { ErrorCode } from "@app/shared/errors";
import { englishText, errorText } from "./messages.ts";

export interface AppErrorOptions {
  /** Field name → messages in English, for `invalid_input`. */
  fields?: Record<string, string[]>;
  /** Field name → the i18n keys of that field's messages, one for one (`keyedFields`). */
  fieldKeys?: Record<string, string[]>;
  /** Values for the placeholders of the translated message, such as {{status}}. */
  params?: Record<string, string>;
  /** The English text, when it is not simply `errors.<code>`. */
  message?: string;
  /** For `rate_limited`: how many seconds until trying again can succeed (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorText(code, options.params));
    this.name = "AppError";
  }
}

/**
 * Field messages named by their i18n keys (`validation.…`): `fields` in English for any client, and
 * `fieldKeys` for the web app, which shows them in the reader's language.
 */
export function keyedFields(keys: Record<string, string[]>): Pick<AppErrorOptions, "fields" | "fieldKeys"> {
  const fields = Object.fromEntries(Object.entries(keys).map(([field, messages]) => [field, messages.map((key) => englishText(key))]));
  return { fields, fieldKeys: keys };
}
