/**
 * The one error shape of the HTTP contract (ARCHITECTURE.md). `code` doubles as the i18n key
 * `errors.<code>` in packages/i18n; `message` is its English text.
 */
export const errorCodes = [
  "invalid_input",
  "unauthenticated",
  "forbidden",
  "not_found",
  "gone",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "origin_forbidden",
  "rate_limited",
  "internal",
  "service_unavailable",
  "login_failed",
  "wrong_account_type",
  "admin_email_invalid",
  "admin_credentials_invalid",
  "profile_not_found",
  "email_taken",
  "email_reserved",
  "admin_registration_refused",
  "reset_failed",
  "missing_token",
  "employers_only",
  "candidates_only",
  "role_change_refused",
  "invalid_file_format",
  "invalid_file_name",
  "file_too_large",
  "resume_required",
  "resume_profile_empty",
  "already_applied",
  "job_not_open",
  "invalid_status_change",
  "already_enrolled",
  "utr_taken",
  "course_unavailable",
  "enrollment_status_unchanged",
  "already_reported",
  "verification_pending",
  "verification_decided",
  "already_verified",
  "job_not_editable",
  "not_under_review",
  "no_open_reports",
  "alert_limit",
  "alert_exists",
  "conversation_not_started",
  "conversation_read_only",
  "application_not_shortlisted",
  "interview_exists",
  "no_interview",
  "interview_not_open",
  "employer_not_verified",
  "already_invited",
  "invitation_limit",
  "phone_code_invalid",
  "phone_code_expired",
  "phone_number_taken",
  "phone_number_only_sign_in",
  "phone_number_not_on_account",
  "email_already_set",
  "email_link_invalid",
  "email_link_expired",
  "email_link_used",
  "email_link_other_account",
  "not_given_up",
  "code_not_sent_again",
  "invitation_answered",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field name → messages in English, for `invalid_input`. */
    fields?: Record<string, string[]>;
    /** Field name → the i18n keys of that field's messages, one for one, where each has one: for a client to translate. */
    fieldKeys?: Record<string, string[]>;
    /** Values for the placeholders of the translated message, such as {{role}}. */
    params?: Record<string, string>;
    requestId: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}
