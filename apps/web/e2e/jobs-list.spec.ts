/**
 * SPEC.md §2 Job list: search and filters that live in the URL, and a list that follows job changes
 * made by anyone else (server events), without a reload.
 */
import { randomBytes } from "node:crypto";
import { uniqueWord } from "@app/shared/factories";
import { expect, newAccount, postJobViaApi, signUpViaApi, test } from "./fixtures";

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
    await page.getByRole("searchbox", { name: "Search jobs" }).fill(word);
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
    await expect(page.getByText("3 jobs found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);

    const type = page.getByRole("combobox", { name: "Job type" });
    await expect(type.getByRole("option", { name: "Part-time (2)" })).toBeAttached();
    await type.selectOption("Part-time");

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&type=Part-time`);
    await expect(page.getByText("2 jobs found")).toBeVisible();
    await expect(page.getByRole("article", { name: `Tailor ${word}` })).toBeVisible();
    await expect(page.getByRole("article", { name: `Driver ${word}` })).toBeVisible();
    await expect(page.getByRole("article", { name: `Cook ${word}` })).toHaveCount(0);

    await page.reload();

    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&type=Part-time`);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(word);
    await expect(page.getByRole("combobox", { name: "Job type" })).toHaveValue("Part-time");
    await expect(page.getByText("2 jobs found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);

    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs`);
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

    const otherClient = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `10.250.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}` },
    });
    try {
      await signUpViaApi(otherClient, baseURL!, newAccount("employer"));
      await postJobViaApi(otherClient, baseURL!, { title: `Baker ${word}`, type: "Full-time" });
    } finally {
      await otherClient.dispose();
    }

    await expect(page.getByRole("article", { name: `Baker ${word}` })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText("1 job found")).toBeVisible();
  });
});
