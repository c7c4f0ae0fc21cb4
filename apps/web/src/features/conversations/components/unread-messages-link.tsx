/**
 * The navigation's way to a signed-in candidate's or employer's messages, with the count of unread
 * ones: to My Applications, or to the dashboard's Messages tab. A new message is also said in a
 * polite live region, unless a conversation is open (its panel reads the message out itself). The
 * navigation is on the guests' pages too, so its texts are the shell's and nothing here loads the
 * form-checking library.
 */
import { useState } from "react";
import { Link } from "@/lib/navigation";
import { useQueryClient } from "@tanstack/react-query";
import MessageSquare from "lucide-react/icons/message-square";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useUnreadCount } from "../api/get-unread-count";
import { conversationKeys } from "../api/keys";

/** More than this shows as "99+": the badge stays small. */
const shownMax = 99;

export function UnreadMessagesLink({ role }: { role: "candidate" | "employer" }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const count = useUnreadCount().data?.unread;
  const unread = count ?? 0;
  const to = role === "candidate" ? paths.candidateProfile.href("applications") : paths.employerDashboard.href("messages");
  const label = unread > 0 ? t("shell.messages.unread", { count: unread, formatted: formatNumber(unread, language) }) : t("shell.messages.label");

  // A rise of the count after the first one read is news; a fall (messages read) clears the region,
  // so the same count reached again is said again.
  const [seen, setSeen] = useState(count);
  const [news, setNews] = useState("");
  if (count !== undefined && count !== seen) {
    setSeen(count);
    const conversationOpen = queryClient.getQueryCache().findAll({ queryKey: [...conversationKeys.all, "messages"], type: "active" }).length > 0;
    if (seen !== undefined && count > seen && !conversationOpen) setNews(t("shell.messages.arrived", { count, formatted: formatNumber(count, language) }));
    else if (count < (seen ?? 0)) setNews("");
  }

  return (
    <>
      <span role="status" className="sr-only">
        {news}
      </span>
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
    </>
  );
}
