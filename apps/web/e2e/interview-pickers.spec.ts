/**
 * The employer's interview pickers in a browser whose own language is English (as most phones' are),
 * on the English and the Kannada page: the browser draws a date or time field in its own language
 * and order (12/05/2030, 03:30 PM), so the chosen day and start are written under the fields as the
 * site writes dates, in the page's language. At a desktop's width the row's three fields stay in
 * line with those lines under two of them.
 */
import { formatClockTime, formatDateWithWeekday } from "@app/shared/date-time-format";
import { expect, newAccount, newUserContext, postJobViaApi, signUpViaApi, test, uploadResumeViaApi } from "./fixtures";

test.use({ locale: "en-US" });

/** A day `days` from today on the site's clock (India), as the date field's value. */
function siteDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * 86_400_000));
}

const texts = {
  en: { propose: "Propose interview", dialog: "Propose an interview", slot: "Time 1", date: "Date", start: "Start time", length: "Length" },
  kn: { propose: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ", dialog: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ", slot: "ಸಮಯ 1", date: "ದಿನಾಂಕ", start: "ಆರಂಭದ ಸಮಯ", length: "ಅವಧಿ" },
} as const;

test("the interview's day and start are written under their pickers in the page's language, whatever the browser's", async ({
  page,
  browser,
  baseURL,
  request,
  createAccount,
}) => {
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!);
  const candidate = newAccount("candidate");
  const candidateBrowser = await newUserContext(browser);
  try {
    const api = candidateBrowser.context.request;
    await signUpViaApi(api, baseURL!, candidate, candidateBrowser.clientAddress);
    await uploadResumeViaApi(api, baseURL!);
    const applied = await api.post("/api/applications", { data: { jobId: job.id }, headers: { origin: baseURL!, "content-type": "application/json" } });
    expect(applied.status()).toBe(201);
    const { application } = (await applied.json()) as { application: { id: string } };
    const shortlisted = await request.patch(`/api/applications/${application.id}`, { data: { status: "shortlisted" }, headers: { origin: baseURL! } });
    expect(shortlisted.ok(), await shortlisted.text()).toBe(true);
  } finally {
    await candidateBrowser.context.close();
  }
  // The employer's session in the page.
  await page.context().addCookies((await request.storageState()).cookies);

  const day = siteDay(20);
  for (const language of ["en", "kn"] as const) {
    const words = texts[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
    await page.goto("/employer/dashboard?tab=applications");
    const applicant = page.getByRole("article", { name: candidate.name });
    await applicant.getByRole("button", { name: words.propose }).click();
    const slot = page.getByRole("dialog", { name: words.dialog }).getByRole("group", { name: words.slot });
    await slot.getByLabel(words.date).fill(day);
    await slot.getByLabel(words.start).fill("15:30");

    const dayText = formatDateWithWeekday(`${day}T00:00:00Z`, language, "UTC");
    const timeText = formatClockTime(15, 30, language);
    await expect(slot.getByLabel(words.date)).toHaveAccessibleDescription(dayText);
    await expect(slot.getByLabel(words.start)).toHaveAccessibleDescription(timeText);
    await expect(slot.getByText(dayText, { exact: true })).toBeVisible();
    await expect(slot.getByText(timeText, { exact: true })).toBeVisible();
    // The three fields in one line, the length's too, which has no line under it.
    const tops = await Promise.all([words.date, words.start, words.length].map(async (label) => (await slot.getByLabel(label).boundingBox())!.y));
    expect(Math.max(...tops) - Math.min(...tops), `${language}: the fields' tops ${tops.join(", ")}`).toBeLessThanOrEqual(1);

    // At a phone's width the fields stack, each line under its own field.
    await page.setViewportSize({ width: 390, height: 844 });
    const date = (await slot.getByLabel(words.date).boundingBox())!;
    const written = (await slot.getByText(dayText, { exact: true }).boundingBox())!;
    const start = (await slot.getByLabel(words.start).boundingBox())!;
    expect(written.y).toBeGreaterThan(date.y + date.height - 1);
    expect(start.y).toBeGreaterThan(written.y + written.height - 1);
  }
});
