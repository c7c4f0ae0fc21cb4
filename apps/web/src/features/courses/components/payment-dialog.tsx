/**
 * Step 2 of enrolling (SPEC.md §2 Courses, Enrolment flow; ARCHITECTURE.md "placeholder payment
 * QR"): the QR code of the UPI intent the server made for this enrolment, or, when the site has no
 * UPI address configured, a sample code clearly marked as a demo that takes no money. On a phone,
 * where the reader cannot scan their own screen, a link opens the UPI app instead. The candidate may
 * add the 12-digit UTR their app shows, and only 'I confirm that I have made the payment' enables
 * Confirm Payment. Cancel closes without enrolling.
 */
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Smartphone from "lucide-react/icons/smartphone";
import type { z } from "zod";
import { enrollSchema, type Course, type PaymentRequest } from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { UpiQrCode } from "@/components/upi-qr-code";
import { ApiError } from "@/lib/api-error";
import { formatDay, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useEnroll } from "../api/enroll";
import { useEnrollmentError } from "../hooks/use-enrollment-error";
import type { EnrollmentChoice } from "./enrollment-form";

const utrSchema = enrollSchema.pick({ utr: true });
type UtrInput = z.input<typeof utrSchema>;
type UtrValues = z.output<typeof utrSchema>;

type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: Pick<Course, "id" | "title">;
  request: PaymentRequest;
  choice: EnrollmentChoice;
  onEnrolled: () => void;
};

function PaymentCode({ request }: { request: PaymentRequest }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const amount = formatRupees(request.amount, language);
  const real = request.upiUri !== null;

  return (
    <div className="grid justify-items-center gap-3">
      <UpiQrCode
        uri={request.upiUri}
        textKeys="courses.enrollment.payment"
        label={t("courses.enrollment.payment.qrLabel", { amount, payee: request.payeeName ?? "" })}
      />
      {real && request.payeeName && (
        <p className="text-center text-sm text-muted-foreground">
          {t("courses.enrollment.payment.payee", { payee: request.payeeName })}
        </p>
      )}
      <p className="text-center text-xs text-muted-foreground">{t("courses.enrollment.payment.apps")}</p>
      {request.upiUri && (
        // Only on small screens: on a phone the reader cannot scan their own screen.
        <Button asChild variant="secondary" className="w-full sm:hidden">
          <a href={request.upiUri}>
            <Smartphone aria-hidden="true" />
            {t("courses.enrollment.payment.openApp")}
          </a>
        </Button>
      )}
    </div>
  );
}

export function PaymentDialog({ open, onOpenChange, course, request, choice, onEnrolled }: PaymentDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const paidId = useId();
  const [paid, setPaid] = useState(false);
  // Set before the request leaves, so a second click in the same moment sends nothing; it stays set
  // after a success, since this payment request is then used up (a new one comes with a new dialog).
  const sending = useRef(false);
  const enroll = useEnroll();
  const showError = useEnrollmentError(course.id);
  const form = useForm<UtrInput, unknown, UtrValues>({ resolver: zodResolver(utrSchema), defaultValues: { utr: "" } });
  const utrError = form.formState.errors.utr?.message;

  function send({ utr }: UtrValues) {
    if (!paid || sending.current) return;
    sending.current = true;
    enroll.mutate(
      { courseId: course.id, reference: request.reference, startDate: choice.startDate, timeSlot: choice.timeSlot, utr },
      {
        onSuccess: () => {
          toast.success(t("courses.enrollment.submitted.title"), { description: t("courses.enrollment.submitted.description") });
          onEnrolled();
        },
        onError: (error) => {
          sending.current = false;
          if (error instanceof ApiError) {
            const [utrMessage] = error.fields.utr ?? [];
            if (utrMessage) form.setError("utr", { message: utrMessage });
            if (error.code === "utr_taken") form.setError("utr", { message: "errors.utr_taken" });
          }
          showError(error);
          // Nothing left to pay for: the course page now shows the enrolment, or that the course closed.
          if (error instanceof ApiError && (error.code === "already_enrolled" || error.code === "course_unavailable")) {
            onOpenChange(false);
          }
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !enroll.isPending && onOpenChange(next)}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          // The dialog itself takes the focus, not the UTR field: on a phone that would open the
          // keyboard over the QR code and the amount before the reader has seen them.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("courses.enrollment.payment.title")}</DialogTitle>
          <DialogDescription>{t("courses.enrollment.payment.description")}</DialogDescription>
        </DialogHeader>

        <dl className="grid gap-1.5 rounded-lg bg-muted px-3 py-2.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("courses.enrollment.payment.course")}</dt>
            <dd className="text-right font-medium break-words">{course.title}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("courses.enrollment.payment.starts")}</dt>
            <dd className="text-right">
              {formatDay(choice.startDate, language)}, {t(`courses.timeSlots.${choice.timeSlot}`)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{t("courses.enrollment.payment.amount")}</dt>
            <dd className="text-lg font-bold">{formatRupees(request.amount, language)}</dd>
          </div>
        </dl>

        <PaymentCode request={request} />

        <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(send)(event)}>
          <FormField
            label={t("courses.enrollment.payment.utr")}
            description={t("courses.enrollment.payment.utrHint")}
            error={utrError}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={12} {...form.register("utr")} />
          </FormField>

          <label htmlFor={paidId} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input
              id={paidId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={paid}
              onChange={(event) => setPaid(event.target.checked)}
            />
            {t("courses.enrollment.payment.confirmCheck")}
          </label>

          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={enroll.isPending}>
              {t("courses.enrollment.payment.cancel")}
            </Button>
            <Button type="submit" disabled={!paid || enroll.isPending || enroll.isSuccess}>
              {enroll.isPending ? (
                <Spinner label={t("courses.enrollment.payment.confirming")} showLabel className="text-current" />
              ) : (
                <>
                  <CheckCircle2 aria-hidden="true" />
                  {t("courses.enrollment.payment.confirm")}
                </>
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
