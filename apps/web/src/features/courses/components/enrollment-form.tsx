/**
 * Step 1 of enrolling (SPEC.md §2 Courses, Enrolment flow; §5 Enrolment): a start date from today
 * to three months ahead in the site's time zone, a time slot, the fee, and Proceed. Proceed asks the
 * server for a payment request (it checks the same bounds) and hands it to the payment dialog.
 */
import { lazy, Suspense, useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { z } from "zod";
import {
  enrollmentDateBounds,
  paymentRequestSchema,
  timeSlots,
  type Course,
  type PaymentRequest,
  type PaymentRequestInput,
} from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { formatDay, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import { useRequestPayment } from "../api/request-payment";
import { useEnrollmentError } from "../hooks/use-enrollment-error";

const StartDatePicker = lazy(() => import("./start-date-picker"));

export type EnrollmentChoice = z.output<typeof paymentRequestSchema>;

type EnrollmentFormProps = {
  course: Pick<Course, "id" | "price">;
  onPaymentRequested: (request: PaymentRequest, choice: EnrollmentChoice) => void;
};

function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid w-fit gap-2">
      <span role="status" className="sr-only">
        {t("courses.enrollment.form.calendarLoading")}
      </span>
      <Skeleton className="h-80 w-72 rounded-lg" />
    </div>
  );
}

export function EnrollmentForm({ course, onPaymentRequested }: EnrollmentFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = { date: useId(), slot: useId() };
  const timeZone = useSite().data?.timeZone;
  // Today in the site's time zone, not the browser's: a reader abroad sees the site's own days.
  const bounds = timeZone ? enrollmentDateBounds(new Date(), timeZone) : null;
  const requestPayment = useRequestPayment(course.id);
  const showError = useEnrollmentError(course.id);
  const form = useForm<PaymentRequestInput, unknown, EnrollmentChoice>({
    resolver: zodResolver(paymentRequestSchema),
    defaultValues: { startDate: "" },
  });
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: "startDate" });

  const submit = form.handleSubmit(async (choice) => {
    try {
      onPaymentRequested(await requestPayment.mutateAsync(choice), choice);
    } catch (error) {
      // The server checks with the same schema; its field messages are the same i18n keys.
      if (error instanceof ApiError) {
        const [dateMessage] = error.fields.startDate ?? [];
        const [slotMessage] = error.fields.timeSlot ?? [];
        if (dateMessage) form.setError("startDate", { message: dateMessage });
        if (slotMessage) form.setError("timeSlot", { message: slotMessage });
      }
      showError(error);
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-2">
        <p id={ids.date} className="text-sm font-medium">
          {t("courses.enrollment.form.startDate")}
        </p>
        {bounds ? (
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <Suspense fallback={<CalendarSkeleton />}>
                <StartDatePicker
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  bounds={bounds}
                  language={language}
                  labelledBy={ids.date}
                  invalid={Boolean(errors.startDate)}
                />
              </Suspense>
            )}
          />
        ) : (
          <CalendarSkeleton />
        )}
        <p className="text-sm" aria-live="polite">
          {startDate
            ? t("courses.enrollment.form.selectedDate", { date: formatDay(startDate, language) })
            : t("courses.enrollment.form.noDate")}
        </p>
        {bounds && (
          <p className="text-xs text-muted-foreground">
            {t("courses.enrollment.form.dateHint", { last: formatDay(bounds.last, language) })}
          </p>
        )}
        {errors.startDate?.message && (
          <p className="text-sm font-medium text-destructive">{t(errors.startDate.message)}</p>
        )}
      </div>

      <fieldset className="grid gap-2" aria-describedby={errors.timeSlot ? `${ids.slot}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("courses.enrollment.form.timeSlot")}</legend>
        {timeSlots.map((slot) => (
          <label
            key={slot}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              errors.timeSlot ? "border-destructive" : "border-border",
            )}
          >
            <input type="radio" value={slot} className="size-4 accent-primary" {...form.register("timeSlot")} />
            {t(`courses.timeSlots.${slot}`)}
          </label>
        ))}
        {errors.timeSlot?.message && (
          <p id={`${ids.slot}-error`} className="text-sm font-medium text-destructive">
            {t(errors.timeSlot.message)}
          </p>
        )}
      </fieldset>

      <p className="flex items-baseline justify-between gap-2 rounded-lg bg-muted px-3 py-2.5">
        <span className="text-sm text-muted-foreground">{t("courses.enrollment.form.fee")}</span>
        <span className="text-lg font-bold">{formatRupees(course.price, language)}</span>
      </p>

      <Button type="submit" size="lg" disabled={requestPayment.isPending}>
        {requestPayment.isPending ? (
          <Spinner label={t("courses.enrollment.form.proceeding")} showLabel className="text-current" />
        ) : (
          <>
            {t("courses.enrollment.form.proceed")}
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
    </form>
  );
}
