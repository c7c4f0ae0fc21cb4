/** The profile's Saved Jobs tab: the jobs the candidate saved, newest saved first as the server sends them. */
import { Link } from "@/lib/navigation";
import Bookmark from "lucide-react/icons/bookmark";
import EyeOff from "lucide-react/icons/eye-off";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import { useTranslation } from "@/lib/i18n";
import { useSavedJobs } from "../api/list-saved-jobs";
import { JobCard, JobCardSkeletons } from "./job-card";

export function SavedJobs() {
  const { t } = useTranslation();
  const saved = useSavedJobs();

  let content;
  if (saved.data) {
    const { jobs, unavailable } = saved.data;
    content =
      jobs.length > 0 || unavailable > 0 ? (
        <>
          {jobs.length > 0 && (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {jobs.map((job) => (
                <li key={job.id} className="grid">
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
          {/* Held for review or reported since: nothing of it is shown, as to anyone but its employer. */}
          {unavailable > 0 && (
            <p className="flex items-center gap-2 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
              <EyeOff aria-hidden="true" className="size-4 shrink-0" />
              {t("candidates.savedJobs.unavailable", { count: unavailable })}
            </p>
          )}
        </>
      ) : (
        <EmptyState
          icon={Bookmark}
          title={t("candidates.savedJobs.empty.title")}
          description={t("candidates.savedJobs.empty.description")}
          action={
            <Button asChild>
              <Link to={paths.jobs.href()}>{t("candidates.savedJobs.empty.browse")}</Link>
            </Button>
          }
        />
      );
  } else if (saved.isError) {
    content = (
      <LoadErrorPanel
        title={t("candidates.savedJobs.loadError.title")}
        description={t("candidates.savedJobs.loadError.description")}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
      />
    );
  } else {
    content = <JobCardSkeletons count={3} label={t("candidates.savedJobs.loading")} className="gap-6 md:grid-cols-2 lg:grid-cols-3" />;
  }

  return (
    <section aria-labelledby="saved-jobs-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="saved-jobs-title" className="text-xl font-semibold">
          {t("candidates.savedJobs.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("candidates.savedJobs.description")}</p>
      </div>
      {content}
    </section>
  );
}
