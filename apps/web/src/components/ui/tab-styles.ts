/**
 * A tab's look (the chosen one is `data-state="active"`), apart from Radix's tabs (tabs.tsx), so that
 * tabs drawn without them (a page's islands, ADR 071: course-catalogue-filters.tsx) do not bring
 * Radix with them.
 */
export const tabsTriggerClass =
  "inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";
