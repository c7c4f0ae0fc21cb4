/** The English area files the app's pages use and a page's islands do not (`appAreas`, index.ts), bundled together as one chunk. */
export const files = import.meta.glob<{ [key: string]: never }>("./locales/en/{alerts,applications,guard,home,jobs,pages}.json", {
  eager: true,
  import: "default",
});
