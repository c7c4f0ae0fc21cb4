/**
 * Jobs for you (issue 30): the open jobs the server ranks for the signed-in candidate's profile,
 * each with why it was chosen. The profile's tab shows them all; the job list shows the first two
 * above the search's results, with a link to the rest. Jobs posted since the previous visit are New.
 */
import { useId } from "react";
import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Sparkles from "lucide-react/icons/sparkles";
import { isNewSince, type JobForYou, type JobForYouReason } from "@app/shared/jobs-for-you";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useJobsForYou } from "../api/get-jobs-for-you";
import { useJobFormat } from "../hooks/use-job-format";
import { JobCard, JobCardSkeletons } from "./job-card";
import { JobsForYouByMail } from "./jobs-for-you-by-mail";

/** The profile tab that shows them all. */
export const jobsForYouTab = paths.candidateProfile.jobsForYouTab;
/** How many the job list shows above its results. */
const onJobList = 2;

function ReasonText({ reason }: { reason: JobForYouReason }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  switch (reason.kind) {
    case "skills":
      return t("jobs.forYou.reasons.skills", { skills: reason.skills.join(", ") });
    case "experience":
      return t("jobs.forYou.reasons.experience", { title: reason.title });
    case "applied":
      return t("jobs.forYou.reasons.applied", { title: reason.title });
    case "place":
      return t("jobs.forYou.reasons.place", { place: reason.place });
    case "type":
      return t("jobs.forYou.reasons.type", { type: format.type(reason.type) });
  }
}

function Reasons({ reasons }: { reasons: JobForYouReason[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("jobs.forYou.reasons.label")} className="grid gap-1.5 rounded-lg bg-primary-soft px-3 py-2 text-sm text-foreground">
      {reasons.map((reason) => (
        <li key={reason.kind} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            <ReasonText reason={reason} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Three columns on the profile's wide tab; two above the job list, as the list's own. */
const columns = { tab: "md:grid-cols-2 lg:grid-cols-3", list: "md:grid-cols-2" } as const;

function JobsForYouCards({ found, newSince, place }: { found: JobForYou[]; newSince: string | null; place: keyof typeof columns }) {
  return (
    <ul className={cn("grid gap-4", columns[place])}>
      {found.map(({ job, reasons }) => (
        <li key={job.id} className="grid">
          {/* The tab's cards come straight under the profile's heading; the list's under "Jobs for you". */}
          <JobCard job={job} isNew={isNewSince(job.postedAt, newSince)} headingLevel={place === "tab" ? 2 : 3}>
            <Reasons reasons={reasons} />
          </JobCard>
        </li>
      ))}
    </ul>
  );
}

function CardsSkeleton({ count, place }: { count: number; place: keyof typeof columns }) {
  const { t } = useTranslation();
  return <JobCardSkeletons count={count} label={t("jobs.forYou.loading")} className={columns[place]} />;
}

/** The profile's Jobs for you tab: every job the server chose, or why there is none. */
export function JobsForYou({ onEditProfile }: { onEditProfile: () => void }) {
  const { t } = useTranslation();
  const forYou = useJobsForYou();

  if (forYou.data) {
    const { jobs, profileUsable, newSince } = forYou.data;
    if (jobs.length > 0) {
      return (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t("jobs.forYou.description")}</p>
          <JobsForYouByMail />
          <JobsForYouCards found={jobs} newSince={newSince} place="tab" />
        </div>
      );
    }
    return profileUsable ? (
      <div className="grid gap-4">
        <JobsForYouByMail />
        <EmptyState
          icon={Sparkles}
          title={t("jobs.forYou.none.title")}
          description={t("jobs.forYou.none.description")}
          action={
            <Button asChild variant="outline">
              <Link to={paths.jobs.href()}>{t("jobs.forYou.browse")}</Link>
            </Button>
          }
        />
      </div>
    ) : (
      <EmptyState
        icon={Sparkles}
        title={t("jobs.forYou.emptyProfile.title")}
        description={t("jobs.forYou.emptyProfile.description")}
        action={<Button onClick={onEditProfile}>{t("jobs.forYou.emptyProfile.action")}</Button>}
      />
    );
  }
  if (forYou.isError) {
    return (
      <LoadErrorPanel
        title={t("jobs.forYou.loadError.title")}
        description={t("jobs.forYou.loadError.description")}
        onRetry={() => void forYou.refetch()}
        retrying={forYou.isFetching}
      />
    );
  }
  return <CardsSkeleton count={3} place="tab" />;
}

/**
 * Above the job list, for a signed-in candidate: the best two and a link to the rest, or an
 * invitation to say on the profile what work they want. Nothing for anyone else, nor when it fails
 * (the list below is what the page is for).
 */
export function JobsForYouOnJobList() {
  const { t } = useTranslation();
  const forYou = useJobsForYou();
  const titleId = useId();
  if (forYou.isError || (!forYou.data && !forYou.isLoading) || forYou.data?.jobs.length === 0) {
    if (forYou.data && !forYou.data.profileUsable) {
      return (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed border-border bg-card px-4 py-3 text-sm">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">{t("jobs.forYou.invite")}</span>
          <Link to={paths.candidateProfile.href()} className="font-semibold text-primary underline underline-offset-4">
            {t("jobs.forYou.emptyProfile.action")}
          </Link>
        </p>
      );
    }
    return null;
  }
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {t("jobs.forYou.title")}
        </h2>
        {forYou.data && forYou.data.jobs.length > onJobList && (
          <Link
            to={paths.candidateProfile.href(jobsForYouTab)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("jobs.forYou.seeAll", { count: forYou.data.jobs.length })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {forYou.data ? (
        <JobsForYouCards found={forYou.data.jobs.slice(0, onJobList)} newSince={forYou.data.newSince} place="list" />
      ) : (
        <CardsSkeleton count={onJobList} place="list" />
      )}
    </section>
  );
}
