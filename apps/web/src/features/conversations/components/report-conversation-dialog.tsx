/**
 * Report conversation: a reason (required) and an optional note for the admin, checked with the
 * server's schema. Either side may report; the admin then reads the conversation. A report already
 * waiting is thanked again rather than shown as an error.
 */
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Flag from "lucide-react/icons/flag";
import type { z } from "zod";
import {
  conversationReportNoteMax,
  conversationReportReasons,
  reportConversationSchema,
  type ReportConversationInput,
} from "@app/shared/conversations";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useReportConversation } from "../api/report-conversation";

type ReportValues = z.output<typeof reportConversationSchema>;

type ReportConversationDialogProps = {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ReportConversationDialog({ applicationId, open, onOpenChange }: ReportConversationDialogProps) {
  const { t } = useTranslation();
  const report = useReportConversation(applicationId);
  // Counts the openings: the form is keyed by it, so each opening starts empty.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }

  async function send(input: ReportValues) {
    try {
      await report.mutateAsync(input);
      toast.success(t("messages.report.successTitle"), { description: t("messages.report.successDescription") });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === "already_reported") {
        toast.info(t("messages.report.alreadyReportedTitle"), { description: t("messages.report.alreadyReportedDescription") });
        onOpenChange(false);
        return;
      }
      toast.error(t("messages.report.failedTitle"), { description: errorMessage(t, error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("messages.report.title")}</DialogTitle>
          <DialogDescription>{t("messages.report.description")}</DialogDescription>
        </DialogHeader>
        <ReportForm key={openings} pending={report.isPending} onSend={send} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ReportFormProps = { pending: boolean; onSend: (input: ReportValues) => Promise<void>; onCancel: () => void };

function ReportForm({ pending, onSend, onCancel }: ReportFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = { reasons: useId(), note: useId() };
  const form = useForm<ReportConversationInput, unknown, ReportValues>({
    resolver: zodResolver(reportConversationSchema),
    defaultValues: { note: "" },
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: "note" }) ?? "";

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${ids.reasons}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t("messages.report.reasonLegend")}</legend>
        {conversationReportReasons.map((reason) => (
          <label
            key={reason}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              errors.reason ? "border-destructive" : "border-border",
            )}
          >
            <input
              type="radio"
              value={reason}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-invalid={errors.reason ? true : undefined}
              {...form.register("reason")}
            />
            <span className="font-medium">{t(`messages.report.reasons.${reason}`)}</span>
          </label>
        ))}
        {errors.reason?.message && (
          <p id={`${ids.reasons}-error`} className="text-sm font-medium text-destructive">
            {t(errors.reason.message)}
          </p>
        )}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={ids.note}>{t("messages.report.note")}</Label>
        <Textarea
          id={ids.note}
          rows={3}
          maxLength={conversationReportNoteMax}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${ids.note}-count${errors.note ? ` ${ids.note}-error` : ""}`}
          {...form.register("note")}
        />
        <p id={`${ids.note}-count`} className="text-right text-xs text-muted-foreground">
          {t("messages.composer.count", {
            length: formatNumber(note.length, language),
            max: formatNumber(conversationReportNoteMax, language),
          })}
        </p>
        {errors.note?.message && (
          <p id={`${ids.note}-error`} className="text-sm font-medium text-destructive">
            {t(errors.note.message)}
          </p>
        )}
      </div>

      <DialogFooter>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {t("messages.report.cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? (
            <Spinner label={t("messages.report.sending")} showLabel className="text-current" />
          ) : (
            <>
              <Flag aria-hidden="true" />
              {t("messages.report.submit")}
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
