import { useTranslation } from "react-i18next";
import type { AlertCriteria } from "@app/shared/alerts";
import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { JobAlertButton, JobAlertHost } from "@/features/alerts/components/job-alert-button";
import { JobList } from "@/features/jobs/components/job-list";
import type { JobSearchFilters } from "@/features/jobs/hooks/use-job-search-params";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The search on screen as an alert's criteria: its filters without the order and the page. */
function alertCriteriaOf(filters: JobSearchFilters): AlertCriteria {
  return {
    q: filters.q || undefined,
    type: filters.type,
    location: filters.location || undefined,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
    verified: filters.verified ? "true" : undefined,
  };
}

/** /jobs: the public job list of SPEC.md §2, with the alerts feature's "Alert me to jobs like these". */
export function JobsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.jobs.title"));
  return (
    <Container className="grid gap-8 py-8 md:py-12">
      <PageHeader title={t("pages.jobs.title")} description={t("pages.jobs.description")} />
      <JobAlertHost>
        <JobList searchAction={(filters, place) => <JobAlertButton criteria={alertCriteriaOf(filters)} emphasis={place === "empty"} />} />
      </JobAlertHost>
    </Container>
  );
}
