import { useId } from "react";
import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import BarChart3 from "lucide-react/icons/chart-column";
import Clock from "lucide-react/icons/clock";
import GraduationCap from "lucide-react/icons/graduation-cap";
import UserRound from "lucide-react/icons/user-round";
import UsersRound from "lucide-react/icons/users-round";
import type { Course } from "@app/shared/courses";
import { Island } from "@/components/island";
import { Badge } from "@/components/ui/badge";
import { EnrollmentStatusBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatNumber, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { GuestEnrollLink } from "./guest-enroll-link";

type CourseCardProps = {
  course: Course;
  /** What Enroll Now does for a signed-in reader; without it (a guest) Enroll Now is a link to the candidate login, an island (ADR 071). */
  onEnroll?: (courseId: string) => void;
  /** The reader's own pending or confirmed enrolment in this course, shown in place of Enroll Now. */
  enrollment?: "pending" | "confirmed";
};

/**
 * One course of the catalogue (SPEC.md §2 Courses): title, duration, instructor, fee, description,
 * level and how many enrolled, with Enroll Now and a link to the course's own page.
 */
export function CourseCard({ course, onEnroll, enrollment }: CourseCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          <GraduationCap aria-hidden="true" />
          {t(`courses.categories.${course.category}`)}
        </Badge>
        <Badge variant="outline">
          <Clock aria-hidden="true" />
          <span className="sr-only">{t("courses.card.duration")}: </span>
          {course.duration}
        </Badge>
      </div>
      <div className="grid gap-1">
        <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
          <Link to={paths.course.href(course.id)} className="underline-offset-4 hover:text-primary hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t("courses.card.instructor")}: </span>
          <span className="min-w-0 break-words">{course.instructor}</span>
        </p>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{course.description}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt>
            <BarChart3 aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("courses.card.level")}</span>
          </dt>
          <dd>{t(`courses.levels.${course.level}`)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <UsersRound aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("courses.card.enrolledLabel")}</span>
          </dt>
          <dd>{t("courses.card.enrolled", { count: course.enrolled, formatted: formatNumber(course.enrolled, language) })}</dd>
        </div>
      </dl>
      <div className="mt-auto grid gap-3 border-t border-border pt-4">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-muted-foreground">{t("courses.card.fee")}</span>
          <span className="text-xl font-bold text-foreground">{formatRupees(course.price, language)}</span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <Link to={paths.course.href(course.id)} aria-describedby={titleId}>
              {t("courses.card.details")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {enrollment ? (
            <p className="flex items-center justify-center">
              <EnrollmentStatusBadge status={enrollment} />
            </p>
          ) : onEnroll ? (
            <Button onClick={() => onEnroll(course.id)} aria-describedby={titleId}>
              {t("courses.card.enroll")}
            </Button>
          ) : (
            <Island name="enroll-link" component={GuestEnrollLink} props={{ courseId: course.id, describedBy: titleId }} />
          )}
        </div>
      </div>
    </article>
  );
}
