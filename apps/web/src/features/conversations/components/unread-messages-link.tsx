/**
 * The navigation's way to a signed-in candidate's or employer's messages, with the count of unread
 * ones: to My Applications, or to the dashboard's Messages tab. The navigation is on the guests'
 * pages too, so its texts are the shell's and nothing here loads the form-checking library.
 */
import { Link } from "react-router";
import MessageSquare from "lucide-react/icons/message-square";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useUnreadCount } from "../api/get-unread-count";

/** More than this shows as "99+": the badge stays small. */
const shownMax = 99;

export function UnreadMessagesLink({ role }: { role: "candidate" | "employer" }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const unread = useUnreadCount().data?.unread ?? 0;
  const to = role === "candidate" ? paths.candidateProfile.href("applications") : paths.employerDashboard.href("messages");
  const label = unread > 0 ? t("shell.messages.unread", { count: unread, formatted: formatNumber(unread, language) }) : t("shell.messages.label");

  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={to} aria-label={label}>
        <MessageSquare aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold text-white"
          >
            {unread > shownMax ? `${formatNumber(shownMax, language)}+` : formatNumber(unread, language)}
          </span>
        )}
      </Link>
    </Button>
  );
}
