/** The English area files every page uses, bundled together as one chunk (see index.ts). */
export const files = import.meta.glob<{ [key: string]: never }>(
  [
    "./locales/en/*.json",
    "!./locales/en/{admin,audit,dashboard,employer,candidates,messages,interviews,talent-pool,verification,notifications}.json",
    "!./locales/en/{auth,companies,contact,courses,donation,job-detail,reports,validation}.json",
  ],
  { eager: true, import: "default" },
);
