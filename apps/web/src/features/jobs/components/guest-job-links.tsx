/**
 * Apply Now and Save as a guest (or an employer, for Apply Now) has them: links to the candidate
 * login, which say why on the login page (candidate-login-link.tsx). A module of their own, so a
 * guest's job page drawn as islands (ADR 071) takes them over without the signed-in actions' code.
 */
import Bookmark from "lucide-react/icons/bookmark";
import Send from "lucide-react/icons/send";
import { useTranslation } from "@/lib/i18n";
import { CandidateLoginLink } from "./candidate-login-link";

/** Apply Now for anyone but a candidate: the candidate login, told why (an island, ADR 071). */
export function GuestApplyLink({ jobId, className }: { jobId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <CandidateLoginLink
      jobId={jobId}
      notice={{ kind: "error", title: t("job-detail.apply.authTitle"), description: t("job-detail.apply.authDescription") }}
      size="lg"
      className={className}
    >
      <Send aria-hidden="true" />
      {t("job-detail.apply.button")}
    </CandidateLoginLink>
  );
}

/** Save for a guest: the candidate login, told why (an island, ADR 071). */
export function GuestSaveLink({ jobId, className }: { jobId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <CandidateLoginLink
      jobId={jobId}
      notice={{ kind: "info", title: t("job-detail.save.loginTitle"), description: t("job-detail.save.loginDescription") }}
      variant="outline"
      size="lg"
      className={className}
    >
      <Bookmark aria-hidden="true" />
      <span className="max-sm:sr-only">{t("job-detail.save.save")}</span>
    </CandidateLoginLink>
  );
}
