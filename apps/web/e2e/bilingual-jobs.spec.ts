/**
 * Issue 29, bilingual job content: an employer writes a job in English and in Kannada from the
 * dashboard; a reader of the Kannada site finds it by a Kannada word and reads it in Kannada, with
 * the English text a tap away; a reader of the English site reads the English text.
 */
import { uniqueWord } from "@app/shared/factories";
import { expect, newAccount, newUserContext, signUpViaApi, test } from "./fixtures";

test("an employer posts a job in both languages; each reader finds and reads it in their own", async ({ page, browser, baseURL }) => {
  const word = uniqueWord().toLowerCase();
  const title = `Weaver ${word}`;
  const kannadaTitle = `ನೇಕಾರ ${word}`;
  await signUpViaApi(page.request, baseURL!, newAccount("employer", { company: "Kaveri Silks" }));

  await page.goto("/employer/dashboard");
  await page.getByRole("button", { name: "Post a Job", exact: true }).first().click();
  const form = page.getByRole("dialog", { name: "Post a Job" });
  await form.getByLabel("Job title", { exact: true }).fill(title);
  // Not in Hebbal: jobs-for-you.spec.ts's candidate wants every job there.
  await form.getByLabel("Location", { exact: true }).fill("Bannimantap, Mysuru");
  await form.getByLabel("Job description", { exact: true }).fill("Weave silk sarees on power looms.");
  const kannada = form.getByRole("group", { name: "In Kannada" });
  await kannada.getByLabel("Job title in Kannada (optional)").fill(kannadaTitle);
  await kannada.getByLabel("Job description in Kannada (optional)").fill("ಪವರ್ ಮಗ್ಗದಲ್ಲಿ ರೇಷ್ಮೆ ಸೀರೆ ನೇಯುವ ಕೆಲಸ.");
  await form.getByRole("button", { name: "Post Job" }).click();
  await expect(form).toBeHidden();

  // A Kannada reader searches in Kannada and reads the job in Kannada.
  const reader = await newUserContext(browser);
  await reader.context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
  const kannadaPage = await reader.context.newPage();
  await kannadaPage.goto(`/jobs?q=${encodeURIComponent(`ರೇಷ್ಮೆ ${word}`)}`);
  const card = kannadaPage.getByRole("article", { name: kannadaTitle });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: kannadaTitle }).click();
  await expect(kannadaPage.getByRole("heading", { level: 1, name: kannadaTitle })).toBeVisible();
  await expect(kannadaPage).toHaveTitle(new RegExp(`^${kannadaTitle} · Kaveri Silks`));
  await expect(kannadaPage.getByText("ಪವರ್ ಮಗ್ಗದಲ್ಲಿ ರೇಷ್ಮೆ ಸೀರೆ ನೇಯುವ ಕೆಲಸ.")).toBeVisible();
  const english = kannadaPage.getByText("Weave silk sarees on power looms.");
  await expect(english).toBeHidden();
  await kannadaPage.getByText("ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ಓದಿ").click();
  await expect(english).toBeVisible();
  expect(reader.problems()).toEqual([]);
  await reader.context.close();

  // An English reader finds it by the English word, titled in English.
  await page.goto(`/jobs?q=${encodeURIComponent(`weaver ${word}`)}`);
  await expect(page.getByRole("article", { name: title })).toBeVisible();
});
