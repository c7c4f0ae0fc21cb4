/**
 * The catalogue of /courses (SPEC.md §2 Courses): All Courses or Most Popular (the three with the
 * most enrolments), a category filter, both kept in the URL, and the active courses as cards. A
 * failed load says so with a retry and never shows older or made-up courses (ARCHITECTURE.md
 * principle 2). Courses and enrolments changed anywhere refresh the list through server events.
 */
import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import BookOpen from "lucide-react/icons/book-open";
import type { CourseCategory, CourseView } from "@app/shared/course-options";
import { Island } from "@/components/island";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useCurrentUser } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useCourses } from "../api/list-courses";
import { myEnrollmentsQueryOptions } from "../api/list-my-enrollments";
import { useCourseFilters } from "../hooks/use-course-filters";
import { useEnrollAction } from "../hooks/use-enroll-action";
import { CourseCard } from "./course-card";
import { CourseCatalogueFilters, coursePanelId, courseTabId } from "./course-catalogue-filters";

/**
 * A signed-in candidate's pending or confirmed enrolment in each course (one at most: SPEC.md §5),
 * which its card shows in place of Enroll Now. Nobody else asks.
 */
function useCurrentEnrollments() {
  const isCandidate = useCurrentUser().data?.role === "candidate";
  const mine = useQuery({ ...myEnrollmentsQueryOptions(), enabled: isCandidate });
  return useMemo(() => {
    const current = new Map<string, "pending" | "confirmed">();
    for (const enrollment of isCandidate ? (mine.data?.enrollments ?? []) : []) {
      if (enrollment.status !== "cancelled") current.set(enrollment.courseId, enrollment.status);
    }
    return current;
  }, [isCandidate, mine.data]);
}

function CourseResults({ view, category }: { view: CourseView; category: CourseCategory | undefined }) {
  const { t } = useTranslation();
  const courses = useCourses({ view, category });
  const onEnroll = useEnrollAction();
  // A guest's Enroll Now is a link (an island, ADR 071); a signed-in reader's says or goes.
  const signedIn = Boolean(useCurrentUser().data);
  const enrolledIn = useCurrentEnrollments();
  const failed = courses.isError;

  useEffect(() => {
    if (!failed) return;
    // The id lets a retry that fails again replace the toast rather than stack a second one.
    toast.error(t("courses.catalogue.errorTitle"), { id: "courses-load-error", description: t("courses.catalogue.errorDescription") });
  }, [failed, courses.errorUpdatedAt, t]);

  if (failed) {
    return (
      <LoadErrorPanel
        title={t("courses.catalogue.errorTitle")}
        description={t("courses.catalogue.errorDescription")}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  if (!courses.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("courses.catalogue.loading")} showLabel />
      </div>
    );
  }
  if (courses.data.courses.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title={view === "popular" ? t("courses.catalogue.emptyPopular") : t("courses.catalogue.empty")}
        description={t("courses.catalogue.emptyDescription")}
      />
    );
  }
  return (
    <>
      {/* The cards' titles are <h3>s: this heading keeps the page's outline from skipping a level. */}
      <h2 className="sr-only">{t("courses.catalogue.label")}</h2>
      <ul
        aria-label={t("courses.catalogue.label")}
        aria-busy={courses.isPlaceholderData}
        className={cn("grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3", courses.isPlaceholderData && "opacity-60")}
      >
        {courses.data.courses.map((course) => (
          <li key={course.id} className="grid">
            <CourseCard course={course} onEnroll={signedIn ? onEnroll : undefined} enrollment={enrolledIn.get(course.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The tabs and the category (an island, ADR 071), and the panel they control with the list, drawn
 * afresh for each tab as the tabs' own panels were. The list is the server's on a guest's page drawn as
 * islands, and follows changes there by the page's region (`data-region`, islands/courses-page.tsx).
 */
export function CourseCatalogue() {
  const { filters } = useCourseFilters();
  return (
    <div className="grid gap-4">
      <Island name="course-filters" component={CourseCatalogueFilters} props={{}} />
      <div
        role="tabpanel"
        id={coursePanelId}
        aria-labelledby={courseTabId(filters.view)}
        tabIndex={0}
        data-region="courses"
        className="mt-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CourseResults key={filters.view} view={filters.view} category={filters.category} />
      </div>
    </div>
  );
}
