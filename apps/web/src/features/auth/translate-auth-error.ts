import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { roles, type Role } from "@app/shared/constants";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import type { TFunction } from "@/lib/i18n";

function isRole(value: string | undefined): value is Role {
  return value !== undefined && (roles as readonly string[]).includes(value);
}

/**
 * Puts the server's field messages (invalid_input) under the form's own fields, and says whether
 * any landed there. The form checks the same schema first, so this is only a safety net.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.code !== "invalid_input") return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[name]?.[0];
    if (message) {
      setError(name, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}

/**
 * An account error in the chosen language, for the failure toast. wrong_account_type has one text
 * per role (`errors.wrong_account_type_<role>`, an i18next context): a role word dropped into one
 * sentence reads badly in both languages ("a employer"). The {{role}} text stays as the fallback.
 * `shownAtFields`: the field messages are already under the fields, so the toast need not repeat one.
 */
export function translateAuthError(t: TFunction, error: unknown, shownAtFields = false): string {
  if (error instanceof ApiError && error.code === "wrong_account_type" && isRole(error.params.role)) {
    const role = error.params.role;
    return t("errors.wrong_account_type", { context: role, role: t(`auth.roles.${role}`) });
  }
  return errorMessage(t, error, { fields: !shownAtFields });
}
