/**
 * What the résumé card and the profile's Save say about a résumé file: its size, and why one was not
 * taken — a wrong type (by its name here, or by its content on the server), a file over the limit,
 * or the server's own reason. One place, so both say the same.
 */
import { resumeMaxBytes } from "@app/shared/candidates";
import type { Language } from "@app/shared/constants";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, type TFunction } from "@/lib/i18n";

const KB = 1024;
const MB = 1024 * KB;

/** '532 bytes', '48 KB', '1.2 MB': one decimal at most, digits grouped for the language. */
export function formatFileSize(bytes: number, language: Language, t: TFunction): string {
  if (bytes < KB) return t("candidates.resume.size.bytes", { value: formatNumber(bytes, language) });
  if (bytes < MB) return t("candidates.resume.size.kb", { value: formatNumber(Math.round(bytes / KB), language) });
  return t("candidates.resume.size.mb", { value: formatNumber(Math.round((bytes / MB) * 10) / 10, language) });
}

export type ResumeRefusal = { title: string; description: string };

export function invalidFormatRefusal(t: TFunction): ResumeRefusal {
  return { title: t("candidates.resume.invalidFormat.title"), description: t("candidates.resume.invalidFormat.description") };
}

export function tooLargeRefusal(t: TFunction): ResumeRefusal {
  return {
    title: t("candidates.resume.tooLarge.title"),
    description: t("candidates.resume.tooLarge.description", { max: formatFileSize(resumeMaxBytes, currentLanguage(), t) }),
  };
}

/** Why the server did not take an uploaded résumé. */
export function resumeRefusal(t: TFunction, error: unknown): ResumeRefusal {
  if (error instanceof ApiError) {
    // The server judged the content: a renamed file gets the same message as a wrong extension.
    if (error.code === "invalid_file_format") return invalidFormatRefusal(t);
    // file_too_large from the résumé check, or payload_too_large from the upload's body limit, which
    // a file well over the limit meets first.
    if (error.status === 413) return tooLargeRefusal(t);
  }
  return { title: t("candidates.resume.uploadFailed"), description: errorMessage(t, error) };
}
