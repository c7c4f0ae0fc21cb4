/**
 * The catalogue of /courses (SPEC.md §2 Courses): All Courses or Most Popular (the three with the
 * most enrolments), a category filter, both kept in the URL, and the active courses as cards. A
 * failed load says so with a retry and never shows older or made-up courses (ARCHITECTURE.md
 * principle 2). Courses and enrolments changed anywhere refresh the list through server events.
 */
import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import BookOpen from "lucide-react/icons/book-open";
import { courseCategories, courseViews, type CourseCategory, type CourseView } from "@app/shared/course-options";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toaster";
import { useCurrentUser } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useCourses } from "../api/list-courses";
import { myEnrollmentsQueryOptions } from "../api/list-my-enrollments";
import { useCourseFilters } from "../hooks/use-course-filters";
import { useEnrollAction } from "../hooks/use-enroll-action";
import { CourseCard } from "./course-card";

function CategoryFilter({
  value,
  onChange,
}: {
  value: CourseCategory | undefined;
  onChange: (category: CourseCategory | undefined) => void;
}) {
  const { t } = useTranslation();
  const options: { value: CourseCategory | undefined; label: string }[] = [
    { value: undefined, label: t("courses.catalogue.category.all") },
    ...courseCategories.map((category) => ({ value: category, label: t(`courses.categories.${category}`) })),
  ];
  return (
    <div role="group" aria-label={t("courses.catalogue.category.label")} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value ?? "all"}
            size="sm"
            variant={active ? "default" : "outline"}
            aria-pressed={active}
            className="rounded-full"
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

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
            <CourseCard course={course} onEnroll={onEnroll} enrollment={enrolledIn.get(course.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function CourseCatalogue() {
  const { t } = useTranslation();
  const { filters, setFilters } = useCourseFilters();

  return (
    <Tabs
      value={filters.view}
      onValueChange={(value) => setFilters({ view: value === "popular" ? "popular" : "all" })}
      activationMode="manual"
      className="grid gap-4"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <TabsList aria-label={t("courses.catalogue.tabs.label")} className="grid w-full grid-cols-2 md:inline-flex md:w-auto">
          {courseViews.map((view) => (
            <TabsTrigger key={view} value={view}>
              {t(`courses.catalogue.tabs.${view}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <CategoryFilter value={filters.category} onChange={(category) => setFilters({ category })} />
      </div>
      {courseViews.map((view) => (
        <TabsContent key={view} value={view} className="mt-2">
          <CourseResults view={view} category={filters.category} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
