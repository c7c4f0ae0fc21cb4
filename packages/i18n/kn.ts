/** The Kannada area files a guest's pages use, bundled together as one chunk (see index.ts). */
export const files = import.meta.glob<{ [key: string]: never }>(
  ["./locales/kn/*.json", "!./locales/kn/{admin,audit,dashboard,employer,candidates,messages,interviews,talent-pool}.json"],
  { eager: true, import: "default" },
);
