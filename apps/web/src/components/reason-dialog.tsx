/**
 * The dialog in which an admin gives the reason an employer will read (a rejection, a take-down):
 * the shared moderation schema checks it, a counter shows how much room is left, and common
 * reasons, when given, fill the text in one press. It stays open, its buttons disabled, until the
 * server has answered: the caller closes it on success.
 */
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { moderationReasonMax, moderationReasonSchema, type ModerationReasonInput } from "@app/shared/trust";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";

/** A common reason: its button's label and the text it puts in the field, both translated. */
export type ReasonPreset = { label: string; text: string };

type ReasonValues = z.output<typeof moderationReasonSchema>;

/** Every text is already translated. */
type ReasonDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The server is saving: the dialog cannot be closed nor sent again. */
  pending: boolean;
  presets?: ReasonPreset[];
  placeholder?: string;
  confirmIcon?: ReactNode;
  /** The reason, trimmed. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

export function ReasonDialog({ open, title, description, onCancel, onCloseAutoFocus, pending, ...formProps }: ReasonDialogProps) {
  // Counts the openings: the form is keyed by it, so each opening starts with an empty reason.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        <ReasonForm key={openings} pending={pending} onCancel={onCancel} {...formProps} />
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, "open" | "title" | "description" | "onCloseAutoFocus">;

function ReasonForm({ label, confirmLabel, pendingLabel, cancelLabel, pending, presets = [], placeholder, confirmIcon, onConfirm, onCancel }: ReasonFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const form = useForm<ModerationReasonInput, unknown, ReasonValues>({
    resolver: zodResolver(moderationReasonSchema),
    defaultValues: { reason: "" },
  });
  const reason = useWatch({ control: form.control, name: "reason" }) ?? "";

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit((values) => onConfirm(values.reason))(event)}>
      {presets.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("common.reasonDialog.presets")}>
          {presets.map((preset) => (
            <Button
              key={preset.label}
              variant="outline"
              size="sm"
              onClick={() => form.setValue("reason", preset.text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      )}
      <FormField
        label={label}
        error={form.formState.errors.reason?.message}
        description={t("common.reasonDialog.count", {
          length: formatNumber(reason.length, language),
          max: formatNumber(moderationReasonMax, language),
        })}
      >
        <Textarea rows={4} maxLength={moderationReasonMax} placeholder={placeholder} {...form.register("reason")} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? (
            <Spinner label={pendingLabel} showLabel className="text-current" />
          ) : (
            <>
              {confirmIcon}
              {confirmLabel}
            </>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
