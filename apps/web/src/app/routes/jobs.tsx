import { Island } from "@/components/island";
import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { JobAlertButton, JobAlertHost } from "@/features/alerts/components/job-alert-button";
import { JobList } from "@/features/jobs/components/job-list";
import { JobsForYouOnJobList } from "@/features/jobs/components/jobs-for-you";
import { searchFiltersOf } from "@/features/jobs/hooks/use-job-search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

/**
 * /jobs: the public job list of SPEC.md §2, with the alerts feature's "Alert me to jobs like these",
 * and a signed-in candidate's Jobs for you above the unfiltered list.
 */
export function JobsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.jobs.title"));
  return (
    <Container className="grid gap-8 py-8 md:py-12">
      <PageHeader title={t("pages.jobs.title")} description={t("pages.jobs.description")} />
      <JobAlertHost>
        <JobList
          searchAction={(filters, place) => (
            // An island (ADR 071): on a guest's /jobs it holds its own dialog, as no host stands above it there.
            <Island name="job-alert" component={JobAlertButton} props={{ criteria: searchFiltersOf(filters), emphasis: place === "empty" }} />
          )}
          aboveAllJobs={<JobsForYouOnJobList />}
        />
      </JobAlertHost>
    </Container>
  );
}
