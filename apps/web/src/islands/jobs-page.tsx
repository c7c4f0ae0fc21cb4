/**
 * A guest's /jobs, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice, the search and its filters, the alert button, the empty list's buttons and what the
 * list says of its loads (Updating, offline, Retry). The list and its cards are the server's HTML only:
 * a search typed, a filter changed, a page of the list and a job changed anywhere (a `jobs` event) draw
 * the list's region again from the server's HTML for the address (islands/job-list-region.ts), while
 * the filters' island stays as it is, its typing and focus kept. Without script, the filters are a form
 * whose GET the server draws.
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { JobAlertButton } from "@/features/alerts/components/job-alert-button";
import { JobListState } from "@/features/jobs/components/job-list-state";
import { FirstPageButton, JobSearchFilterPanel, ResetFiltersButton } from "@/features/jobs/components/job-search-islands";
import { bootIslands } from "./boot";
import { linksInPlace, showInPlace } from "./document-navigation";

void bootIslands(
  {
    "launch-notice": LaunchNotice,
    navbar: Navbar,
    "job-filters": JobSearchFilterPanel,
    "job-alert": JobAlertButton,
    "reset-filters": ResetFiltersButton,
    "first-page": FirstPageButton,
    "job-list-state": JobListState,
    "job-list-pending": JobListState,
  },
  {
    areas: [],
    // Of the app's texts (app/router.tsx's /jobs loads none of its own), the filters', the job types',
    // the list's loads' and the alert button's label only; the alert's dialog brings the rest.
    jobSearchTexts: true,
    afterReady: (islands) => {
      // Its code loads after ready; an address asked for before it is there waits for it.
      const region = import("./job-list-region").then(({ jobListRegion }) => jobListRegion(islands));
      showInPlace((address) => void region.then((list) => list.show(address)));
      linksInPlace('[data-region="jobs"]');
      void region.then((list) => list.follow("jobs"));
    },
  },
);
