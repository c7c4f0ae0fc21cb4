/**
 * Report conversation: a reason (required) and an optional note for the admin, checked with the
 * server's schema. Either side may report; the admin then reads the conversation. A report already
 * waiting is thanked again rather than shown as an error.
 */
import { useState } from "react";
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
import { CountedNote, ReasonChoices } from "@/components/report-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
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
  const form = useForm<ReportConversationInput, unknown, ReportValues>({
    resolver: zodResolver(reportConversationSchema),
    defaultValues: { note: "" },
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: "note" }) ?? "";

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
      <ReasonChoices
        legend={t("messages.report.reasonLegend")}
        reasons={conversationReportReasons}
        describe={(reason) => ({ label: t(`messages.report.reasons.${reason}`) })}
        field={form.register("reason")}
        error={errors.reason?.message}
      />
      <CountedNote
        label={t("messages.report.note")}
        field={form.register("note")}
        value={note}
        max={conversationReportNoteMax}
        rows={3}
        count={(length, max) => t("messages.composer.count", { length, max })}
        error={errors.note?.message}
      />

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
