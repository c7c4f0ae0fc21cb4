/**
 * The dashboard's totals (SPEC.md §2 Admin area Dashboard), each a link to the list it counts:
 * candidates, employers, active jobs, course enrolments (with how many await confirmation), and
 * the open consultation requests further down this page.
 */
import { Link, type To } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import ChevronRight from "lucide-react/icons/chevron-right";
import MessageSquare from "lucide-react/icons/message-square";
import Users from "lucide-react/icons/users";
import type { AdminDashboardStats } from "@app/shared/admin";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDashboard } from "../../api/get-dashboard";
import { DashboardFigure } from "./dashboard-figure";

/** The id of the consultation requests card, which the last stat card scrolls to. */
export const consultationsSectionId = "consultations";

type StatKey = Exclude<keyof AdminDashboardStats, "pendingEnrollments">;
const wide = new Set<StatKey>(["enrollments", "unhandledConsultations"]);

const cards: { key: StatKey; to: To; icon: LucideIcon; tone: string }[] = [
  { key: "candidates", to: paths.admin.candidates.href(), icon: Users, tone: "bg-primary-soft text-primary" },
  { key: "employers", to: paths.admin.employers.href(), icon: Building2, tone: "bg-blue-50 text-blue-700" },
  { key: "activeJobs", to: `${paths.admin.jobs.href()}?status=active`, icon: Briefcase, tone: "bg-green-50 text-green-700" },
  { key: "enrollments", to: paths.admin.courses.href(), icon: BookOpen, tone: "bg-amber-50 text-amber-700" },
  { key: "unhandledConsultations", to: { hash: `#${consultationsSectionId}` }, icon: MessageSquare, tone: "bg-red-50 text-red-700" },
];

export function StatCards() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dashboard = useDashboard();
  const stats = dashboard.data?.stats;

  return (
    <section aria-labelledby="dashboard-stats-title" aria-busy={dashboard.isPending} className="grid gap-3">
      <h2 id="dashboard-stats-title" className="sr-only">
        {t("dashboard.stats.title")}
      </h2>
      {/* Two a row on a phone, the last one wide; three and then two on a wider page. */}
      <ul className="grid grid-cols-2 gap-3 @2xl:grid-cols-6">
        {cards.map(({ key, to, icon: Icon, tone }) => (
          <li key={key} className={cn(wide.has(key) ? "@2xl:col-span-3" : "@2xl:col-span-2", key === "unhandledConsultations" && "col-span-2")}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn("flex size-9 items-center justify-center rounded-full", tone)}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="text-sm leading-snug font-medium text-muted-foreground">{t(`dashboard.stats.${key}`)}</span>
              <span className="mt-auto flex flex-wrap items-baseline gap-x-2">
                <DashboardFigure value={stats?.[key]} loading={dashboard.isPending} />
                {key === "enrollments" && stats && (
                  <span className="text-sm font-medium text-amber-800">
                    {t("dashboard.stats.pendingEnrollments", { formatted: formatNumber(stats.pendingEnrollments, language) })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
