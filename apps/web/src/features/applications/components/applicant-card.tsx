/**
 * One application as the employer reviews it (SPEC.md §2 Employer dashboard, §4 Application status):
 * who applied, for what and when, the cover letter and the resume, and the moves the status allows.
 * Pending: Shortlist or Reject. Shortlisted: Mark as Successful Hire, after a confirmation, which also
 * fills the job. The server refuses any other move; its reason is shown.
 */
import { useId, useState, type ReactNode } from "react";
import BadgeCheck from "lucide-react/icons/badge-check";
import Briefcase from "lucide-react/icons/briefcase";
import CalendarDays from "lucide-react/icons/calendar-days";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import Download from "lucide-react/icons/download";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { applicationStatuses, type ApplicationStatus, type EmployerApplication, type ReviewStatus } from "@app/shared/applications";
import { fileDownloadPath } from "@app/shared/candidates";
import { jobTitleOf } from "@app/shared/job-texts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { currentLanguage, type TFunction, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useHireApplicant } from "../api/hire-applicant";
import { useReviewApplication } from "../api/review-application";
import { ApplicationStatusBadge } from "@/components/status-badges";
import { ApplicantContactLinks } from "./applicant-contact-links";

function isApplicationStatus(value: string | undefined): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value ?? "");
}

/**
 * The server's reason when it refused the move (job closed, status already changed, application
 * gone), with a status in it translated; otherwise the general failure text of SPEC.md §8.
 */
function refusalReason(t: TFunction, error: unknown, fallback: string): string {
  // A 404 (the application or its job deleted meanwhile) says no more than the general text.
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 404 || error.code === "invalid_input") {
    return fallback;
  }
  const status = error.params.status;
  if (error.code === "invalid_status_change" && isApplicationStatus(status)) {
    return t("errors.invalid_status_change", { status: t(`applications.status.${status}`) });
  }
  return errorMessage(t, error);
}

/**
 * What other features add to a card, composed by the route (a feature does not draw another's
 * components): `details` under the cover letter (the interview), `actions` after the card's own
 * moves, in their row but not among them (Message).
 */
export type ApplicantParts = { details?: ReactNode; actions?: ReactNode };

/** What the candidate's profile says of their years of work, studies and languages (issue 52), in one line; nothing when none is given. */
function CandidateFacts({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const years = application.candidateExperienceYears;
  const facts = [
    years === null ? null : years === 0 ? t("candidates.facts.newToWork") : t("candidates.facts.years", { count: years }),
    application.candidateEducationLevel ? t(`candidates.facts.education.${application.candidateEducationLevel}`) : null,
    application.candidateLanguages.length > 0 ? application.candidateLanguages.map((spoken) => t(`candidates.facts.languages.${spoken}`)).join(", ") : null,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <p className="text-sm text-muted-foreground">{facts.join(" · ")}</p>;
}

export function ApplicantCard({ application, details, actions }: { application: EmployerApplication } & ApplicantParts) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const nameId = useId();
  const coverLetterId = useId();
  const [coverLetterOpen, setCoverLetterOpen] = useState(false);
  const [confirmingHire, setConfirmingHire] = useState(false);
  const review = useReviewApplication();
  const hire = useHireApplicant();
  const busy = review.isPending || hire.isPending;
  // A filled or closed job takes no more moves (the server refuses them too).
  const jobOpen = application.jobStatus === "active";
  const name = application.candidateName;

  async function changeStatus(status: ReviewStatus) {
    try {
      await review.mutateAsync({ id: application.id, status });
      toast.success(t("employer.applicant.statusUpdatedTitle"), {
        description: t("employer.applicant.statusUpdatedDescription", { status: t(`applications.status.${status}`) }),
      });
    } catch (error) {
      toast.error(t("employer.applicant.updateFailedTitle"), {
        description: refusalReason(t, error, t("employer.applicant.updateFailedDescription")),
      });
    }
  }

  async function confirmHire() {
    try {
      await hire.mutateAsync(application.id);
      toast.success(t("employer.applicant.hire.successTitle"), { description: t("employer.applicant.hire.successDescription") });
    } catch (error) {
      toast.error(refusalReason(t, error, t("employer.applicant.hire.failed")));
    } finally {
      setConfirmingHire(false);
    }
  }

  function announceDownload() {
    toast.success(t("employer.applicant.downloadTitle"), { description: t("employer.applicant.downloadDescription", { name }) });
  }

  return (
    <article aria-labelledby={nameId} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          {application.candidatePhoto && (
            <img src={application.candidatePhoto} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full border border-border object-cover" />
          )}
          <div className="grid min-w-0 gap-1">
            <h3 id={nameId} className="text-lg leading-snug font-semibold break-words">
              {name}
            </h3>
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">
                <span className="sr-only">{t("employer.applicant.job")}: </span>
                <span>{jobTitleOf(application, currentLanguage())}</span>
              </span>
            </p>
            <CandidateFacts application={application} />
          </div>
        </div>
        <div className="flex items-center gap-1.5">
          <span className="sr-only">{t("employer.applicant.status")}:</span>
          <ApplicationStatusBadge status={application.status} />
        </div>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {application.candidateEmail ? (
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("employer.applicant.email")}</span>
            </dt>
            <dd className="min-w-0 truncate">
              <a href={`mailto:${application.candidateEmail}`} className="text-primary underline-offset-4 hover:underline">
                {application.candidateEmail}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="flex h-8 items-center">
            <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("employer.applicant.phone")}</span>
          </dt>
          {/* The number once, as text, with Call and WhatsApp beside it (below it on a phone's narrow card). */}
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="flex min-h-8 items-center">
              {application.candidatePhone ?? <span className="text-muted-foreground">{t("employer.applicant.phoneNotProvided")}</span>}
            </span>
            <ApplicantContactLinks application={application} />
          </dd>
        </div>
        <div className="flex items-center gap-2 text-muted-foreground sm:col-span-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4" />
          </dt>
          <dd>
            <time dateTime={application.appliedAt}>
              {t("employer.applicant.appliedOn", { date: formatDate(application.appliedAt, language) })}
            </time>
          </dd>
        </div>
      </dl>


      {application.coverLetter ? (
        <div className="grid gap-2">
          <Button
            variant="link"
            className="h-auto w-fit px-0"
            aria-expanded={coverLetterOpen}
            aria-controls={coverLetterId}
            onClick={() => setCoverLetterOpen((open) => !open)}
          >
            <ChevronDown aria-hidden="true" className={cn("transition-transform", coverLetterOpen && "rotate-180")} />
            {coverLetterOpen ? t("employer.applicant.coverLetter.hide") : t("employer.applicant.coverLetter.show")}
          </Button>
          <p
            id={coverLetterId}
            hidden={!coverLetterOpen}
            className="rounded-lg bg-muted px-3 py-2 text-sm break-words whitespace-pre-line"
          >
            {application.coverLetter}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("employer.applicant.coverLetter.none")}</p>
      )}

      {details}

      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <div role="group" aria-label={t("employer.applicant.actions.label", { name })} className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a
              href={fileDownloadPath(application.resume.id)}
              download={application.resume.name}
              aria-label={t("employer.applicant.downloadLabel", { name, file: application.resume.name })}
              onClick={announceDownload}
            >
              <Download aria-hidden="true" />
              {t("employer.applicant.downloadResume")}
            </a>
          </Button>
          {!jobOpen && application.jobStatus === "filled" && (
            <p className="self-center text-sm text-muted-foreground">{t("employer.applicant.jobFilled")}</p>
          )}
          {/* Reopening helps only an application still undecided: a not_selected one stays so (ADR 016). */}
          {!jobOpen && application.jobStatus !== "filled" && (application.status === "pending" || application.status === "shortlisted") && (
            <p className="self-center text-sm text-muted-foreground">{t("employer.applicant.jobClosed")}</p>
          )}
          {jobOpen && application.status === "pending" && (
            <>
              <Button size="sm" onClick={() => void changeStatus("shortlisted")} disabled={busy}>
                <Check aria-hidden="true" />
                {t("employer.applicant.actions.shortlist")}
              </Button>
              <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => void changeStatus("rejected")} disabled={busy}>
                <X aria-hidden="true" />
                {t("employer.applicant.actions.reject")}
              </Button>
            </>
          )}
          {jobOpen && application.status === "shortlisted" && (
            <Button size="sm" className="bg-success text-white hover:bg-success/90" onClick={() => setConfirmingHire(true)} disabled={busy}>
              <BadgeCheck aria-hidden="true" />
              {t("employer.applicant.actions.hire")}
            </Button>
          )}
        </div>
        {actions}
      </div>

      <AlertDialog open={confirmingHire} onOpenChange={(open) => !hire.isPending && setConfirmingHire(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("employer.applicant.hire.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("employer.applicant.hire.description", { name, title: jobTitleOf(application, currentLanguage()) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={hire.isPending}>{t("employer.applicant.hire.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              variant="default"
              disabled={hire.isPending}
              onClick={(event) => {
                // Stays open until the server has answered.
                event.preventDefault();
                void confirmHire();
              }}
            >
              {hire.isPending ? t("employer.applicant.hire.hiring") : t("employer.applicant.hire.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </article>
  );
}
