/**
 * My Courses (SPEC.md §2 Courses, 'My enrolled courses'): the signed-in candidate's enrolments,
 * newest first, each with its course, start date, time slot and status. 'Pending Confirmation'
 * turns into Confirmed or Cancelled as soon as the admin decides: the server's enrolment events
 * refetch every "enrollments" query.
 */
import { Link } from "@/lib/navigation";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import IndianRupee from "lucide-react/icons/indian-rupee";
import type { CandidateEnrollment } from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel, useLoadErrorToast } from "@/components/ui/load-error";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatDay, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useMyEnrollments } from "../api/list-my-enrollments";
import { EnrollmentStatusBadge } from "@/components/status-badges";

function EnrollmentItem({ enrollment }: { enrollment: CandidateEnrollment }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:p-5">
      <div className="grid min-w-0 gap-2">
        <h2 className="text-base font-semibold break-words">
          <Link
            to={paths.course.href(enrollment.courseId)}
            className="text-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            {enrollment.courseTitle}
          </Link>
        </h2>
        <dl className="grid gap-1.5 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("courses.mine.startDate")}</span>
            </dt>
            <dd>{t("courses.mine.starts", { date: formatDay(enrollment.startDate, language) })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("courses.mine.timeSlot")}</span>
            </dt>
            <dd>{t(`courses.timeSlots.${enrollment.timeSlot}`)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <IndianRupee aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">{t("courses.mine.amount")}</span>
            </dt>
            <dd>{formatRupees(enrollment.amount, language)}</dd>
          </div>
          <div className="text-muted-foreground">
            <dt className="sr-only">{t("courses.mine.requested")}</dt>
            <dd>{t("courses.mine.requestedOn", { date: formatDate(enrollment.requestedAt, language) })}</dd>
          </div>
        </dl>
      </div>
      <div className="sm:justify-self-end">
        <span className="sr-only">{t("courses.mine.status")}: </span>
        <EnrollmentStatusBadge status={enrollment.status} />
      </div>
    </li>
  );
}

export function MyEnrollments() {
  const { t } = useTranslation();
  const enrollments = useMyEnrollments();

  useLoadErrorToast(enrollments, t("courses.mine.loadError"), "my-enrollments-load-error");

  if (enrollments.isPending) return <CardListSkeleton label={t("courses.mine.loading")} count={2} />;
  if (enrollments.isError) {
    return (
      <LoadErrorPanel
        title={t("courses.mine.loadError")}
        description={t("courses.mine.loadErrorDescription")}
        onRetry={() => void enrollments.refetch()}
        retrying={enrollments.isFetching}
      />
    );
  }
  if (enrollments.data.enrollments.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={t("courses.mine.emptyTitle")}
        description={t("courses.mine.emptyDescription")}
        action={
          <Button asChild>
            <Link to={paths.courses.href()}>{t("courses.mine.browse")}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul aria-label={t("courses.mine.label")} className="grid gap-3">
      {enrollments.data.enrollments.map((enrollment) => (
        <EnrollmentItem key={enrollment.id} enrollment={enrollment} />
      ))}
    </ul>
  );
}
