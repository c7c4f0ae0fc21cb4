/**
 * The ways into a conversation. The employer's "Message" on an applicant's card, for any application
 * that has not ended (its first message starts the conversation) or whose conversation is there to
 * read; the candidate's "Messages" in My Applications, once the employer has written. Both show how
 * many of the other side's messages are unread.
 */
import { useState } from "react";
import MessageSquare from "lucide-react/icons/message-square";
import type { ApplicationStatus } from "@app/shared/applications";
import { jobTitleOf } from "@app/shared/job-texts";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useConversationSummary } from "../api/list-conversations";
import { ConversationDialog } from "./conversation-dialog";

/** A rejected or not-selected application takes no new conversation. */
const endedStatuses: readonly ApplicationStatus[] = ["rejected", "not_selected"];

function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-destructive px-1.5 py-px text-xs font-semibold text-white">
      <span aria-hidden="true">{formatNumber(count, language)}</span>
      <span className="sr-only">{t("messages.unread", { count })}</span>
    </span>
  );
}

type ApplicantMessageButtonProps = {
  application: { id: string; status: ApplicationStatus; candidateName: string; jobTitle: string };
};

export function ApplicantMessageButton({ application }: ApplicantMessageButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const summary = useConversationSummary(application.id);
  if (endedStatuses.includes(application.status) && !summary) return null;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquare aria-hidden="true" />
        {t("messages.open.employer")}
        <UnreadCount count={summary?.unread ?? 0} />
      </Button>
      <ConversationDialog
        applicationId={application.id}
        reader="employer"
        otherName={application.candidateName}
        jobTitle={application.jobTitle}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

export function CandidateMessagesButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const summary = useConversationSummary(applicationId);
  if (!summary) return null;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquare aria-hidden="true" />
        {t("messages.open.candidate")}
        <UnreadCount count={summary.unread} />
      </Button>
      <ConversationDialog
        applicationId={applicationId}
        reader="candidate"
        otherName={summary.withName}
        jobTitle={jobTitleOf(summary, currentLanguage())}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
