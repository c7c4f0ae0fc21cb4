import { describe, expect, it, vi } from "vitest";
import { loadPageArea } from "@app/i18n/index.ts";
import { expectConsoleError, silenceConsoleError } from "@/testing/console";
import { i18n } from "./i18n";

describe("a page's own texts", () => {
  it("come with its module in the language on screen, and in the next language chosen", async () => {
    // A translator of its own: the test set-up has loaded every page's texts into the shared one.
    vi.resetModules();
    const fresh = await import("./i18n");
    await fresh.i18nReady;
    const [english, kannada] = await Promise.all(
      (["en", "kn"] as const).map(async (language) => ((await loadPageArea(language, "courses")).courses as { catalogue: { label: string } }).catalogue.label),
    );
    silenceConsoleError();
    expect(fresh.i18n.t("courses.catalogue.label")).toBe("courses.catalogue.label");
    expectConsoleError('No text for "courses.catalogue.label" (en)');

    const module = await fresh.withTexts(["courses"], async () => ({ name: "page" }));
    expect(module).toEqual({ name: "page" });
    expect(fresh.i18n.t("courses.catalogue.label")).toBe(english);
    await fresh.setLanguage("kn");
    expect(fresh.i18n.t("courses.catalogue.label")).toBe(kannada);
  });

  it("are reported when a page shows a key of an area it did not load", () => {
    silenceConsoleError();
    expect(i18n.t("reports.no-such-key")).toBe("reports.no-such-key");
    expectConsoleError('No text for "reports.no-such-key" (en): were the "reports" texts loaded');
  });

  it("are not reported for a message that is not a key, shown with its own default", () => {
    expect(i18n.t("Must be a weekday", { defaultValue: "Must be a weekday" })).toBe("Must be a weekday");
    expect(i18n.t("errors.some_new_code", { defaultValue: "Something new" })).toBe("Something new");
  });
});
