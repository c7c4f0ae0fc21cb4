/**
 * Recent Activity (SPEC.md §2 Admin area Dashboard): the three newest applications and the three
 * newest course enrolments: who, for what, when, and where it stands.
 */
import type { ReactNode } from "react";
import { Link } from "@/lib/navigation";
import { recentActivityCount } from "@app/shared/admin";
import { ApplicationStatusBadge, EnrollmentStatusBadge } from "@/components/status-badges";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDashboard } from "../../api/get-dashboard";
import { DashboardSection } from "./dashboard-section";

type Entry = { id: string; who: string; what: ReactNode; when: string; status: ReactNode };

function EntryList({ title, entries, empty, loading }: { title: string; entries: Entry[] | undefined; empty: string; loading: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  let content;
  if (entries && entries.length > 0) {
    content = (
      <ul className="grid divide-y divide-border" aria-label={title}>
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{entry.who}</span>
              <span className="text-sm break-words text-muted-foreground">{entry.what}</span>
              <time dateTime={entry.when} className="text-xs text-muted-foreground">
                {formatDate(entry.when, language)}
              </time>
            </div>
            {entry.status}
          </li>
        ))}
      </ul>
    );
  } else if (entries) {
    content = <p className="text-sm text-muted-foreground">{empty}</p>;
  } else if (loading) {
    content = (
      <div className="grid gap-3">
        <span className="sr-only">{t("common.loading")}</span>
        {Array.from({ length: recentActivityCount }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else {
    content = <p className="text-sm text-muted-foreground">{t("dashboard.unavailable")}</p>;
  }
  return (
    <div className="grid content-start gap-3">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {content}
    </div>
  );
}

export function RecentActivity() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const linkClass = "text-primary hover:underline";

  const applications = data?.recentApplications.map(
    (application): Entry => ({
      id: application.id,
      who: application.candidateName,
      what: (
        <Link to={paths.job.href(application.jobId)} className={linkClass}>
          {application.jobTitle}
        </Link>
      ),
      when: application.appliedAt,
      status: <ApplicationStatusBadge status={application.status} />,
    }),
  );
  const enrollments = data?.recentEnrollments.map(
    (enrollment): Entry => ({
      id: enrollment.id,
      who: enrollment.studentName,
      what: (
        <Link to={paths.course.href(enrollment.courseId)} className={linkClass}>
          {enrollment.courseTitle}
        </Link>
      ),
      when: enrollment.requestedAt,
      status: <EnrollmentStatusBadge status={enrollment.status} />,
    }),
  );

  return (
    <DashboardSection title={t("dashboard.activity.title")} aria-busy={dashboard.isPending}>
      <div className="grid gap-6 @xl:grid-cols-2">
        <EntryList
          title={t("dashboard.activity.applications")}
          entries={applications}
          empty={t("dashboard.activity.noApplications")}
          loading={dashboard.isPending}
        />
        <EntryList
          title={t("dashboard.activity.enrollments")}
          entries={enrollments}
          empty={t("dashboard.activity.noEnrollments")}
          loading={dashboard.isPending}
        />
      </div>
    </DashboardSection>
  );
}
