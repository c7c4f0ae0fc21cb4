/**
 * The employer dashboard's coming interviews, soonest first: agreed ones with their time, and the
 * ones still waiting for the candidate with the times proposed. Each leads to its applicant. Shown
 * only when there is one.
 */
import { useId } from "react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import type { UpcomingInterview } from "@app/shared/interviews";
import { jobTitleOf } from "@app/shared/job-texts";
import { Button } from "@/components/ui/button";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useComingInterviews } from "../api/list-coming-interviews";
import { InterviewPlace } from "./interview-place";
import { SlotList } from "./slot-list";
import { useSlotFormat } from "./use-slot-format";

type ComingInterviewsProps = {
  /** Opens the applications of the interview's job. */
  onShowApplicant: (jobId: string) => void;
};

export function ComingInterviews({ onShowApplicant }: ComingInterviewsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const interviews = useComingInterviews().data?.interviews ?? [];
  if (interviews.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden="true" className="size-5 text-primary" />
        {t("interviews.coming.title")}
      </h2>
      <ul className="grid gap-3">
        {interviews.map((interview) => (
          <li key={interview.id}>
            <ComingInterview interview={interview} onShowApplicant={onShowApplicant} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ComingInterview({ interview, onShowApplicant }: { interview: UpcomingInterview } & ComingInterviewsProps) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-1.5 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-1.5">
        <h3 id={titleId} className="font-semibold break-words">
          {t("interviews.coming.who", { name: interview.candidateName, title: jobTitleOf(interview, currentLanguage()) })}
        </h3>
        {interview.scheduled ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-success">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("interviews.agreed", { date: format.day(interview.scheduled.startsAt), time: format.time(interview.scheduled.startsAt) })}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {interview.status === "change_requested" ? t("interviews.coming.changeRequested") : t("interviews.coming.waiting")}
            </p>
            <SlotList slots={interview.slots} label={t("interviews.proposedTimes")} />
          </>
        )}
        <InterviewPlace interview={interview} reader="employer" />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={t("interviews.coming.showApplicantLabel", { name: interview.candidateName })}
        onClick={() => onShowApplicant(interview.jobId)}
      >
        {t("interviews.coming.showApplicant")}
      </Button>
    </article>
  );
}
