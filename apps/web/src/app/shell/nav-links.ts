import { paths } from "@/config/paths";

/** The public navigation of SPEC.md §2 Shell, shared by the desktop bar and the mobile menu. */
export const mainNavLinks = [
  { to: paths.home.href(), labelKey: "shell.nav.home", end: true },
  { to: paths.jobs.href(), labelKey: "shell.nav.jobs", end: false },
  { to: paths.courses.href(), labelKey: "shell.nav.courses", end: false },
] as const;
