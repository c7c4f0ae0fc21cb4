/**
 * The English texts /jobs' islands use of the app's areas (ADR 071): the filters, the job types, the
 * list's First page and what it says of its loads, and the alert button's label. Read from the same
 * files as en-app.ts but as modules of their own (the `?job-search` query; `&lang.json` keeps them
 * JSON to the bundler), so that neither chunk imports the other and the app's pages load no more files
 * for it; of each file only the part named is bundled.
 */
type Tree = { [key: string]: string | Tree };

const part = (files: Record<string, Tree>) => Object.values(files)[0] ?? {};
const list = part(import.meta.glob<Tree>("./locales/en/jobs.json", { eager: true, query: "?job-search&lang.json", import: "list" }));

export const texts = {
  jobs: {
    filters: part(import.meta.glob<Tree>("./locales/en/jobs.json", { eager: true, query: "?job-search&lang.json", import: "filters" })),
    types: part(import.meta.glob<Tree>("./locales/en/jobs.json", { eager: true, query: "?job-search&lang.json", import: "types" })),
    // The list's First page, and what it says of its loads (features/jobs/components/job-list-state.tsx).
    list: Object.fromEntries(
      ["firstPage", "loading", "updating", "errorTitle", "errorDescription", "offlineShowingEarlier", "offlineNothingLoaded"].map((key) => [key, list[key] ?? ""]),
    ),
  },
  alerts: { button: part(import.meta.glob<Tree>("./locales/en/alerts.json", { eager: true, query: "?job-search&lang.json", import: "button" })) },
};
