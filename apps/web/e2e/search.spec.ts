/**
 * Issue 29 in the browser: a trade found across scripts and ranked, and a spelling too far to
 * search by offered as "Did you mean", in English and in Kannada.
 */
import { uniqueWord } from "@app/shared/factories";
import { expect, postJobViaApi, test } from "./fixtures";

test.describe("search that understands the city's words", () => {
  test("a driver is found as ಚಾಲಕ and as driver, each script's own job first", async ({ page, request, baseURL, createAccount }) => {
    const word = uniqueWord();
    await createAccount("employer");
    const english = await postJobViaApi(request, baseURL!, { title: `Car Driver ${word}`, description: "Drive the owner's car in the city." });
    const kannada = await postJobViaApi(request, baseURL!, { title: `ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ ${word}`, description: "ಶಾಲಾ ವಾಹನ ಓಡಿಸಲು ಅನುಭವ ಇರುವವರು ಬೇಕು." });

    await page.goto(`/jobs?q=${encodeURIComponent(`ಚಾಲಕ ${word}`)}`);
    await expect(page.getByRole("combobox", { name: "Sort by" }).locator("option:checked")).toHaveText("Best match");
    const titles = page.getByRole("article").getByRole("heading");
    await expect(titles.nth(0)).toHaveText(kannada.title);
    await expect(titles.nth(1)).toHaveText(english.title);

    await page.getByRole("searchbox", { name: "Search jobs" }).fill(`driver ${word}`);
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
    await expect(titles.nth(0)).toHaveText(english.title);
    await expect(titles.nth(1)).toHaveText(kannada.title);
  });

  test("'Did you mean' offers a spelling that finds more, in Kannada too, and its link searches it", async ({ page, request, baseURL, createAccount }) => {
    const word = uniqueWord();
    await createAccount("employer");
    const gardener = await postJobViaApi(request, baseURL!, { title: `Gardener ${word}`, description: "Lawn and hedges." });

    // "garnder" shares a third of its letter triples with gardener and sounds otherwise: too far to search by.
    await page.goto(`/jobs?q=garnder+${word}`);
    await expect(page.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
    const suggestion = page.getByRole("link", { name: `gardener ${word}` });
    await expect(suggestion.locator("xpath=..")).toHaveText(`Did you mean gardener ${word}?`);

    await suggestion.click();
    await expect(page).toHaveURL(`${baseURL}/jobs?q=gardener+${word}`);
    await expect(page.getByRole("article", { name: gardener.title })).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);

    await page.context().addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    await page.goto(`/jobs?q=garnder+${word}`);
    await expect(page.getByText(`ನೀವು ಹುಡುಕಿದ್ದು gardener ${word} ಆಗಿರಬಹುದೇ?`)).toBeVisible();
  });
});
