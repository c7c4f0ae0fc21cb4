/**
 * A conversation in a dialog, over the applicant card or My Applications: titled with the other
 * side's name and the job. The conversation loads only while the dialog is open (Radix
 * draws its content only then).
 */
import type { ConversationRole } from "@app/shared/conversations";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";
import { ConversationPanel } from "./conversation-panel";

export type ConversationDialogProps = {
  applicationId: string;
  reader: ConversationRole;
  otherName: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ConversationDialog({ applicationId, reader, otherName, jobTitle, open, onOpenChange }: ConversationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="break-words">{t("messages.dialog.title", { name: otherName })}</DialogTitle>
          <DialogDescription className="break-words">{t("messages.dialog.description", { title: jobTitle })}</DialogDescription>
        </DialogHeader>
        <ConversationPanel applicationId={applicationId} reader={reader} otherName={otherName} />
      </DialogContent>
    </Dialog>
  );
}
