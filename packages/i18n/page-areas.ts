/**
 * The guest areas outside the every-page chunk (index.ts): each a chunk of its own per language,
 * loaded with the page or dialog that uses it. The glob patterns of index.ts, en.ts and kn.ts name
 * them too. A module of its own, without the bundler's globs, so that the server can read it.
 */
export const pageAreas = ["auth", "companies", "contact", "courses", "donation", "job-detail", "reports", "validation"] as const;
export type PageArea = (typeof pageAreas)[number];
