/**
 * A guest's /courses, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice, the tabs and the category (a choice is a page load the server draws, the address
 * keeping it), and each course's Enroll Now (a link to the candidate login that leaves it the notice
 * that says why). The list is the server's HTML, drawn again from it when courses or enrolments change,
 * as the app's query of it is (islands/follow-region.ts).
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { CourseCatalogueFilters } from "@/features/courses/components/course-catalogue-filters";
import { GuestEnrollLink } from "@/features/courses/components/guest-enroll-link";
import { bootIslands } from "./boot";

void bootIslands(
  { "launch-notice": LaunchNotice, navbar: Navbar, "course-filters": CourseCatalogueFilters, "enroll-link": GuestEnrollLink },
  {
    // The texts the catalogue's route loads with its module (app/router.tsx).
    areas: ["courses"],
    afterReady: (islands) => void import("./follow-region").then(({ followRegion }) => followRegion({ region: "courses", topic: ["courses", "enrollments"], islands })),
  },
);
