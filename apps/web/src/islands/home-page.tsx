/**
 * A guest's home page, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice. Everything else on it is links and the server's HTML, which work without script; the
 * counts and the newest jobs are drawn again from the server's HTML when the site's jobs change, as the
 * app's queries of them are (islands/follow-region.ts).
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { bootIslands } from "./boot";

void bootIslands(
  { "launch-notice": LaunchNotice, navbar: Navbar },
  {
    areas: [],
    afterReady: (islands) => void import("./follow-region").then(({ followRegion }) => followRegion({ region: "home-jobs", topic: ["jobs", "moderation"], islands })),
  },
);
