/**
 * Issue 49's whole way in and out, for a Kannada reader with only a phone: signing up with a
 * mobile number and the code from the SMS (the phone outbox's file in DATA_DIR/outbox), a profile
 * and a résumé made from it (issue 52: no résumé file needed), applying, and the employer's
 * Shortlist arriving as a Kannada SMS.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, postJobViaApi, test, uniqueMobile } from "./fixtures";

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "packages", "i18n", "locales");

/** A Kannada text as the page shows it: `kannada("auth", "phone.sendCode")`. */
function kannada(area: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(localesDir, "kn", `${area}.json`), "utf8")) as Record<string, unknown>;
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof value !== "string") throw new Error(`No text kn/${area}.json ${key}`);
  return value;
}

interface SmsFile {
  to: string;
  kind: string;
  language: string;
  text: string;
}

/** The SMS files to `e164` of one kind, in sending order, waiting until there is one. */
async function smsTo(dataDir: string, e164: string, kind: string): Promise<SmsFile[]> {
  const outboxDir = path.join(dataDir, "outbox");
  let found: SmsFile[] = [];
  await expect
    .poll(
      () => {
        let names: string[] = [];
        try {
          names = readdirSync(outboxDir).filter((name) => name.endsWith(".sms.json"));
        } catch {
          // Not written yet.
        }
        found = names
          .sort()
          .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), "utf8")) as SmsFile)
          .filter((message) => message.to === e164 && message.kind === kind);
        return found.length;
      },
      { timeout: 15_000, message: `an SMS of kind ${kind} to ${e164}` },
    )
    .toBeGreaterThan(0);
  return found;
}

test("a Kannada reader with only a phone signs up by code, makes a résumé, applies, and hears of the shortlist by SMS in Kannada", async ({
  page,
  request,
  baseURL,
  dataDir,
  createAccount,
}) => {
  test.setTimeout(90_000);
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!);
  // A mobile of its own: one made from the clock alone could fall in a range no mobile has (80210…).
  const { typed, e164 } = uniqueMobile();

  await page.context().addCookies([{ name: "language", value: "kn", url: baseURL! }]);
  await page.goto("/signup/candidate/phone");
  await page.getByLabel(kannada("auth", "fields.name")).fill("ಮಂಜುನಾಥ ಗೌಡ");
  await page.getByLabel(kannada("auth", "phone.fields.phoneNumber")).fill(typed);
  await page.getByRole("button", { name: kannada("auth", "phone.sendCode") }).click();
  const [codeSms] = await smsTo(dataDir, e164, "code");
  expect(codeSms).toMatchObject({ language: "kn" });
  await page.getByLabel(kannada("auth", "phone.fields.code")).fill(codeSms!.text.match(/\d{6}/)![0]);
  await page.getByRole("button", { name: kannada("auth", "signUp.submit") }).click();
  await expect(page).toHaveURL(/\/candidate\/start$/);

  // A profile in a few words, then the résumé made from it: nothing to upload.
  const profile = await page.request.patch("/api/profile", {
    data: { skills: ["ಡ್ರೈವಿಂಗ್", "Two-wheeler"], bio: "ಮೈಸೂರಿನಲ್ಲಿ ನಾಲ್ಕು ವರ್ಷ ಡೆಲಿವರಿ ಕೆಲಸ ಮಾಡಿದ ಅನುಭವ." },
    headers: { origin: baseURL! },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.goto("/candidate/profile");
  const card = page.getByRole("region", { name: kannada("candidates", "resume.title"), exact: true });
  await expect(card.getByRole("combobox", { name: kannada("candidates", "resume.made.language") })).toHaveValue("kn");
  await card.getByRole("button", { name: kannada("candidates", "resume.made.make") }).click();
  await expect(card.getByText("ಮಂಜುನಾಥ ಗೌಡ - ರೆಸ್ಯೂಮ್.pdf")).toBeVisible();

  const applied = await page.request.post("/api/applications", { data: { jobId: job.id }, headers: { origin: baseURL!, "content-type": "application/json" } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };

  // The employer shortlists; the candidate, who has no e-mail, hears of it by SMS, in Kannada.
  const shortlisted = await request.patch(`/api/applications/${application.id}`, { data: { status: "shortlisted" }, headers: { origin: baseURL!, "content-type": "application/json" } });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
  const [status] = await smsTo(dataDir, e164, "status");
  expect(status!.language).toBe("kn");
  expect(status!.text).toMatch(/[\u0c80-\u0cff]/);
  expect(status!.text).toContain(`${new URL(baseURL!).host}/a`);
});
