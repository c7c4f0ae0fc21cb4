import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import { featuredJobCount } from "@app/shared/constants";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { useTranslation } from "@/lib/i18n";
import { useSearchJobs } from "../api/search-jobs";
import { JobCard } from "./job-card";

/**
 * The 3 newest jobs, marked as featured (SPEC.md §2 Home, part 3). Hidden while they load, and when
 * they cannot be loaded: the page reads well without them, and /jobs explains a failure.
 */
export function FeaturedJobs() {
  const { t } = useTranslation();
  const newest = useSearchJobs({ pageSize: featuredJobCount });
  if (!newest.data) return null;
  const { jobs } = newest.data;

  return (
    <section aria-labelledby="featured-jobs-title" className="pt-16">
      <Container className="grid gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-2">
            <h2 id="featured-jobs-title" className="text-3xl font-bold tracking-tight">
              {t("jobs.featured.title")}
            </h2>
            <p className="text-muted-foreground">{t("jobs.featured.subtitle")}</p>
          </div>
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.jobs.href()}>
              {t("jobs.featured.viewAll")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {jobs.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id} className="grid">
                <JobCard job={job} featured />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center text-muted-foreground">
            {t("jobs.featured.empty")}
          </p>
        )}
      </Container>
    </section>
  );
}
