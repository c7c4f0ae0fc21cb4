/**
 * The catalogue's tab and category live in the URL (`/courses?view=popular&category=career`), so a
 * filtered list can be shared and survives a reload. Values the API would refuse are dropped.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/navigation";
import { courseCategories, courseViews, type CourseCategory, type CourseView } from "@app/shared/course-options";

export type CourseFilters = { view: CourseView; category: CourseCategory | undefined };

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function readCourseFilters(params: URLSearchParams): CourseFilters {
  const view = params.get("view");
  const category = params.get("category");
  return {
    view: isOneOf(courseViews, view) ? view : "all",
    category: isOneOf(courseCategories, category) ? category : undefined,
  };
}

/** Only what differs from the defaults: `?view=popular&category=career`. */
export function writeCourseFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== "all") params.set("view", filters.view);
  if (filters.category) params.set("category", filters.category);
  return params;
}

export function useCourseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readCourseFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Partial<CourseFilters>) =>
      setSearchParams((current) => writeCourseFilters({ ...readCourseFilters(current), ...changes })),
    [setSearchParams],
  );
  return { filters, setFilters };
}
