/**
 * The one error a service, a guard or a route throws when it refuses something. It names what went
 * wrong in the domain's words (`code`, also the i18n key `errors.<code>`); which HTTP status that
 * is, is decided in one place, `http/errors.ts`.
 */
import type { ErrorCode } from "@app/shared/errors";
import { errorText } from "./messages.ts";

export interface AppErrorOptions {
  /** Field name → messages, for `invalid_input`. */
  fields?: Record<string, string[]>;
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
