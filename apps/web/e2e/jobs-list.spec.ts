/**
 * SPEC.md §2 Job list: search and filters that live in the URL, and a list that follows job changes
 * made by anyone else (server events), without a reload.
 */
import { randomBytes } from "node:crypto";
import type { PlaywrightWorkerArgs } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { expect, newAccount, postJobViaApi, signUpViaApi, test } from "./fixtures";

/** A job posted by an employer of another client (another address, its own account), as the list's server events see one. */
async function postJobElsewhere(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, subnet: number, job: Parameters<typeof postJobViaApi>[2]) {
  const otherClient = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${subnet}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}` },
  });
  try {
    await signUpViaApi(otherClient, baseURL, newAccount("employer"));
    await postJobViaApi(otherClient, baseURL, job);
  } finally {
    await otherClient.dispose();
  }
}

test.describe("job list", () => {
  test("search, then filter by type: the URL holds both and a reload keeps them", async ({
    page,
    request,
    baseURL,
    createAccount,
  }) => {
    const word = uniqueWord();
    await createAccount("employer");
    await postJobViaApi(request, baseURL!, { title: `Tailor ${word}`, type: "Part-time" });
    await postJobViaApi(request, baseURL!, { title: `Cook ${word}`, type: "Full-time" });
    await postJobViaApi(request, baseURL!, { title: `Driver ${word}`, type: "Part-time" });

    await page.goto("/jobs");
    // A guest's /jobs is islands (ADR 071): the list is drawn again from the server's HTML, the page is not loaded again.
    expect(await page.evaluate(() => [...document.scripts].some((script) => /\/jobs-page-[^/]*\.js$/.test(script.src)))).toBe(true);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const searchBox = page.getByRole("searchbox", { name: "Search jobs" });
    // Typed, with a pause: the search follows the typing, and the box keeps the focus and what was typed.
    await searchBox.pressSequentially(`${word} `);
    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
    await expect(page.getByText("3 jobs found")).toBeVisible();
    await expect(searchBox).toBeFocused();
    await expect(searchBox).toHaveValue(`${word} `);
    await searchBox.fill(word);
    await searchBox.press("Enter");

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
    await expect(page.getByText("3 jobs found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);
    expect(await samePage()).toBe(true);

    const type = page.getByRole("combobox", { name: "Job type" });
    await expect(type.getByRole("option", { name: "Part-time (2)" })).toBeAttached();
    await type.selectOption("Part-time");

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&type=Part-time`);
    await expect(page.getByText("2 jobs found")).toBeVisible();
    await expect(page.getByRole("article", { name: `Tailor ${word}` })).toBeVisible();
    await expect(page.getByRole("article", { name: `Driver ${word}` })).toBeVisible();
    await expect(page.getByRole("article", { name: `Cook ${word}` })).toHaveCount(0);
    expect(await samePage()).toBe(true);

    // Back shows the search before the filter, in place.
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
    await expect(page.getByText("3 jobs found")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Job type" })).toHaveValue("");
    expect(await samePage()).toBe(true);
    await page.goForward();
    await expect(page.getByText("2 jobs found")).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&type=Part-time`);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(word);
    await expect(page.getByRole("combobox", { name: "Job type" })).toHaveValue("Part-time");
    await expect(page.getByText("2 jobs found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);

    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs`);
  });

  test("a page of the list, and an empty search's Reset, are shown in place; a job in the list has its link", async ({
    page,
    request,
    baseURL,
    createAccount,
  }) => {
    const word = uniqueWord();
    await createAccount("employer");
    for (let made = 0; made < 11; made++) await postJobViaApi(request, baseURL!, { title: `Glazier ${made} ${word}` });

    await page.goto(`/jobs?q=${word}&sort=latest`);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    await expect(page.getByText("11 jobs found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(10);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&sort=latest&page=2`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: `Glazier 0 ${word}` })).toBeVisible();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    expect(await samePage()).toBe(true);

    // A search that finds nothing offers the alert and Reset, which clears it in place.
    await page.getByRole("searchbox", { name: "Search jobs" }).fill(uniqueWord());
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
    await expect(page.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alert me to jobs like these" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Reset filters" }).last().click();
    await expect(page).toHaveURL(`${baseURL}/jobs`);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("");
    await expect(page.getByRole("heading", { name: "No jobs match your search" })).toHaveCount(0);
    expect(await samePage()).toBe(true);

    await page.goBack();
    await page.getByRole("searchbox", { name: "Search jobs" }).fill(word);
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
    await page.getByRole("link", { name: `Glazier 10 ${word}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Glazier 10 ${word}` })).toBeVisible();
  });

  test("a job posted by another client appears on an open /jobs page without a reload", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    await page.goto(`/jobs?q=${word}`);
    await expect(page.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
    // The page listens to server events before the other client posts.
    expect((await stream).status()).toBe(200);

    await postJobElsewhere(playwright, baseURL!, 250, { title: `Baker ${word}`, type: "Full-time" });

    await expect(page.getByRole("article", { name: `Baker ${word}` })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText("1 job found")).toBeVisible();
  });

  test("a guest's alert dialog open on /jobs stays, with what was typed, while a job posted elsewhere waits for it to close", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    await page.goto(`/jobs?q=${word}`);
    expect((await stream).status()).toBe(200);
    await page.getByRole("link", { name: "Alert me to jobs like these" }).click();
    const dialog = page.getByRole("dialog", { name: "Alert me to jobs like these" });
    await dialog.getByLabel("Your e-mail").fill(`waiting.${word}@example.com`);

    await postJobElsewhere(playwright, baseURL!, 251, { title: `Potter ${word}`, type: "Full-time" });
    // The event has come and gone (the list is asked for again once the dialog closes).
    await page.waitForTimeout(1_500);
    await expect(dialog.getByLabel("Your e-mail")).toHaveValue(`waiting.${word}@example.com`);
    await expect(page.getByRole("article", { name: `Potter ${word}` })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("article", { name: `Potter ${word}` })).toBeVisible({ timeout: 5_000 });
  });
});
