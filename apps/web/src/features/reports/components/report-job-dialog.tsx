/**
 * Report this job: a reason (required) and an optional note, checked with the same schema as the
 * server. Guests may report too. A visitor who reported the job before is thanked again rather than
 * shown an error; a successful report closes the dialog with the thank-you toast.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Flag from "lucide-react/icons/flag";
import type { z } from "zod";
import { createReportSchema, reportNoteMax, reportReasons, type CreateReportInput } from "@app/shared/trust";
import { CountedNote, ReasonChoices } from "@/components/report-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useReportJob } from "../api/report-job";

type ReportJobDialogProps = {
  jobId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type ReportValues = z.output<typeof createReportSchema>;

/** No reason chosen yet: the visitor picks one. */
const emptyReport: DefaultValues<CreateReportInput> = { note: "" };

export function ReportJobDialog({ jobId, jobTitle, open, onOpenChange }: ReportJobDialogProps) {
  const { t } = useTranslation();
  const reportJob = useReportJob(jobId);
  const form = useForm<CreateReportInput, unknown, ReportValues>({
    resolver: zodResolver(createReportSchema),
    defaultValues: emptyReport,
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: "note" }) ?? "";

  // Each opening starts with an empty form.
  useEffect(() => {
    if (open) form.reset(emptyReport);
  }, [open, form]);

  // Radix gives focus back only to a Dialog.Trigger; this dialog is opened from elsewhere (the page's
  // button, the apply dialog's link), so the element focused when it opened is remembered. A layout
  // effect runs before the dialog moves focus inside itself.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  function returnFocus(event: Event) {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      await reportJob.mutateAsync(input);
      toast.success(t("reports.dialog.successTitle"), { description: t("reports.dialog.successDescription") });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === "already_reported") {
        toast.info(t("reports.dialog.alreadyReportedTitle"), { description: t("errors.already_reported") });
        onOpenChange(false);
        return;
      }
      const [reasonMessage] = error instanceof ApiError ? (error.fields.reason ?? []) : [];
      if (reasonMessage) form.setError("reason", { message: reasonMessage });
      toast.error(t("reports.dialog.failedTitle"), { description: errorMessage(t, error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !reportJob.isPending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("reports.dialog.title")}</DialogTitle>
          <DialogDescription className="break-words">{t("reports.dialog.description", { title: jobTitle })}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
          <ReasonChoices
            legend={t("reports.dialog.reasonLegend")}
            reasons={reportReasons}
            describe={(reason) => ({ label: t(`reports.reasons.${reason}`), hint: t(`reports.reasonHints.${reason}`) })}
            field={form.register("reason")}
            error={errors.reason?.message}
          />
          <CountedNote
            label={t("reports.dialog.note")}
            field={form.register("note")}
            value={note}
            max={reportNoteMax}
            rows={4}
            placeholder={t("reports.dialog.notePlaceholder")}
            count={(length, max) => t("reports.dialog.noteCount", { length, max })}
            error={errors.note?.message}
          />

          <DialogFooter>
            <Button variant="outline" disabled={reportJob.isPending} onClick={() => onOpenChange(false)}>
              {t("reports.dialog.cancel")}
            </Button>
            <Button type="submit" disabled={reportJob.isPending}>
              {reportJob.isPending ? (
                <Spinner label={t("reports.dialog.submitting")} showLabel tone="current" />
              ) : (
                <>
                  <Flag aria-hidden="true" />
                  {t("reports.dialog.submit")}
                </>
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
