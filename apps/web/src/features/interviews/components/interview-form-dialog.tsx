/**
 * The employer's invitation: one to three times (a day, a start and a length, on the site's clock)
 * and a place (an address, a phone call, or a video link), checked with the server's own schema.
 * Rescheduling opens it filled with the interview as it is and sends the new times. A time outside
 * 7:00–21:00, already past or given twice is shown on its row before anything is sent (the server's
 * own refusal names no row, so it would show above the buttons, as do the others: not shortlisted,
 * cancelled meanwhile).
 */
import { useId, useState } from "react";
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Plus from "lucide-react/icons/plus";
import Send from "lucide-react/icons/send";
import Trash2 from "lucide-react/icons/trash-2";
import type { z } from "zod";
import type { Language } from "@app/shared/constants";
import {
  interviewDayEndHour,
  interviewDayStartHour,
  interviewDurations,
  interviewPlaceKinds,
  interviewPlaceMax,
  maxInterviewSlots,
  proposeInterviewSchema,
  type Interview,
  type ProposeInterviewInput,
} from "@app/shared/interviews";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatClockTime, formatDateWithWeekday, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useScheduleInterview } from "../api/schedule-interview";
import { wallClockOf } from "./use-slot-format";

type InterviewValues = z.output<typeof proposeInterviewSchema>;

/** The length as the <select> holds it (its options' values are text); the schema reads it as a number. */
const defaultDuration = "30";
const emptySlot = { date: "", start: "", durationMinutes: defaultDuration };

function startValues(interview: Interview | null, timeZone: string | undefined): ProposeInterviewInput {
  if (!interview) return { slots: [emptySlot], placeKind: "in_person", place: "" };
  return {
    slots: interview.slots.map((slot) => ({ ...wallClockOf(slot.startsAt, timeZone), durationMinutes: String(slot.durationMinutes) })),
    placeKind: interview.placeKind,
    place: interview.place ?? "",
  };
}

const slotFields = ["date", "start", "durationMinutes"] as const;

/**
 * The day and the start a row's pickers hold, written as the page writes them ('Tue, 5 Mar 2030',
 * 'ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2030'; '3:00 PM', 'ಮಧ್ಯಾಹ್ನ 3:00'), shown under each picker: the browser draws
 * a date or time field in its own language and order (03/05/2030 on a Kannada page), not the page's.
 */
function chosenDay(date: string | undefined, language: Language): string {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDateWithWeekday(`${date}T00:00:00Z`, language, "UTC") : "";
}
function chosenTime(start: string | undefined, language: Language): string {
  const clock = start ? /^(\d{2}):(\d{2})/.exec(start) : null;
  return clock ? formatClockTime(Number(clock[1]), Number(clock[2]), language) : "";
}

/**
 * Where a field message of the server's 400 belongs: a time's field (`slots.1.start`, or the row
 * itself, `slots.1`, shown on its start), the place, or the form as a whole.
 */
function fieldOf(key: string): FieldPath<ProposeInterviewInput> | null {
  const slot = /^slots\.(\d+)(?:\.(\w+))?$/.exec(key);
  if (slot) {
    const field = (slotFields as readonly string[]).includes(slot[2] ?? "") ? (slot[2] as (typeof slotFields)[number]) : "start";
    return `slots.${Number(slot[1])}.${field}`;
  }
  return key === "place" || key === "placeKind" ? key : null;
}

type InterviewFormDialogProps = {
  applicationId: string;
  candidateName: string;
  jobTitle: string;
  /** The interview to reschedule; null proposes a new one. */
  interview: Interview | null;
  timeZone: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function InterviewFormDialog({ interview, open, onOpenChange, candidateName, jobTitle, ...formProps }: InterviewFormDialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleInterview();
  // Counts the openings: the form is keyed by it, so each opening starts from the interview as it is.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  const rescheduling = interview !== null && interview.status !== "cancelled";

  return (
    <Dialog open={open} onOpenChange={(next) => !schedule.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{rescheduling ? t("interviews.form.rescheduleTitle") : t("interviews.form.proposeTitle")}</DialogTitle>
          <DialogDescription className="break-words">{t("interviews.form.description", { name: candidateName, title: jobTitle })}</DialogDescription>
        </DialogHeader>
        <InterviewForm
          key={openings}
          {...formProps}
          interview={rescheduling ? interview : null}
          schedule={schedule}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type InterviewFormProps = {
  applicationId: string;
  interview: Interview | null;
  timeZone: string | undefined;
  schedule: ReturnType<typeof useScheduleInterview>;
  onDone: () => void;
};

function InterviewForm({ applicationId, interview, timeZone, schedule, onDone }: InterviewFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const placeKindId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ProposeInterviewInput, unknown, InterviewValues>({
    resolver: zodResolver(proposeInterviewSchema),
    defaultValues: startValues(interview, timeZone),
  });
  const slots = useFieldArray({ control: form.control, name: "slots" });
  const placeKind = useWatch({ control: form.control, name: "placeKind" });
  const chosen = useWatch({ control: form.control, name: "slots" });
  const { errors } = form.formState;
  const today = wallClockOf(new Date(), timeZone).date;
  const hours = { from: formatClockTime(interviewDayStartHour, 0, language), to: formatClockTime(interviewDayEndHour, 0, language) };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    if (refuseTimes(input)) return;
    try {
      await schedule.mutateAsync({ applicationId, input, reschedule: interview !== null });
      toast.success(interview ? t("interviews.form.rescheduledTitle") : t("interviews.form.proposedTitle"), {
        description: t("interviews.form.sentDescription"),
      });
      onDone();
    } catch (error) {
      const unplaced: string[] = [];
      if (error instanceof ApiError && error.code === "invalid_input") {
        for (const [key, messages] of Object.entries(error.fields)) {
          const field = fieldOf(key);
          const [message] = messages;
          if (!message) continue;
          if (field) form.setError(field, { message }, { shouldFocus: true });
          else unplaced.push(message);
        }
        if (unplaced.length > 0 || Object.keys(error.fields).length === 0) setRefusal(unplaced[0] ? t(unplaced[0], { defaultValue: unplaced[0] }) : errorMessage(t, error));
        return;
      }
      setRefusal(errorMessage(t, error));
    }
  });

  /**
   * What the server would refuse of the times, told on their rows before sending: a time already
   * past on the site's clock (the wall-clock texts compare as they read), a time given twice.
   */
  function refuseTimes(input: InterviewValues): boolean {
    const now = wallClockOf(new Date(), timeZone);
    const seen = new Set<string>();
    let refused = false;
    input.slots.forEach((slot, index) => {
      const moment = `${slot.date}T${slot.start}`;
      const message = moment <= `${now.date}T${now.start}` ? "validation.interviews.slotInPast" : seen.has(moment) ? "validation.interviews.slotRepeated" : null;
      seen.add(moment);
      if (!message) return;
      form.setError(`slots.${index}.start`, { message }, { shouldFocus: !refused });
      refused = true;
    });
    return refused;
  }

  const slotsError = errors.slots?.root?.message ?? errors.slots?.message;

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("interviews.form.hours", hours)}</p>
        <ol className="grid gap-3">
          {slots.fields.map((field, index) => {
            const number = formatNumber(index + 1, language);
            const slotErrors = errors.slots?.[index];
            return (
              <li key={field.id}>
                <fieldset className="grid gap-3 rounded-lg border border-border p-3">
                  <legend className="px-1 text-sm font-semibold">{t("interviews.form.slot", { number })}</legend>
                  <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
                    <FormField label={t("interviews.form.date")} description={chosenDay(chosen[index]?.date, language) || undefined} error={slotErrors?.date?.message}>
                      <Input type="date" min={today} {...form.register(`slots.${index}.date`)} />
                    </FormField>
                    <FormField label={t("interviews.form.start")} description={chosenTime(chosen[index]?.start, language) || undefined} error={slotErrors?.start?.message}>
                      <Input type="time" step={300} min="07:00" max="21:00" {...form.register(`slots.${index}.start`)} />
                    </FormField>
                    {/* Controlled: react-hook-form reads a registered <select> where the DOM lacks
                        `select.size` (happy-dom, the unit tests' DOM) as already edited and skips the default. */}
                    <Controller
                      control={form.control}
                      name={`slots.${index}.durationMinutes`}
                      render={({ field: { value, ...select } }) => (
                        <FormField label={t("interviews.form.duration")} error={slotErrors?.durationMinutes?.message}>
                          <NativeSelect value={String(value)} {...select}>
                            {interviewDurations.map((minutes) => (
                              <option key={minutes} value={minutes}>
                                {t("interviews.minutes", { count: minutes, formatted: formatNumber(minutes, language) })}
                              </option>
                            ))}
                          </NativeSelect>
                        </FormField>
                      )}
                    />
                  </div>
                  {slots.fields.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="justify-self-end text-destructive hover:text-destructive"
                      onClick={() => slots.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("interviews.form.removeSlot", { number })}
                    </Button>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {slotsError && <p className="text-sm font-medium text-destructive">{t(slotsError, { defaultValue: slotsError })}</p>}
        {slots.fields.length < maxInterviewSlots && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => slots.append(emptySlot)}>
            <Plus aria-hidden="true" />
            {t("interviews.form.addSlot")}
          </Button>
        )}
      </div>

      <fieldset className="grid gap-2" aria-describedby={errors.placeKind ? `${placeKindId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("interviews.form.placeKind")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {interviewPlaceKinds.map((kind) => (
            <label
              key={kind}
              className={cn(
                "flex cursor-pointer items-center gap-2.5 rounded-lg border border-border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              )}
            >
              <input type="radio" value={kind} className="size-4 shrink-0 accent-primary" {...form.register("placeKind")} />
              {t(`interviews.form.placeKinds.${kind}`)}
            </label>
          ))}
        </div>
        {errors.placeKind?.message && (
          <p id={`${placeKindId}-error`} className="text-sm font-medium text-destructive">
            {t(errors.placeKind.message)}
          </p>
        )}
      </fieldset>

      {placeKind === "in_person" && (
        <FormField label={t("interviews.form.address")} error={errors.place?.message}>
          <Textarea rows={2} maxLength={interviewPlaceMax} autoComplete="street-address" {...form.register("place")} />
        </FormField>
      )}
      {placeKind === "video" && (
        <FormField label={t("interviews.form.link")} description={t("interviews.form.linkHint")} error={errors.place?.message}>
          <Input type="url" inputMode="url" maxLength={interviewPlaceMax} placeholder="https://" {...form.register("place")} />
        </FormField>
      )}
      {placeKind === "phone" && <p className="text-sm text-muted-foreground">{t("interviews.form.phoneHint")}</p>}

      {refusal && (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-red-50 px-3 py-2 text-sm text-destructive">
          {refusal}
        </p>
      )}

      <DialogFooter>
        <Button variant="outline" disabled={schedule.isPending} onClick={onDone}>
          {t("interviews.form.cancel")}
        </Button>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? (
            <Spinner label={t("interviews.form.sending")} showLabel className="text-current" />
          ) : (
            <>
              <Send aria-hidden="true" />
              {interview ? t("interviews.form.sendNewTimes") : t("interviews.form.send")}
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
