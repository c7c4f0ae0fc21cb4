/**
 * "Invite to apply": one of the employer's open jobs, an optional note, and how many invitations
 * are left today (50 a day). The same schema checks the form here and the request on the server.
 * "Invite again": an invitation closed with its job, the job open again, sent again in its place
 * with a new note (ADR 045).
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { invitationNoteMax, inviteAgainSchema, inviteSchema, type InviteAgainInput, type InviteInput, type PoolCandidate, type SentInvitation } from "@app/shared/talent-pool";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useInviteAgain, useInviteCandidate } from "../api/invitations";

export interface OpenJob {
  id: string;
  title: string;
}

type InviteValues = { jobId: string; note: string };

export function InviteDialog({ candidate, jobs, leftToday, onClose }: { candidate: PoolCandidate | null; jobs: OpenJob[]; leftToday: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("talent-pool.invite.title")}</DialogTitle>
          <DialogDescription>{t("talent-pool.invite.description")}</DialogDescription>
        </DialogHeader>
        {candidate && <InviteForm candidate={candidate} jobs={jobs} leftToday={leftToday} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ candidate, jobs, leftToday, onDone }: { candidate: PoolCandidate; jobs: OpenJob[]; leftToday: number | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const invite = useInviteCandidate();
  const form = useForm<InviteInput, unknown, InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { jobId: jobs[0]?.id ?? "", note: "" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({ candidateRef: candidate.ref, input: values });
      toast.success(t("talent-pool.invite.sent"));
      onDone();
    } catch (error) {
      toast.error(t("talent-pool.invite.failed"), { description: errorMessage(t, error) });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm font-medium">{candidate.headline || t("talent-pool.find.noHeadline")}</p>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("talent-pool.invite.noOpenJobs")}</p>
      ) : (
        <FormField label={t("talent-pool.invite.job")} error={errors.jobId?.message}>
          <NativeSelect {...form.register("jobId")}>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField label={t("talent-pool.invite.note")} error={errors.note?.message}>
        <Textarea maxLength={invitationNoteMax} placeholder={t("talent-pool.invite.notePlaceholder")} {...form.register("note")} />
      </FormField>
      {leftToday !== undefined && <p className="text-sm text-muted-foreground">{t("talent-pool.invite.left", { count: leftToday, formatted: formatNumber(leftToday, language) })}</p>}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={invite.isPending}>
          {t("talent-pool.invite.cancel")}
        </Button>
        <Button type="submit" disabled={invite.isPending || jobs.length === 0 || leftToday === 0}>
          {t("talent-pool.invite.send")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Invites again the candidate of `invitation` (closed with its job, open again): a note, and how many are left today. */
export function InviteAgainDialog({ invitation, leftToday, onClose }: { invitation: SentInvitation | null; leftToday: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("talent-pool.again.title")}</DialogTitle>
          <DialogDescription>{invitation && t("talent-pool.again.description", { title: invitation.jobTitle })}</DialogDescription>
        </DialogHeader>
        {invitation && <InviteAgainForm invitation={invitation} leftToday={leftToday} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteAgainForm({ invitation, leftToday, onDone }: { invitation: SentInvitation; leftToday: number | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const again = useInviteAgain();
  const form = useForm<InviteAgainInput, unknown, { note: string }>({ resolver: zodResolver(inviteAgainSchema), defaultValues: { note: "" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await again.mutateAsync({ id: invitation.id, input: values });
      toast.success(t("talent-pool.again.sent"));
      onDone();
    } catch (error) {
      toast.error(t("talent-pool.again.failed"), { description: errorMessage(t, error) });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm font-medium">{invitation.candidateHeadline || t("talent-pool.find.noHeadline")}</p>
      <FormField label={t("talent-pool.invite.note")} error={errors.note?.message}>
        <Textarea maxLength={invitationNoteMax} placeholder={t("talent-pool.invite.notePlaceholder")} {...form.register("note")} />
      </FormField>
      {leftToday !== undefined && <p className="text-sm text-muted-foreground">{t("talent-pool.invite.left", { count: leftToday, formatted: formatNumber(leftToday, language) })}</p>}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={again.isPending}>
          {t("talent-pool.invite.cancel")}
        </Button>
        <Button type="submit" disabled={again.isPending || leftToday === 0}>
          {t("talent-pool.invite.send")}
        </Button>
      </DialogFooter>
    </form>
  );
}
