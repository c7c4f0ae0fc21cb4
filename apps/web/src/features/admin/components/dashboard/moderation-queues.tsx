/**
 * Trust and safety on the dashboard: what waits in the review queue, the reports, the
 * verification requests and the reported conversations, each a link to its queue; amber while
 * anything waits.
 */
import { Link } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import BadgeCheck from "lucide-react/icons/badge-check";
import ChevronRight from "lucide-react/icons/chevron-right";
import Flag from "lucide-react/icons/flag";
import MessagesSquare from "lucide-react/icons/messages-square";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import type { ModerationCounts } from "@app/shared/trust";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useModerationCounts } from "../../api/get-moderation-counts";
import { DashboardFigure } from "./dashboard-figure";
import { DashboardSection } from "./dashboard-section";

const queues: { key: keyof ModerationCounts; to: string; icon: LucideIcon }[] = [
  { key: "review", to: paths.admin.review.href(), icon: ShieldAlert },
  { key: "reports", to: paths.admin.reports.href(), icon: Flag },
  { key: "verifications", to: paths.admin.verification.href(), icon: BadgeCheck },
  { key: "conversations", to: paths.admin.conversations.href(), icon: MessagesSquare },
];

export function ModerationQueues() {
  const { t } = useTranslation();
  const counts = useModerationCounts();

  return (
    <DashboardSection title={t("dashboard.moderation.title")} description={t("dashboard.moderation.description")} aria-busy={counts.isPending}>
      <ul className="grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-4">
        {queues.map(({ key, to, icon: Icon }) => {
          const waiting = (counts.data?.[key] ?? 0) > 0;
          return (
            <li key={key}>
              <Link
                to={to}
                className={cn(
                  "group flex h-full items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  waiting ? "border-amber-300 bg-amber-50" : "border-border",
                )}
              >
                <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", waiting ? "bg-amber-100 text-amber-900" : "bg-muted text-muted-foreground")}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="text-sm font-medium text-muted-foreground">{t(`dashboard.moderation.${key}`)}</span>
                  <DashboardFigure value={counts.data?.[key]} loading={counts.isPending} />
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
