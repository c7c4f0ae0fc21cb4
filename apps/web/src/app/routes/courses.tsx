import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { CourseCatalogue } from "@/features/courses/components/course-catalogue";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

/** /courses: the skills development catalogue of SPEC.md §2 Courses. */
export function CoursesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.courses.title"));
  return (
    <Container className="grid gap-8 py-8 md:py-12">
      <PageHeader title={t("pages.courses.title")} description={t("pages.courses.description")} />
      <CourseCatalogue />
    </Container>
  );
}
