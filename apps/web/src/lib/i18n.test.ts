import { describe, expect, it } from "vitest";
import { loadPageArea } from "@app/i18n/index.ts";
import { expectConsoleError, silenceConsoleError } from "@/testing/console";
import { i18n, setLanguage, withTexts } from "./i18n";

describe("a page's own texts", () => {
  it("come with its module in the language on screen, and in the next language chosen", async () => {
    const module = await withTexts(["courses"], async () => ({ name: "page" }));
    expect(module).toEqual({ name: "page" });
    const kannada = (await loadPageArea("kn", "courses")).courses as { catalogue: { label: string } };
    expect(i18n.t("courses.catalogue.label")).not.toBe("courses.catalogue.label");
    await setLanguage("kn");
    expect(i18n.t("courses.catalogue.label")).toBe(kannada.catalogue.label);
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
