import { Link } from "@/lib/navigation";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import type { CandidateEnrollment } from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDay } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { EnrollmentStatusBadge } from "@/components/status-badges";

/**
 * The candidate's pending or confirmed enrolment in this course, in place of the form: one per
 * course (SPEC.md §5 Enrolment). Its status follows the admin's decision live (server events).
 */
export function CurrentEnrollment({ enrollment }: { enrollment: CandidateEnrollment }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("courses.enrollment.current.title")}</h2>
        <EnrollmentStatusBadge status={enrollment.status} />
      </div>
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
          {t("courses.enrollment.current.starts", { date: formatDay(enrollment.startDate, language) })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          {t(`courses.timeSlots.${enrollment.timeSlot}`)}
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">
        {enrollment.status === "confirmed"
          ? t("courses.enrollment.current.confirmedNote")
          : t("courses.enrollment.current.pendingNote")}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.candidateProfile.href("courses")}>{t("courses.enrollment.current.myCourses")}</Link>
      </Button>
    </div>
  );
}
