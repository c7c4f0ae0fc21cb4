/**
 * The catalogue's controls (SPEC.md §2 Courses): All Courses or Most Popular as tabs, and the
 * category, both kept in the URL (hooks/use-course-filters.ts). A module of its own and an island
 * (ADR 071): on a guest's /courses drawn by the server, only these are taken over, and a choice is a
 * page load the server draws; in the app, the list beside them follows the URL at once. The tabs
 * control the one panel the catalogue draws (`coursePanelId`), named by fixed ids, which the server,
 * the app and an island all draw alike. They are the WAI-ARIA tabs with manual activation (the arrow
 * keys, Home and End move between them, Enter or Space chooses), drawn here rather than by Radix's,
 * whose 7 KB (Brotli) the islands would load for two buttons.
 */
import type { KeyboardEvent } from "react";
import { courseCategories, courseViews, type CourseCategory, type CourseView } from "@app/shared/course-options";
import { Button } from "@/components/ui/button";
import { tabsTriggerClass } from "@/components/ui/tab-styles";
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
            shape="pill"
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

/** Moves the focus between the tabs as the WAI-ARIA tabs pattern does; the chosen tab changes only on Enter, Space or a click. */
function moveBetweenTabs(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>("[role='tab']")];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (at < 0 || to === undefined) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length]?.focus();
}

function ViewTabs({ value, onChange }: { value: CourseView; onChange: (view: CourseView) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t("courses.catalogue.tabs.label")}
      aria-orientation="horizontal"
      className="grid h-10 w-full grid-cols-2 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground md:inline-flex md:w-auto"
      onKeyDown={moveBetweenTabs}
    >
      {courseViews.map((view) => {
        const selected = view === value;
        return (
          <button
            key={view}
            type="button"
            role="tab"
            id={courseTabId(view)}
            aria-selected={selected}
            aria-controls={coursePanelId}
            data-state={selected ? "active" : "inactive"}
            tabIndex={selected ? 0 : -1}
            className={tabsTriggerClass}
            onClick={() => onChange(view)}
          >
            {t(`courses.catalogue.tabs.${view}`)}
          </button>
        );
      })}
    </div>
  );
}

export function CourseCatalogueFilters() {
  const { filters, setFilters } = useCourseFilters();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <ViewTabs value={filters.view} onChange={(view) => setFilters({ view })} />
      <CategoryFilter value={filters.category} onChange={(category) => setFilters({ category })} />
    </div>
  );
}
