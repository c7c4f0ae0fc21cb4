/**
 * A guest's company page, drawn by the server, taken over as islands (ADR 071): the navigation and the
 * launch notice. The rest is the server's HTML, links and the company's open jobs as the list's cards,
 * which work without script; the app does not follow it with the site's events either.
 */
import "@/lib/zod-jitless";
import { LaunchNotice } from "@/app/shell/launch-notice";
import { Navbar } from "@/app/shell/navbar";
import { bootIslands } from "./boot";

void bootIslands({ "launch-notice": LaunchNotice, navbar: Navbar }, { areas: [] });
