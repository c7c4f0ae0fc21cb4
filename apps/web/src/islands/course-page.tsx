/**
 * A guest's course page, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice, and Enroll Now (a link to the candidate login that leaves it the notice that says
 * why). The course is the server's HTML, drawn again from it when the course or its enrolments change,
 * as the app's query of it is (islands/follow-region.ts); a course no longer offered is loaded again.
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { GuestEnrollLink } from "@/features/courses/components/guest-enroll-link";
import { bootIslands } from "./boot";

void bootIslands(
  { "launch-notice": LaunchNotice, navbar: Navbar, "enroll-link": GuestEnrollLink },
  {
    areas: ["courses"],
    afterReady: (islands) => void import("./follow-region").then(({ followRegion }) => followRegion({ region: "course", topic: ["courses", "enrollments"], islands })),
  },
);
