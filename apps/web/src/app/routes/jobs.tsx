import { useTranslation } from "react-i18next";
import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { JobList } from "@/features/jobs/components/job-list";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /jobs: the public job list of SPEC.md §2. */
export function JobsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.jobs.title"));
  return (
    <Container className="grid gap-8 py-8 md:py-12">
      <PageHeader title={t("pages.jobs.title")} description={t("pages.jobs.description")} />
      <JobList />
    </Container>
  );
}
