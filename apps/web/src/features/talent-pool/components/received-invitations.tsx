/**
 * The candidate's invitations to apply (issue 32), above My Applications: the job, the company, the
 * employer's note, and Apply (one tap, with the profile's resume), Decline, or Block this employer
 * (after a confirmation). An invitation to a job the candidate has applied for already (the pool
 * does not tell employers who its candidates are) says so, and asks nothing but leaves Block. Live
 * through the `invitations` server events; nothing shows without any.
 */
import { useState } from "react";
import { Link } from "@/lib/navigation";
import Ban from "lucide-react/icons/ban";
import Building2 from "lucide-react/icons/building-complex";
import MapPin from "lucide-react/icons/map-pin";
import Send from "lucide-react/icons/send";
import { jobTitleOf } from "@app/shared/job-texts";
import type { ReceivedInvitation } from "@app/shared/talent-pool";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useAnswerInvitation, useReceivedInvitations, type InvitationAnswer } from "../api/invitations";

export function ReceivedInvitations() {
  const { t } = useTranslation();
  const invitations = useReceivedInvitations();
  const list = invitations.data?.invitations ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="invitations-heading" className="text-lg font-semibold">
          {t("talent-pool.received.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("talent-pool.received.description")}</p>
      </div>
      <ul className="grid gap-3">
        {list.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: ReceivedInvitation }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const answer = useAnswerInvitation();
  const [confirmingBlock, setConfirmingBlock] = useState(false);

  async function reply(kind: InvitationAnswer) {
    try {
      await answer.mutateAsync({ id: invitation.id, answer: kind });
      if (kind === "apply") toast.success(t("talent-pool.received.appliedTitle"), { description: t("talent-pool.received.appliedDescription") });
      else if (kind === "decline") toast.success(t("talent-pool.received.declinedTitle"));
      else toast.success(t("talent-pool.received.blockedTitle"), { description: t("talent-pool.received.blockedDescription") });
    } catch (error) {
      toast.error(t("talent-pool.received.failed"), { description: errorMessage(t, error) });
    } finally {
      setConfirmingBlock(false);
    }
  }

  const open = invitation.status === "sent";
  // Invited after applying: nothing to apply for or decline.
  const alreadyApplied = open && invitation.hasApplied;
  const reopened = invitation.status === "closed" && invitation.jobOpen;
  return (
    <li className="grid gap-3 rounded-xl border border-primary/30 bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold break-words">{jobTitleOf(invitation, language)}</h3>
        {(invitation.status === "applied" || alreadyApplied) && <Badge variant="success">{t("talent-pool.received.applied")}</Badge>}
        {invitation.status === "declined" && <Badge variant="secondary">{t("talent-pool.received.declined")}</Badge>}
        {/* Closed: still waiting when its job was closed or taken down; nothing to answer any more. */}
        {((open && !alreadyApplied && !invitation.jobOpen) || (invitation.status === "closed" && !invitation.jobOpen)) && <Badge variant="warning">{t("talent-pool.received.jobClosed")}</Badge>}
        {/* Closed with its job, which is open again: the invitation stays ended (the employer may send a new one), the job's page takes an application. */}
        {reopened && <Badge variant="secondary">{t("talent-pool.received.closedOpenAgain")}</Badge>}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5 font-medium text-foreground">
          <Building2 aria-hidden="true" className="size-4" />
          {invitation.company}
        </span>
        <span className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          {invitation.jobLocation}
        </span>
        <span>{t("talent-pool.received.sentOn", { date: formatDate(invitation.sentAt, language) })}</span>
      </p>
      {invitation.note && (
        <blockquote className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
          <span className="sr-only">{t("talent-pool.received.note")}: </span>
          {invitation.note}
        </blockquote>
      )}
      {alreadyApplied && <p className="text-sm">{t("talent-pool.received.alreadyApplied")}</p>}
      {reopened && !invitation.hasApplied && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{t("talent-pool.received.openAgain")}</span>
          <Link to={`/jobs/${invitation.jobId}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("talent-pool.received.viewJob")}
          </Link>
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          {!alreadyApplied && (
            <>
              <Button disabled={answer.isPending || !invitation.jobOpen} onClick={() => void reply("apply")}>
                <Send aria-hidden="true" />
                {t("talent-pool.received.apply")}
              </Button>
              <Button variant="outline" disabled={answer.isPending} onClick={() => void reply("decline")}>
                {t("talent-pool.received.decline")}
              </Button>
            </>
          )}
          <Button variant="ghost" disabled={answer.isPending} onClick={() => setConfirmingBlock(true)}>
            <Ban aria-hidden="true" />
            {t("talent-pool.received.block")}
          </Button>
        </div>
      )}
      <AlertDialog open={confirmingBlock} onOpenChange={(next) => !next && !answer.isPending && setConfirmingBlock(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("talent-pool.received.blockConfirmTitle", { company: invitation.company })}</AlertDialogTitle>
            <AlertDialogDescription>{t("talent-pool.received.blockConfirmDescription")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={answer.isPending}>{t("talent-pool.received.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={answer.isPending}
              onClick={(event) => {
                event.preventDefault();
                void reply("block");
              }}
            >
              {t("talent-pool.received.blockConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
