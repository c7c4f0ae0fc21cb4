import { Link } from "@/lib/navigation";
import Send from "lucide-react/icons/send";
import UserRound from "lucide-react/icons/user-round";
import type { SessionUser } from "@app/shared/user";
import { Island } from "@/components/island";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { GuestApplyLink } from "./guest-job-links";

type ApplySectionProps = {
  jobId: string;
  user: SessionUser | null;
  /**
   * Opens the apply dialog for a signed-in candidate; the route composes the applications feature's
   * dialog. Rendered without it (as in a page that cannot apply), a candidate sees a note pointing
   * to the profile instead of a dead button.
   */
  onApply?: () => void;
  className?: string;
};

/**
 * Apply Now (SPEC.md §5 Applying): a guest, employer or admin is told to log in as a candidate and
 * sent to the candidate login, which brings them back to this job afterwards (a link: see
 * CandidateLoginLink).
 */
export function ApplySection({ jobId, user, onApply, className }: ApplySectionProps) {
  const { t } = useTranslation();

  if (user?.role === "candidate") {
    if (onApply) {
      return (
        <Button size="lg" className={cn("w-full", className)} onClick={onApply}>
          <Send aria-hidden="true" />
          {t("job-detail.apply.button")}
        </Button>
      );
    }
    return (
      <p className={cn("text-sm text-muted-foreground", className)}>
        {t("job-detail.apply.profileNote")}{" "}
        <Link
          to={paths.candidateProfile.href()}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t("job-detail.apply.profileLink")}
        </Link>
      </p>
    );
  }

  return <Island name="apply-link" component={GuestApplyLink} props={{ jobId, className: cn("w-full", className) }} />;
}
