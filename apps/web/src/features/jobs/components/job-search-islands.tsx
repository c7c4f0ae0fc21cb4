/**
 * The job list's interactive parts, each drawn as an island (components/island.tsx, ADR 071): a
 * guest's /jobs drawn by the server takes over these alone, and draws the list between them from the
 * server's HTML for each new address (islands/jobs-page.tsx). Each reads the search from the address
 * (use-job-search-params.ts), so it needs no props, and changes it there: the app's router, or the
 * document's navigation, which shows an address of /jobs in place.
 */
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useJobSearchParams } from "../hooks/use-job-search-params";
import { JobFilters } from "./job-filters";

/** The search and the filters, kept in the address. */
export function JobSearchFilterPanel() {
  const { filters, setFilters, resetFilters } = useJobSearchParams();
  return <JobFilters filters={filters} onChange={setFilters} onReset={resetFilters} />;
}

/** An empty search's way back: every filter cleared. */
export function ResetFiltersButton() {
  const { t } = useTranslation();
  const { resetFilters } = useJobSearchParams();
  return (
    <Button variant="outline" onClick={resetFilters}>
      {t("jobs.filters.reset")}
    </Button>
  );
}

/** Past the last page: back to the first, the list's top in view. */
export function FirstPageButton() {
  const { t } = useTranslation();
  const { setFilters } = useJobSearchParams();
  return (
    <Button
      variant="outline"
      onClick={(event) => {
        setFilters({ page: 1 });
        event.currentTarget.closest("[data-region]")?.scrollIntoView?.({ block: "start" });
      }}
    >
      {t("jobs.list.firstPage")}
    </Button>
  );
}
