import BadgeCheck from "lucide-react/icons/badge-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Search from "lucide-react/icons/search";
import { jobSorts, jobTypes, type JobSort, type JobType } from "@app/shared/constants";
import { resolveJobSort } from "@app/shared/job-sort";
import type { FilterOption } from "@app/shared/jobs";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSearchText } from "@/lib/use-search-text";
import { cn } from "@/lib/utils";
import { useJobOptions } from "../api/get-job-options";
import { useJobFormat } from "../hooks/use-job-format";
import { searchFiltersOf, type JobSearchFilters } from "../hooks/use-job-search-params";
import { NearPlace } from "./near-place";

type JobFiltersProps = {
  filters: JobSearchFilters;
  onChange: (changes: Partial<JobSearchFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * The search box, type and location (choices with counts from the server), sort and reset (SPEC.md
 * §2 Job list), the place to list the nearest jobs to (near-place.tsx), and 'Verified employers only'.
 *
 * Also a plain HTML form of /jobs (ADR 032, 033): on a slow phone the server's page is on screen
 * seconds before the script has taken it over, and a search or a choice sent then is the browser's
 * own GET of /jobs with every field, which the server draws; until the script runs, a Show jobs
 * button sends the choices. Once it runs, each change applies in place.
 */
export function JobFilters({ filters, onChange, onReset }: JobFiltersProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const language = currentLanguage();
  const options = useJobOptions(searchFiltersOf(filters));
  // The default order is sent as no order at all: a search typed into the form before the script
  // runs then gets the default for its words (best match), not the order shown for none.
  const defaultSort = resolveJobSort({ q: filters.q, near: filters.near });
  const sort = resolveJobSort(filters);
  const sortValue = (choice: JobSort) => (choice === defaultSort ? "" : choice);
  const salaryFiltered = filters.salaryMin !== undefined || filters.salaryMax !== undefined;
  const filtered = Boolean(filters.q || filters.type || filters.location || filters.near || filters.verified || salaryFiltered || sort !== defaultSort);
  const { text, change, submit } = useSearchText(filters.q, (q, replace) => onChange({ q }, { replace }));

  const withCount = (label: string, count: number) => t("jobs.filters.optionCount", { label, count: formatNumber(count, language) });
  const typeChoices = withSelected(options.data?.types, filters.type);
  const locationChoices = withSelected(options.data?.locations, filters.location);

  return (
    <section aria-label={t("jobs.filters.title")} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <form role="search" action={paths.jobs.href()} method="get" onSubmit={submit} className="grid gap-4">
        <SearchBox text={text} onChange={change} />
        {/* No control of its own (a salary comes with a link, such as a job alert's): kept when the form is sent. */}
        {filters.salaryMin !== undefined && <input type="hidden" name="salaryMin" value={filters.salaryMin} />}
        {filters.salaryMax !== undefined && <input type="hidden" name="salaryMax" value={filters.salaryMax} />}
        <div className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-[1fr_1fr_1fr_auto]">
          <FormField label={t("jobs.filters.type")}>
            <NativeSelect
              name="type"
              value={filters.type ?? ""}
              onChange={(event) => onChange({ type: (event.target.value || undefined) as JobType | undefined })}
            >
              <option value="">{t("jobs.filters.allTypes")}</option>
              {typeChoices
                .filter((choice): choice is FilterOption & { value: JobType } => (jobTypes as readonly string[]).includes(choice.value))
                .map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {withCount(format.type(choice.value), choice.count)}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("jobs.filters.location")}>
            <NativeSelect name="location" value={filters.location} onChange={(event) => onChange({ location: event.target.value })}>
              <option value="">{t("jobs.filters.allLocations")}</option>
              {locationChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {withCount(choice.value, choice.count)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("jobs.filters.sort")} className="col-span-2 lg:col-span-1">
            <NativeSelect name="sort" value={sortValue(sort)} onChange={(event) => onChange({ sort: (event.target.value || undefined) as JobSort | undefined })}>
              {/* Best match needs words to match, and nearest a place: without them there is nothing to order by. */}
              {jobSorts
                .filter((choice) => (choice !== "relevance" || filters.q) && (choice !== "nearest" || filters.near))
                .map((choice) => (
                  <option key={choice} value={sortValue(choice)}>
                    {t(`jobs.filters.sorts.${choice}`)}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          {/* On a phone it takes a row of its own, so it shows only when there is something to reset. */}
          <Button
            variant="outline"
            onClick={onReset}
            disabled={!filtered}
            className={cn("col-span-2 lg:col-span-1", !filtered && "max-lg:hidden")}
          >
            <RotateCcw aria-hidden="true" />
            {t("jobs.filters.reset")}
          </Button>
        </div>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="verified"
            value="true"
            className="size-4 accent-primary"
            checked={filters.verified}
            onChange={(event) => onChange({ verified: event.target.checked })}
          />
          <BadgeCheck aria-hidden="true" className="size-4 text-success" />
          {t("jobs.filters.verifiedOnly")}
        </label>
        {/* A new place lists by distance from it, and no place by the order left unset. The form's last
            row: Show jobs, which sends every choice while the server's page waits for its script, then
            gives its place to Use my location (after it, each choice applies at once). */}
        <NearPlace
          near={filters.near}
          onChange={(near) => onChange({ near, sort: undefined })}
          beforeScript={
            <Button type="submit" variant="secondary" className="invisible [html[data-server-rendered]:not([data-hydrated])_&]:visible">
              {t("jobs.filters.apply")}
            </Button>
          }
        />
      </form>
    </section>
  );
}

/**
 * The server's choices, plus the chosen one when the server no longer lists it (no job of that kind
 * left), so the select never silently shows "All" while the list is still filtered.
 */
function withSelected(choices: FilterOption[] | undefined, selected: string | undefined): FilterOption[] {
  const list = choices ?? [];
  if (!selected || list.some((choice) => choice.value === selected)) return list;
  return [...list, { value: selected, count: 0 }];
}

/** The search box and its button, which sends the whole form. */
function SearchBox({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <label htmlFor="job-search" className="sr-only">
        {t("jobs.filters.search")}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="job-search"
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          value={text}
          placeholder={t("jobs.filters.searchPlaceholder")}
          className="pl-9"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="max-sm:sr-only">{t("jobs.filters.searchButton")}</span>
      </Button>
    </div>
  );
}
