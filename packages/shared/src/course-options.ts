/**
 * The courses' fixed values: levels, categories, statuses, defaults and limits. Apart from the
 * schemas in courses.ts (which passes all of these on), so the course catalogue's page does not
 * bring the validation library with it.
 */
export const courseLevels = ["Beginner", "Intermediate", "Advanced", "All Levels"] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** `career` is shown as Career Development. */
export const courseCategories = ["career", "entrepreneurship"] as const;
export type CourseCategory = (typeof courseCategories)[number];

/** An archived course is hidden everywhere but in the enrolments that name it. */
export const courseStatuses = ["active", "archived"] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const courseDefaults = {
  level: "All Levels",
  category: "career",
  instructor: "Expert Faculty",
  price: 0,
} as const satisfies { level: CourseLevel; category: CourseCategory; instructor: string; price: number };

export const popularCourseCount = 3;
export const courseViews = ["all", "popular"] as const;
export type CourseView = (typeof courseViews)[number];

export const courseTitleMax = 120;
export const courseDescriptionMax = 2000;
export const courseDurationMax = 40;
export const courseInstructorMax = 100;
export const coursePriceMax = 10_000_000;
