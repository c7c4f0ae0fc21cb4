/**
 * The audit log's table at a desktop's 1280 px, in English and Kannada, against the real server: the
 * longest action names (a consultation request marked handled, then not handled) wrap inside their
 * badges, so the table fits its room and needs no sideways scrolling. The test makes its own request
 * and reads only its own entries.
 */
import { ADMIN, expect, signInViaApi, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("the audit log's long action names wrap in their badges, and its table fits at 1280 px in both languages", async ({
  page,
  baseURL,
  request,
  createAccount,
  clientAddress,
}) => {
  await createAccount("candidate");
  const asked = await request.post("/api/consultations", {
    data: { name: "Kiran Urs", contact: "kiran.urs@example.com", message: "Please call me about the tailoring course." },
    headers: { origin: baseURL! },
  });
  expect(asked.status()).toBe(201);
  const { consultation } = (await asked.json()) as { consultation: { id: string } };
  await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);
  for (const handled of [true, false]) {
    const marked = await page.request.patch(`/api/admin/consultations/${consultation.id}`, { data: { handled }, headers: { origin: baseURL! } });
    expect(marked.status()).toBe(200);
  }

  for (const [language, reopened] of [
    ["en", "Consultation request marked not handled"],
    ["kn", "ಸಲಹೆ ವಿನಂತಿ ಮತ್ತೆ ಬಾಕಿ ಎಂದು ಗುರುತಿಸಲಾಗಿದೆ"],
  ] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
    await page.goto(`/admin/audit?targetType=consultation&targetId=${consultation.id}`);
    const table = page.getByRole("table");
    await expect(table.getByText(reopened, { exact: true })).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(2);
    const box = await table.evaluate((element) => ({ content: element.parentElement!.scrollWidth, room: element.parentElement!.clientWidth }));
    expect(box.content, `${language}: the table is ${box.content} px wide in a box of ${box.room} px`).toBeLessThanOrEqual(box.room);
  }
});
