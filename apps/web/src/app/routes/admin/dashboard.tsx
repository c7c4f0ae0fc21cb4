/**
 * /admin/dashboard (SPEC.md §2 Admin area Dashboard), behind the admin guard: visitors, the totals
 * that link to their lists, the 30-day chart, quick actions, the top viewed jobs, recent activity,
 * the consultation requests, the mail the outbox has not delivered, and the SMS and WhatsApp
 * messages beside it. Server events refetch every figure when anything changes; nothing needs a
 * manual refresh.
 */
import { PageHeader } from "@/components/ui/page-header";
import { ActivityChart } from "@/features/admin/components/dashboard/activity-chart";
import { ConsultationRequests } from "@/features/admin/components/dashboard/consultation-requests";
import { DashboardLoadError } from "@/features/admin/components/dashboard/dashboard-load-error";
import { ModerationQueues } from "@/features/admin/components/dashboard/moderation-queues";
import { PhoneOutbox } from "@/features/admin/components/dashboard/phone-outbox";
import { QuickActions } from "@/features/admin/components/dashboard/quick-actions";
import { RecentActivity } from "@/features/admin/components/dashboard/recent-activity";
import { consultationsSectionId, StatCards } from "@/features/admin/components/dashboard/stat-cards";
import { TopViewedJobs } from "@/features/admin/components/dashboard/top-viewed-jobs";
import { UndeliveredMail } from "@/features/admin/components/dashboard/undelivered-mail";
import { VisitorCards } from "@/features/admin/components/dashboard/visitor-cards";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminDashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.dashboard.title"));
  return (
    // A size container: the sections lay out by the width beside the admin sidebar, not the window's.
    <div className="@container grid gap-6">
      <PageHeader title={t("pages.admin.dashboard.title")} description={t("pages.admin.dashboard.description")} />
      <DashboardLoadError />
      <VisitorCards />
      <StatCards />
      <ModerationQueues />
      <ActivityChart />
      <div className="grid gap-6 @3xl:grid-cols-2">
        <TopViewedJobs />
        <RecentActivity />
      </div>
      <QuickActions />
      <ConsultationRequests id={consultationsSectionId} />
      <UndeliveredMail />
      <PhoneOutbox />
    </div>
  );
}
