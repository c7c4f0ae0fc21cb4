/**
 * The apply dialog (SPEC.md §2 Job detail, Apply dialog; §4 Apply dialog; §5 Applying): the
 * profile's resume goes with the application, a cover letter is optional. Submit is disabled while
 * submitting and when the profile has no resume. After a success the dialog closes and, about
 * 500 ms later, the thank-you donation dialog opens.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@/lib/navigation";
import FileText from "lucide-react/icons/file-text";
import Send from "lucide-react/icons/send";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import UserRound from "lucide-react/icons/user-round";
import { coverLetterMax } from "@app/shared/applications";
import { delays } from "@app/shared/constants";
import { DonationDialog } from "@/components/donation-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { profileQueryOptions } from "@/features/candidates/api/get-profile";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useApplyForJob } from "../api/apply";

type ApplyDialogProps = {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The safety notice that nobody genuine asks for money (the reports feature), composed by the route. */
  notice?: ReactNode;
};

/** Which resume goes with the application, or why none can. */
function ResumeSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const profile = useQuery({ ...profileQueryOptions(), enabled });

  if (profile.isPending) {
    return (
      <div className="grid gap-2">
        <span role="status" className="sr-only">
          {t("applications.apply.loadingProfile")}
        </span>
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }

  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 px-3 py-2 text-sm">
        <span className="text-destructive">{t("applications.apply.profileError")}</span>
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          {t("common.actions.retry")}
        </Button>
      </div>
    );
  }

  const resume = profile.data.profile.resume;
  if (!resume) {
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-lg border border-highlight/50 bg-highlight-soft px-3 py-3 text-sm text-highlight-foreground"
      >
        <p className="flex items-start gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("applications.apply.noResume")}</span>
        </p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.candidateProfile.href()}>
            <UserRound aria-hidden="true" />
            {t("applications.apply.goToProfile")}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t("applications.apply.resume")}</p>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-muted px-3 py-2.5">
        <span className="flex min-w-0 items-center gap-2">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span className="truncate text-sm font-medium" title={resume.name}>
            {resume.name}
          </span>
        </span>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.candidateProfile.href()} aria-label={t("applications.apply.changeResume")}>
            {t("applications.apply.change")}
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function ApplyDialog({ jobId, jobTitle, open, onOpenChange, notice }: ApplyDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const coverLetterId = useId();
  const [coverLetter, setCoverLetter] = useState("");
  const [thanksOpen, setThanksOpen] = useState(false);
  const thanksTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = useApplyForJob();
  // Read from the cache the resume section fills; Submit waits for a resume.
  const profile = useQuery({ ...profileQueryOptions(), enabled: open });
  const hasResume = Boolean(profile.data?.profile.resume);

  useEffect(() => () => clearTimeout(thanksTimer.current), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasResume || apply.isPending) return;
    apply.mutate(
      { jobId, coverLetter: coverLetter.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t("applications.apply.successTitle"), { description: t("applications.apply.successDescription") });
          setCoverLetter("");
          onOpenChange(false);
          // The apply dialog has closed before the thank-you one opens (SPEC.md §4 Apply dialog).
          clearTimeout(thanksTimer.current);
          thanksTimer.current = setTimeout(() => setThanksOpen(true), delays.thankYouDialog);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            // The session ended since the page loaded: log in again and come back to this job.
            toast.error(t("applications.apply.loginTitle"), { description: t("applications.apply.loginDescription") });
            onOpenChange(false);
            void navigate(paths.login.href("candidate", paths.job.href(jobId)));
            return;
          }
          toast.error(t("applications.apply.failedTitle"), { description: errorMessage(t, error) });
          // Nothing left to do here: the job page now shows the Applied badge or that the job closed.
          if (error instanceof ApiError && (error.code === "already_applied" || error.code === "job_not_open")) {
            onOpenChange(false);
          }
        },
      },
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-words">{t("applications.apply.title", { title: jobTitle })}</DialogTitle>
            <DialogDescription>{t("applications.apply.description")}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={submit} className="grid gap-5">
            <ResumeSection enabled={open} />
            <div className="grid gap-2">
              <Label htmlFor={coverLetterId}>{t("applications.apply.coverLetter")}</Label>
              <Textarea
                id={coverLetterId}
                rows={5}
                maxLength={coverLetterMax}
                value={coverLetter}
                onChange={(event) => setCoverLetter(event.target.value)}
                placeholder={t("applications.apply.coverLetterPlaceholder")}
                aria-describedby={`${coverLetterId}-count`}
              />
              <p id={`${coverLetterId}-count`} className="text-right text-xs text-muted-foreground">
                {t("applications.apply.coverLetterCount", {
                  length: formatNumber(coverLetter.length, language),
                  max: formatNumber(coverLetterMax, language),
                })}
              </p>
            </div>
            {notice}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("applications.apply.cancel")}
              </Button>
              <Button type="submit" disabled={!hasResume || apply.isPending}>
                {apply.isPending ? (
                  <Spinner label={t("applications.apply.submitting")} showLabel className="text-current" />
                ) : (
                  <>
                    <Send aria-hidden="true" />
                    {t("applications.apply.submit")}
                  </>
                )}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <DonationDialog open={thanksOpen} onOpenChange={setThanksOpen} context="applied" />
    </>
  );
}
