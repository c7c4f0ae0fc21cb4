/**
 * The short addresses of the site's SMS (each character of a Kannada SMS counts): `/a`, the signed-in
 * person's applications, and `/n`, how they hear the site's news. Each sends a candidate to their
 * profile and an employer to their dashboard; anyone else to the candidate login, which comes back.
 */
import { Navigate } from "react-router";
import { shortLinkPaths } from "@app/shared/site-paths";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";

type ShortLink = keyof typeof shortLinkPaths;

const targets: Record<ShortLink, Record<"candidate" | "employer", string>> = {
  applications: { candidate: paths.candidateProfile.href("applications"), employer: paths.employerDashboard.href("applications") },
  notifications: { candidate: `${paths.candidateProfile.href()}#notifications`, employer: `${paths.employerDashboard.href("company")}#notifications` },
};

export function ShortLinkRoute({ to }: { to: ShortLink }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <PageSpinner label={t("guard.checkingAccount")} />;
  const role = currentUser.data?.role;
  if (role === "candidate" || role === "employer") return <Navigate to={targets[to][role]} replace />;
  return <Navigate to={paths.login.href("candidate", shortLinkPaths[to])} replace />;
}
