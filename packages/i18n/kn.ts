/** The Kannada area files every page uses, its islands too (the shell, the errors…), bundled together as one chunk (see index.ts). */
export const files = import.meta.glob<{ [key: string]: never }>(
  [
    "./locales/kn/*.json",
    "!./locales/kn/{admin,audit,dashboard,employer,candidates,messages,interviews,talent-pool,verification,notifications}.json",
    "!./locales/kn/{auth,companies,contact,courses,donation,job-detail,reports,validation}.json",
    "!./locales/kn/{alerts,applications,guard,home,jobs,pages}.json",
  ],
  { eager: true, import: "default" },
);
