import Bookmark from "lucide-react/icons/bookmark";
import BookmarkCheck from "lucide-react/icons/bookmark-check";
import type { SessionUser } from "@app/shared/user";
import { Island } from "@/components/island";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useSetJobSaved } from "../api/save-job";
import { GuestSaveLink } from "./guest-job-links";

// Icon-only on phones (the label stays for screen readers), so the bar keeps to one row.
const phoneIconOnly = "max-sm:w-11 max-sm:px-0";

type SaveJobButtonProps = {
  jobId: string;
  saved: boolean;
  user: SessionUser | null;
  className?: string;
};

/**
 * Save / Saved for candidates, kept on the server and listed on their profile. A guest is sent to
 * the candidate login and comes back here; employers and the admin have nothing to save.
 */
export function SaveJobButton({ jobId, saved, user, className }: SaveJobButtonProps) {
  const { t } = useTranslation();
  const setSaved = useSetJobSaved(jobId, {
    onError: (error) => toast.error(t("job-detail.save.failedTitle"), { description: errorMessage(t, error) }),
  });

  if (user && user.role !== "candidate") return null;
  if (!user) return <Island name="save-link" component={GuestSaveLink} props={{ jobId, className: cn(phoneIconOnly, className) }} />;

  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={saved}
      onClick={() => setSaved.mutate(!saved)}
      className={cn(phoneIconOnly, saved && "border-primary/40 bg-primary-soft text-primary hover:bg-primary-soft/80", className)}
    >
      <Icon aria-hidden="true" className={cn(saved && "fill-primary/15")} />
      <span className="max-sm:sr-only">{saved ? t("job-detail.save.saved") : t("job-detail.save.save")}</span>
    </Button>
  );
}
