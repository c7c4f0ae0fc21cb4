/**
 * The interview on a shortlisted applicant's card, as the employer sees it: Propose interview while
 * there is none (or the last was cancelled); the times proposed and waiting for the candidate; the
 * candidate's request for other times with their note; the agreed time. Reschedule sends new times;
 * Cancel asks first. Both parties are mailed by the server.
 */
import { useState } from "react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import CalendarX from "lucide-react/icons/calendar-x";
import type { Interview } from "@app/shared/interviews";
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
import { errorMessage } from "@/lib/errors";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useInterview } from "../api/get-interview";
import { useCancelInterview } from "../api/schedule-interview";
import { InterviewFormDialog } from "./interview-form-dialog";
import { InterviewPlace } from "./interview-place";
import { SlotList } from "./slot-list";
import { useSlotFormat } from "./use-slot-format";

type ApplicantInterviewProps = {
  application: { id: string; candidateName: string; jobTitle: string; jobTitleKn: string | null };
};

export function ApplicantInterview({ application }: ApplicantInterviewProps) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  const query = useInterview(application.id);
  const cancel = useCancelInterview();
  const [formOpen, setFormOpen] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const interview = query.data?.interview ?? null;
  const name = application.candidateName;

  async function confirmCancel() {
    try {
      await cancel.mutateAsync(application.id);
      toast.success(t("interviews.employer.cancelledTitle"), { description: t("interviews.employer.cancelledDescription", { name }) });
    } catch (error) {
      toast.error(t("interviews.employer.cancelFailed"), { description: errorMessage(t, error) });
    } finally {
      setConfirmingCancel(false);
    }
  }

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t("interviews.loadError")}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void query.refetch()}>
          {t("common.actions.retry")}
        </Button>
      </p>
    );
  }

  const open = interview !== null && interview.status !== "cancelled";

  return (
    <section aria-label={t("interviews.title")} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 text-primary" />
        {t("interviews.title")}
      </h4>
      <InterviewStatus interview={interview} name={name} format={format} />
      <div className="flex flex-wrap gap-2">
        {open ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setFormOpen(true)}>
              <CalendarClock aria-hidden="true" />
              {t("interviews.employer.reschedule")}
            </Button>
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setConfirmingCancel(true)}>
              <CalendarX aria-hidden="true" />
              {t("interviews.employer.cancel")}
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => setFormOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            {t("interviews.employer.propose")}
          </Button>
        )}
      </div>

      <InterviewFormDialog
        applicationId={application.id}
        candidateName={name}
        jobTitle={jobTitleOf(application, currentLanguage())}
        interview={interview}
        timeZone={format.timeZone}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <AlertDialog open={confirmingCancel} onOpenChange={(next) => !cancel.isPending && setConfirmingCancel(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("interviews.employer.cancelTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("interviews.employer.cancelDescription", { name })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>{t("interviews.employer.keep")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={cancel.isPending}
              onClick={(event) => {
                // Stays open until the server has answered.
                event.preventDefault();
                void confirmCancel();
              }}
            >
              {cancel.isPending ? t("interviews.employer.cancelling") : t("interviews.employer.cancelConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

type InterviewStatusProps = { interview: Interview | null; name: string; format: ReturnType<typeof useSlotFormat> };

function InterviewStatus({ interview, name, format }: InterviewStatusProps) {
  const { t } = useTranslation();
  if (!interview) return <p className="text-sm text-muted-foreground">{t("interviews.employer.none")}</p>;
  if (interview.status === "cancelled") return <p className="text-sm text-muted-foreground">{t("interviews.employer.cancelledState")}</p>;
  if (interview.status === "accepted" && interview.scheduled) {
    return (
      <div className="grid gap-1.5">
        <p className="flex items-start gap-1.5 text-sm font-semibold text-success">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("interviews.agreed", { date: format.day(interview.scheduled.startsAt), time: format.time(interview.scheduled.startsAt) })}
        </p>
        <InterviewPlace interview={interview} reader="employer" />
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      {interview.status === "change_requested" ? (
        <p className="rounded-md bg-amber-50 px-2.5 py-1.5 text-sm break-words whitespace-pre-line text-amber-950">
          {t("interviews.employer.changeRequested", { note: interview.candidateNote ?? "" })}
        </p>
      ) : (
        <p className="text-sm">{t("interviews.employer.waiting", { name })}</p>
      )}
      <SlotList slots={interview.slots} label={t("interviews.proposedTimes")} />
      <InterviewPlace interview={interview} reader="employer" />
    </div>
  );
}
