/**
 * /candidate/start (issue 52), behind RequireRole("candidate") in the router: a new candidate's few
 * quick steps to a profile and a résumé (features/candidates/components/start-flow.tsx). Sign-up
 * leads here; the profile links here while the profile is thin.
 */
import { Container } from "@/components/ui/container";
import { StartFlow } from "@/features/candidates/components/start-flow";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function CandidateStartRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("candidates.start.title"));
  return (
    <Container className="py-6 md:py-10">
      <StartFlow />
    </Container>
  );
}
