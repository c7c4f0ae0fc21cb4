/**
 * The three visitor cards (SPEC.md §2 Admin area Dashboard): visitors seen in the last few minutes,
 * all visitors, and those from the configured region. Counted by the server from a first-party
 * visitor id; without a geolocation database the local-area card says so instead of a number.
 */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { realtimeVisitorWindowMinutes } from "@app/shared/admin";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useDashboard } from "../../api/get-dashboard";
import { DashboardFigure } from "./dashboard-figure";

type VisitorCardProps = {
  label: string;
  hint: ReactNode;
  icon: LucideIcon;
  tone: string;
  className?: string;
  children: ReactNode;
};

function VisitorCard({ label, hint, icon: Icon, tone, className, children }: VisitorCardProps) {
  return (
    // The term and its value straight inside the card (a list of terms allows nothing between),
    // the icon drawn beside them from inside the term.
    <div className={cn("relative flex min-w-0 flex-col rounded-xl border border-border bg-card p-4 shadow-sm @sm:pl-[4.25rem]", className)}>
      <dt className="text-sm font-medium text-muted-foreground">
        <span className={cn("absolute top-4 left-4 hidden size-10 items-center justify-center rounded-full @sm:flex", tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="grid">
        {children}
        <span className="text-xs text-muted-foreground">{hint}</span>
      </dd>
    </div>
  );
}

export function VisitorCards() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const visitors = dashboard.data?.visitors;
  const loading = dashboard.isPending;

  return (
    <section aria-labelledby="dashboard-visitors-title" aria-busy={loading} className="grid gap-3">
      <h2 id="dashboard-visitors-title" className="text-lg font-semibold">
        {t("dashboard.visitors.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-3">
        <VisitorCard
          label={t("dashboard.visitors.realtime")}
          hint={t("dashboard.visitors.realtimeHint", { count: realtimeVisitorWindowMinutes })}
          icon={Activity}
          tone="bg-green-50 text-green-700"
        >
          <span className="flex items-center gap-2">
            <DashboardFigure value={visitors?.realtime} loading={loading} />
            {visitors && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-green-600" />}
          </span>
        </VisitorCard>
        <VisitorCard label={t("dashboard.visitors.total")} hint={t("dashboard.visitors.totalHint")} icon={Users} tone="bg-primary-soft text-primary">
          <DashboardFigure value={visitors?.total} loading={loading} />
        </VisitorCard>
        <VisitorCard
          label={t("dashboard.visitors.localArea")}
          hint={
            visitors &&
            visitors.localArea !== null && (
              <>
                {t("dashboard.visitors.localAreaHint", { region: visitors.region })}
                {" · "}
                {/* DB-IP City Lite is CC BY 4.0: its use is credited where its figures are shown. */}
                <a href="https://db-ip.com" target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-foreground">
                  {t("dashboard.visitors.attribution")}
                </a>
              </>
            )
          }
          icon={MapPin}
          tone="bg-amber-50 text-amber-700"
          className="col-span-2 @xl:col-span-1"
        >
          {visitors && visitors.localArea === null ? (
            <span className="py-1 text-sm text-foreground">{t("dashboard.visitors.noGeolocation")}</span>
          ) : (
            <DashboardFigure value={visitors?.localArea ?? undefined} loading={loading} />
          )}
        </VisitorCard>
      </dl>
    </section>
  );
}
