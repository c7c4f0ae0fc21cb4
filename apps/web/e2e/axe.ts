/**
 * axe-core's findings on a page, for the accessibility specs: the rules of `tags`, over the whole
 * document, in the page itself (what @axe-core/playwright calls legacy mode: our pages have no
 * frames to run apart), gathering only the violations.
 *
 * axe's 600 KB source is evaluated once per document, not once per check: @axe-core/playwright
 * evaluates it twice on every `analyze()`, which a walk of a few hundred checks paid in full.
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules and axe's best-practice rules: what every page is held to. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

type AxeWindow = Window & { axe?: typeof axe };

/** The violations axe finds on `page` now. */
export async function axeViolations(page: Page, tags: readonly string[] = axeTags): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) {
    await page.evaluate(`${axe.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`);
  }
  return page.evaluate(
    (values) =>
      (window as AxeWindow).axe!.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] }).then((results) => results.violations),
    [...tags],
  );
}
