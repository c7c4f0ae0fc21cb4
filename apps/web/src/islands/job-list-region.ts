/**
 * A guest's /jobs list drawn as islands (ADR 071), drawn again from the server's HTML for each new
 * address and each `jobs` event (islands/follow-region.ts), saying of its loads what the app's list
 * says of its query's (features/jobs/components/job-list.tsx): while one loads, "Updating the list..."
 * beside the count (a live region) and the jobs on screen marked busy and faded, as the app's previous
 * results are; the network gone, the offline banner, the jobs loaded earlier kept, and the address
 * loaded again once it is back; a load the server does not answer, the error toast and Retry, above the
 * jobs or in their place. Those parts are islands of the region (job-list-state.tsx), which this tells
 * through `setJobListLoad`. Loaded after the page is ready.
 */
import { toast } from "@/components/ui/toaster";
import { jobListLoad, setJobListLoad } from "@/features/jobs/components/job-list-state";
import { i18n } from "@/lib/i18n";
import type { PageIslands } from "./boot";
import { pageRegion, type LoadOutcome } from "./follow-region";

/** The list of jobs on screen, which the app marks busy while the next search's are loading. */
const jobs = () => document.querySelector<HTMLElement>('[data-region="jobs"] ul[aria-busy]');

/**
 * The region's jobs, their count and pages hidden or shown again; its islands (the offline banner, the
 * failure) stay. A search that failed to load has no jobs to show, as in the app: not the last one's.
 */
function hideJobs(hidden: boolean) {
  for (const part of document.querySelector('[data-region="jobs"]')?.children ?? []) {
    if (part instanceof HTMLElement && !part.hasAttribute("data-island")) part.hidden = hidden;
  }
}

export function jobListRegion(islands: PageIslands) {
  /** A Retry keeps the failure on screen (its button spinning) until the load ends, as the app's refetch does. */
  let retrying = false;
  const told = (outcome: LoadOutcome, show: boolean) => {
    if (outcome === "loading") {
      setJobListLoad(show && !retrying ? { fetching: true, failed: false, networkFailed: false } : { fetching: true });
      if (show && !retrying) {
        hideJobs(false);
        jobs()?.setAttribute("aria-busy", "true");
        jobs()?.classList.add("opacity-60");
      }
      retrying = false;
      return;
    }
    // Offline as the browser knows it, the app's load waits for the network rather than failing.
    setJobListLoad({ fetching: false, failed: outcome === "failed" || (outcome === "offline" && navigator.onLine), networkFailed: outcome === "offline" });
    // Offline, the jobs loaded earlier stay, as the app's wait for the network (busy, no longer faded).
    jobs()?.classList.remove("opacity-60");
    if (outcome === "failed") {
      jobs()?.setAttribute("aria-busy", "false");
      if (show) hideJobs(true);
      // The id lets a retry that fails again replace the toast rather than stack a second one.
      toast.error(i18n.t("jobs.list.errorTitle"), { id: "jobs-load-error", description: i18n.t("jobs.list.errorDescription") });
    }
  };
  const list = pageRegion({
    region: "jobs",
    islands,
    // Drawn waiting for its jobs: the server's read failed.
    answered: (region) => !region.querySelector('[data-island="job-list-pending"]'),
    told,
  });
  const again = () => {
    retrying = true;
    void list.show(new URL(location.href));
  };
  setJobListLoad({ retry: again });
  // The network back, what it could not load is asked for again, as the app's waiting query is.
  window.addEventListener("online", () => {
    if (jobListLoad().networkFailed) void list.show(new URL(location.href));
  });
  // The server drew the list waiting (its read failed): asked for again, as the app's query would be.
  const region = document.querySelector<HTMLElement>('[data-region="jobs"]');
  if (region?.querySelector('[data-island="job-list-pending"]')) again();
  return list;
}
