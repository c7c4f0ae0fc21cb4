/**
 * The catalogue's controls (SPEC.md §2 Courses): All Courses or Most Popular as tabs, and the
 * category, both kept in the URL (hooks/use-course-filters.ts). A module of its own and an island
 * (ADR 071): on a guest's /courses drawn by the server, only these are taken over, and a choice is a
 * page load the server draws; in the app, the list beside them follows the URL at once. The tabs
 * control the one panel the catalogue draws (`coursePanelId`), named by fixed ids, which the server,
 * the app and an island all draw alike.
 */
import { courseCategories, courseViews, type CourseCategory, type CourseView } from "@app/shared/course-options";
import { Button } from "@/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/i18n";
import { useCourseFilters } from "../hooks/use-course-filters";

/** The panel the tabs control: the catalogue's list. */
export const coursePanelId = "course-results";
/** A tab's id, which names the panel while it is the chosen one. */
export const courseTabId = (view: CourseView) => `course-tab-${view}`;

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

export function CourseCatalogueFilters() {
  const { t } = useTranslation();
  const { filters, setFilters } = useCourseFilters();
  return (
    <Tabs
      value={filters.view}
      onValueChange={(value) => setFilters({ view: value === "popular" ? "popular" : "all" })}
      activationMode="manual"
      className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
    >
      <TabsList aria-label={t("courses.catalogue.tabs.label")} className="grid w-full grid-cols-2 md:inline-flex md:w-auto">
        {courseViews.map((view) => (
          <TabsTrigger key={view} value={view} id={courseTabId(view)} aria-controls={coursePanelId}>
            {t(`courses.catalogue.tabs.${view}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <CategoryFilter value={filters.category} onChange={(category) => setFilters({ category })} />
    </Tabs>
  );
}
