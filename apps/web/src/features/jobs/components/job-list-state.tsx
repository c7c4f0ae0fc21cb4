/**
 * What the job list says of its own loads (SPEC.md §8): "Updating the list..." while a search, a
 * filter, a page or a refresh loads, the offline banner, and a failed load's message with Retry, in
 * place of the list while it has none. Each part is an island (components/island.tsx, ADR 071): the
 * app draws it from its query (JobList provides `JobListLoadContext`); a guest's /jobs drawn as
 * islands, from the loads of the list's region, which islands/job-list-region.ts tells with
 * `setJobListLoad`. Both read the browser's network the same way.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import WifiOff from "lucide-react/icons/wifi-off";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useOnlineStatus } from "../hooks/use-online-status";

export type JobListLoad = {
  /** A load is under way (a new search, filter or page, a refresh, a retry). */
  fetching: boolean;
  /** The last load failed for want of a network. */
  networkFailed: boolean;
  /** The last load failed. */
  failed: boolean;
  retry: () => void;
};

/** The app's list's load (JobList); a page drawn as islands has none, and its parts read the page's. */
export const JobListLoadContext = createContext<JobListLoad | null>(null);

const idle: JobListLoad = { fetching: false, networkFailed: false, failed: false, retry: () => undefined };
let pageLoad = idle;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The load of a guest's /jobs drawn as islands, as its region's loads go. */
export const jobListLoad = () => pageLoad;
export function setJobListLoad(change: Partial<JobListLoad>) {
  pageLoad = { ...pageLoad, ...change };
  for (const listener of listeners) listener();
}

type JobListStateProps = {
  /**
   * Which part: the banner at the list's top, the spinner beside the count, the failure above the
   * jobs, or what stands for the list while it has none (loading, or its failure).
   */
  part: "offline" | "updating" | "failed" | "pending";
  /** Jobs are on screen: offline, they are the ones loaded earlier. */
  earlier?: boolean;
};

export function JobListState({ part, earlier = false }: JobListStateProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  // The server draws the page idle; a page drawn as islands takes it over so, then reads its loads.
  const page = useSyncExternalStore(subscribe, jobListLoad, () => idle);
  const { fetching, networkFailed, failed, retry } = useContext(JobListLoadContext) ?? page;
  const offline = !online || networkFailed;
  // Not loaded on use: the app's shared file holds it, and with it the router and the query cache.
  const failure = <LoadErrorBanner message={t("jobs.list.errorDescription")} onRetry={retry} retrying={fetching} />;

  if (part === "offline")
    return offline ? (
      // Sticks under the navbar (h-16), so a reader scrolled down the list still sees it.
      <p
        role="status"
        className="sticky top-[4.5rem] z-30 flex items-start gap-2 rounded-lg border border-highlight bg-highlight-soft px-4 py-3 text-sm text-highlight-foreground shadow-sm"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {earlier ? t("jobs.list.offlineShowingEarlier") : t("jobs.list.offlineNothingLoaded")}
      </p>
    ) : null;
  if (part === "updating") return fetching && !offline ? <Spinner label={t("jobs.list.updating")} className="[&_svg]:size-4" /> : null;
  if (part === "failed") return failed && !offline ? failure : null;
  return failed ? (
    failure
  ) : offline ? null : (
    <div className="flex justify-center py-16">
      <Spinner label={t("jobs.list.loading")} showLabel />
    </div>
  );
}
