/**
 * The interview in My Applications, as the candidate sees it: the times proposed, to choose one and
 * Accept, or Ask for other times with a note; the request waiting for the employer; once agreed,
 * "Interview on {date} at {time}" and the place; a cancelled interview. Nothing before an invitation.
 */
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Check from "lucide-react/icons/check";
import MessageSquare from "lucide-react/icons/message-square";
import type { z } from "zod";
import { interviewNoteMax, requestInterviewChangeSchema, type Interview, type RequestInterviewChangeInput } from "@app/shared/interviews";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useAcceptInterview, useRequestInterviewChange } from "../api/answer-interview";
import { useInterview } from "../api/get-interview";
import { InterviewPlace } from "./interview-place";
import { SlotList } from "./slot-list";
import { useSlotFormat } from "./use-slot-format";

export function CandidateInterview({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  const interview = useInterview(applicationId).data?.interview;
  if (!interview) return null;

  return (
    <section aria-label={t("interviews.title")} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 text-primary" />
        {t("interviews.title")}
      </h3>
      {interview.status === "cancelled" && <p className="text-sm text-muted-foreground">{t("interviews.candidate.cancelled")}</p>}
      {interview.status === "accepted" && interview.scheduled && (
        <>
          <p className="flex items-start gap-1.5 text-sm font-semibold text-success">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("interviews.agreed", { date: format.day(interview.scheduled.startsAt), time: format.time(interview.scheduled.startsAt) })}
          </p>
          <p className="text-sm text-muted-foreground">{format.range(interview.scheduled)}</p>
          <InterviewPlace interview={interview} reader="candidate" />
        </>
      )}
      {interview.status === "change_requested" && (
        <>
          <p className="text-sm break-words whitespace-pre-line">{t("interviews.candidate.changeRequested", { note: interview.candidateNote ?? "" })}</p>
          <SlotList slots={interview.slots} label={t("interviews.proposedTimes")} />
          <InterviewPlace interview={interview} reader="candidate" />
        </>
      )}
      {/* New times (a reschedule) start a new choice. */}
      {interview.status === "proposed" && <ProposedInterview key={interview.updatedAt} interview={interview} />}
    </section>
  );
}

function ProposedInterview({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  const id = useId();
  const accept = useAcceptInterview(interview.applicationId);
  // A time already begun when the choice was shown cannot be accepted (the server would refuse it).
  const [shownAt] = useState(() => Date.now());
  const passed = interview.slots.map((slot) => Date.parse(slot.startsAt) <= shownAt);
  // One time only: it is already chosen.
  const [chosen, setChosen] = useState<number | null>(interview.slots.length === 1 && !passed[0] ? 0 : null);
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState(false);

  async function acceptChosen() {
    if (chosen === null) {
      setMissing(true);
      return;
    }
    try {
      await accept.mutateAsync({ slot: chosen });
      toast.success(t("interviews.candidate.acceptedTitle"), { description: t("interviews.candidate.acceptedDescription") });
    } catch (error) {
      toast.error(t("interviews.candidate.acceptFailed"), { description: errorMessage(t, error) });
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm">{t("interviews.candidate.invited", { company: interview.company })}</p>
      <InterviewPlace interview={interview} reader="candidate" />
      <fieldset className="grid gap-2" aria-describedby={missing ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("interviews.candidate.choose")}</legend>
        {interview.slots.map((slot, index) => (
          <label
            key={slot.startsAt}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              missing ? "border-destructive" : "border-border",
            )}
          >
            <input
              type="radio"
              name={`${id}-slot`}
              value={index}
              checked={chosen === index}
              disabled={passed[index]}
              onChange={() => {
                setChosen(index);
                setMissing(false);
              }}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-wrap gap-x-2">
              <span className="font-medium">{format.day(slot.startsAt)}</span>
              <span>{format.range(slot)}</span>
              {passed[index] && <span className="text-muted-foreground">({t("interviews.candidate.passed")})</span>}
            </span>
          </label>
        ))}
        {missing && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {t("interviews.candidate.chooseFirst")}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={accept.isPending} onClick={() => void acceptChosen()}>
          {accept.isPending ? (
            <Spinner label={t("interviews.candidate.accepting")} showLabel className="text-current" />
          ) : (
            <>
              <Check aria-hidden="true" />
              {t("interviews.candidate.accept")}
            </>
          )}
        </Button>
        {!asking && (
          <Button variant="outline" size="sm" disabled={accept.isPending} onClick={() => setAsking(true)}>
            <MessageSquare aria-hidden="true" />
            {t("interviews.candidate.askOther")}
          </Button>
        )}
      </div>
      {asking && <OtherTimesForm applicationId={interview.applicationId} onClose={() => setAsking(false)} />}
    </div>
  );
}

type NoteValues = z.output<typeof requestInterviewChangeSchema>;

function OtherTimesForm({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const request = useRequestInterviewChange(applicationId);
  const form = useForm<RequestInterviewChangeInput, unknown, NoteValues>({
    resolver: zodResolver(requestInterviewChangeSchema),
    defaultValues: { note: "" },
  });
  const note = useWatch({ control: form.control, name: "note" }) ?? "";
  const error = form.formState.errors.note?.message;

  const submit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      toast.success(t("interviews.candidate.askedTitle"), { description: t("interviews.candidate.askedDescription") });
    } catch (failure) {
      toast.error(t("interviews.candidate.askFailed"), { description: errorMessage(t, failure) });
    }
  });

  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={id}>{t("interviews.candidate.note")}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={interviewNoteMax}
        autoFocus
        placeholder={t("interviews.candidate.notePlaceholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        {...form.register("note")}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
        {t("interviews.noteCount", { length: formatNumber(note.length, language), max: formatNumber(interviewNoteMax, language) })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" disabled={request.isPending} onClick={onClose}>
          {t("interviews.form.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={request.isPending}>
          {request.isPending ? <Spinner label={t("interviews.form.sending")} showLabel className="text-current" /> : t("interviews.candidate.sendRequest")}
        </Button>
      </div>
    </form>
  );
}
