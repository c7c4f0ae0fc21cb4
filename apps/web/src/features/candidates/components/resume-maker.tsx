/**
 * "Make my resume": for a candidate with no résumé file, the server writes a one-page PDF from the
 * profile in the language chosen here and makes it the profile's résumé. When the profile has
 * changed since the résumé on it was made, a fresh one is offered.
 */
import { useId, useState } from "react";
import FileSignature from "lucide-react/icons/file-pen-line";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { ResumeFile } from "@app/shared/candidates";
import { isLanguage, languages, type Language } from "@app/shared/constants";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useMakeResume } from "../api/make-resume";

/** Each language named in its own script, as the language switch names it. */
const languageNames: Record<Language, string> = { en: "English", kn: "ಕನ್ನಡ" };

/** Whether the profile has changed since the résumé on it was made from it (never for an upload). */
export function isMadeResumeOutdated(resume: ResumeFile | null, profileUpdatedAt: string): boolean {
  const made = resume?.madeFromProfileAt ?? null;
  return made !== null && Date.parse(profileUpdatedAt) > Date.parse(made);
}

export function ResumeMaker({
  resume,
  profileUpdatedAt,
  disabled,
  open = false,
}: {
  resume: ResumeFile | null;
  profileUpdatedAt: string;
  disabled?: boolean;
  /** Shown although the profile has an up-to-date résumé: the candidate asked for it. */
  open?: boolean;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const make = useMakeResume();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const outdated = isMadeResumeOutdated(resume, profileUpdatedAt);

  function submit() {
    make.mutate(language, {
      onSuccess: () => toast.success(t("candidates.resume.made.title"), { description: t("candidates.resume.made.description") }),
      onError: (error) => toast.error(t("candidates.resume.made.failed"), { description: errorMessage(t, error) }),
    });
  }

  const form = (
    <>
      {outdated && (
        <p role="status" className="rounded-lg border border-highlight/50 bg-highlight-soft p-3 text-sm text-highlight-foreground">
          {t("candidates.resume.made.outdated")}
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>{t("candidates.resume.made.language")}</Label>
        <NativeSelect id={selectId} value={language} onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}>
          {languages.map((option) => (
            <option key={option} value={option} lang={option}>
              {languageNames[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant={resume && !outdated ? "outline" : "default"} className="w-full" disabled={disabled || make.isPending} onClick={submit}>
        {make.isPending ? (
          <Spinner label={t("candidates.resume.made.making")} showLabel className="text-current" />
        ) : (
          <>
            {outdated ? <RefreshCw aria-hidden="true" /> : <FileSignature aria-hidden="true" />}
            {t(outdated ? "candidates.resume.made.fresh" : "candidates.resume.made.make")}
          </>
        )}
      </Button>
    </>
  );

  // With a résumé on the profile that is not out of date, the card offers it as a button beside
  // Replace Resume (`open` once tapped): on a phone the card stays short enough for the profile
  // form, and its Save, to show below it.
  if (resume && !outdated && !open) return null;

  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <p className="font-medium">{t(resume ? "candidates.resume.made.againTitle" : "candidates.resume.made.noFileTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("candidates.resume.made.explanation")}</p>
      </div>
      {form}
    </div>
  );
}
