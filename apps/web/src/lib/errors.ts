/** Turns any thrown error into one sentence in the reader's language. */
import { roles, type Role } from "@app/shared/constants";
import type { TFunction } from "@/lib/i18n";
import { ApiError } from "./api-error";

function isRole(value: string | undefined): value is Role {
  return value !== undefined && (roles as readonly string[]).includes(value);
}

/**
 * `errors.<code>` with the error's params (a role name is itself translated). For `invalid_input`
 * the first field message is shown, since the server sends field messages as i18n keys or as their
 * English text; forms that show errors beside each field pass `{ fields: false }`. A `rate_limited`
 * that names the minutes to wait has a sentence of its own (`errors.rate_limited_minutes`, a
 * text's context); within a minute it is the plain "wait a moment".
 */
export function errorMessage(t: TFunction, error: unknown, options: { fields?: boolean } = {}): string {
  if (!(error instanceof ApiError)) return t("errors.internal");

  if (error.code === "invalid_input" && options.fields !== false) {
    const first = Object.values(error.fields).flat()[0];
    if (first) return t(first, { defaultValue: first });
  }

  const params: Record<string, string> = { ...error.params };
  if (isRole(params.role)) params.role = t(`common.roles.${params.role}`);
  const context = error.code === "rate_limited" && params.minutes ? "minutes" : undefined;
  return t(`errors.${error.code}`, { ...params, context, defaultValue: error.message });
}
