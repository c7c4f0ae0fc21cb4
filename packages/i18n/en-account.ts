/** The English area files only signed-in people's pages use (`accountAreas`, index.ts). */
export const files = import.meta.glob<{ [key: string]: never }>("./locales/en/{admin,audit,dashboard,employer,candidates,messages,interviews,talent-pool,verification,notifications}.json", {
  eager: true,
  import: "default",
});
