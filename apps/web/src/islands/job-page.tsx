/**
 * A guest's job page, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice, Share, Report this job, and Apply Now and Save (links that leave the login page the
 * notice that says why). Everything else on the page is the server's HTML, which works without script;
 * the job's region is drawn again from the server's HTML when the job changes (islands/follow-region.ts).
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { GuestApplyLink, GuestSaveLink } from "@/features/jobs/components/guest-job-links";
import { ShareMenu } from "@/features/jobs/components/share-menu";
import { ReportJobNotice } from "@/features/reports/components/report-job-notice";
import { bootIslands } from "./boot";

void bootIslands(
  { "launch-notice": LaunchNotice, navbar: Navbar, share: ShareMenu, "report-job": ReportJobNotice, "apply-link": GuestApplyLink, "save-link": GuestSaveLink },
  {
    // The texts the job page's route loads with its module (app/router.tsx).
    areas: ["job-detail", "reports"],
    // The job closed, filled, edited or taken down elsewhere: the page follows it, as the app's does (its code loads after ready);
    // an event about another job is left out (the address is /jobs/<the job's id>).
    afterReady: (islands) =>
      void import("./follow-region").then(({ followRegion }) =>
        followRegion({ region: "job", topic: "jobs", id: decodeURIComponent(location.pathname.split("/").pop() ?? ""), islands }),
      ),
  },
);
