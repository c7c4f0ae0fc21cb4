/**
 * The employer dashboard's Find candidates tab (issue 32): for a verified employer, the talent
 * pool's search (skills, place, job type), its candidates as cards, "Invite to apply", and the
 * invitations sent with their answers; an employer not verified reads where to get verified.
 * The pool is asked only once the employer's own verification reads approved, so an employer not
 * verified yet sends no request the server would refuse; the server still decides, and its
 * `employer_not_verified` answer shows the same sentence.
 */
import { useState, type FormEvent } from "react";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserSearch from "lucide-react/icons/user-search";
import { jobTypes, type JobType } from "@app/shared/constants";
import type { PoolCandidate, PoolSearchInput, SentInvitation } from "@app/shared/talent-pool";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-error";
import { formatDate, formatDay, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useMyVerification } from "@/features/verification/api/get-my-verification";
import { useSentInvitations } from "../api/invitations";
import { usePoolSearch } from "../api/search-pool";
import { InviteAgainDialog, InviteDialog, type OpenJob } from "./invite-dialog";

const notVerified = (error: unknown) => error instanceof ApiError && error.code === "employer_not_verified";

export function FindCandidates({ openJobs }: { openJobs: OpenJob[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<PoolSearchInput>({});
  const [page, setPage] = useState(1);
  const verification = useMyVerification();
  const approved = verification.data?.status === "approved";
  // Where the verification cannot be read, the pool's own answer says whether the employer may search it.
  const results = usePoolSearch({ ...search, page }, { enabled: approved || verification.isError });
  // Asked only once the pool answers: an employer not verified is refused both.
  const sent = useSentInvitations({ enabled: results.isSuccess });
  const [inviting, setInviting] = useState<PoolCandidate | null>(null);

  if ((verification.isSuccess && !approved) || notVerified(results.error)) {
    return <EmptyState icon={ShieldCheck} title={t("talent-pool.find.title")} description={t("talent-pool.find.notVerified")} />;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
    setSearch({ q: text("q"), place: text("place"), type: text("type") as JobType | undefined });
    setPage(1);
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t("talent-pool.find.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("talent-pool.find.description")}</p>
      </div>
      <form role="search" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <FormField label={t("talent-pool.find.skills")}>
          <Input name="q" placeholder={t("talent-pool.find.skillsPlaceholder")} />
        </FormField>
        <FormField label={t("talent-pool.find.place")}>
          <Input name="place" placeholder={t("talent-pool.find.placePlaceholder")} />
        </FormField>
        <FormField label={t("talent-pool.find.type")}>
          <NativeSelect name="type" defaultValue="">
            <option value="">{t("talent-pool.find.anyType")}</option>
            {jobTypes.map((type) => (
              <option key={type} value={type}>
                {t(`jobs.types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("talent-pool.find.search")}
        </Button>
      </form>
      <Results results={results} onInvite={setInviting} onMore={() => setPage((current) => current + 1)} />
      <SentInvitations invitations={sent.data?.invitations ?? []} leftToday={sent.data?.leftToday} />
      <InviteDialog candidate={inviting} jobs={openJobs} leftToday={sent.data?.leftToday} onClose={() => setInviting(null)} />
    </div>
  );
}

function Results({ results, onInvite, onMore }: { results: ReturnType<typeof usePoolSearch>; onInvite: (candidate: PoolCandidate) => void; onMore: () => void }) {
  const { t } = useTranslation();
  if (results.isError) return <LoadErrorPanel title={t("talent-pool.find.failed")} description={t("talent-pool.find.failedDescription")} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  if (!results.data) return <CardListSkeleton label={t("talent-pool.find.loading")} count={2} />;
  if (results.data.candidates.length === 0) return <EmptyState icon={UserSearch} title={t("talent-pool.find.empty")} description={t("talent-pool.find.emptyDescription")} />;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 md:grid-cols-2">
        {results.data.candidates.map((candidate) => (
          <CandidateCard key={candidate.ref} candidate={candidate} onInvite={() => onInvite(candidate)} />
        ))}
      </ul>
      {results.data.hasMore && (
        <Button variant="outline" className="w-fit" onClick={onMore}>
          {t("talent-pool.find.more")}
        </Button>
      )}
    </div>
  );
}

function CandidateCard({ candidate, onInvite }: { candidate: PoolCandidate; onInvite: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <h3 className="font-semibold break-words">{candidate.headline || t("talent-pool.find.noHeadline")}</h3>
      {candidate.skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {candidate.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      {/* Only what has a term is in the list: the experience and the last visit are sentences of their own. */}
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>{t("talent-pool.find.experience", { count: candidate.experienceYears, formatted: formatNumber(candidate.experienceYears, language) })}</p>
        {(candidate.wantedPlaces.length > 0 || candidate.wantedJobTypes.length > 0) && (
          <dl className="grid gap-1">
            {candidate.wantedPlaces.length > 0 && (
              <div className="flex flex-wrap gap-1">
                <dt>{t("talent-pool.find.wantsPlaces")}:</dt>
                <dd className="text-foreground">{candidate.wantedPlaces.join(", ")}</dd>
              </div>
            )}
            {candidate.wantedJobTypes.length > 0 && (
              <div className="flex flex-wrap gap-1">
                <dt>{t("talent-pool.find.wantsTypes")}:</dt>
                <dd className="text-foreground">{candidate.wantedJobTypes.map((type) => t(`jobs.types.${type}`)).join(", ")}</dd>
              </div>
            )}
          </dl>
        )}
        {candidate.lastActiveOn && <p>{t("talent-pool.find.lastActive", { date: formatDay(candidate.lastActiveOn, language) })}</p>}
      </div>
      <Button className="w-fit" onClick={onInvite}>
        {t("talent-pool.find.invite")}
      </Button>
    </li>
  );
}

const statusVariant = { sent: "outline", applied: "success", declined: "secondary", closed: "secondary" } as const;

/** Closed with its job, and the job open again: "Job no longer open" would be untrue. */
const statusLabel = (invitation: SentInvitation) => (invitation.status === "closed" && invitation.jobOpen ? "closedOpenAgain" : invitation.status);

function SentInvitations({ invitations, leftToday }: { invitations: SentInvitation[]; leftToday: number | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [invitingAgain, setInvitingAgain] = useState<SentInvitation | null>(null);
  return (
    <section aria-labelledby="sent-invitations-heading" className="grid gap-3">
      <h2 id="sent-invitations-heading" className="text-lg font-semibold">
        {t("talent-pool.sent.title")}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("talent-pool.sent.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm">
              <span className="grid gap-0.5">
                <span className="font-medium">{invitation.jobTitle}</span>
                <span className="text-muted-foreground">
                  {invitation.candidateHeadline || t("talent-pool.find.noHeadline")} · {t("talent-pool.sent.sentOn", { date: formatDate(invitation.sentAt, language) })}
                </span>
              </span>
              <Badge variant={statusVariant[invitation.status]}>{t(`talent-pool.sent.status.${statusLabel(invitation)}`)}</Badge>
              {invitation.canInviteAgain && (
                <span className="flex w-full flex-wrap items-center justify-between gap-2">
                  <span className="text-muted-foreground">{t("talent-pool.sent.openAgain")}</span>
                  <Button size="sm" variant="outline" aria-label={t("talent-pool.sent.inviteAgainLabel", { title: invitation.jobTitle })} onClick={() => setInvitingAgain(invitation)}>
                    {t("talent-pool.sent.inviteAgain")}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <InviteAgainDialog invitation={invitingAgain} leftToday={leftToday} onClose={() => setInvitingAgain(null)} />
    </section>
  );
}
