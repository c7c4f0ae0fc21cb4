/**
 * Issue 52: each quick profile step at 390 px, in English and Kannada, walked through as a person
 * would, with a photo chosen; axe finds nothing on any of them (the rules of accessibility.spec.ts).
 * `npm run screenshots` draws the steps for a person to look over.
 */
import sharp from "sharp";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const words = {
  en: { driver: "Driver", hebbal: "Hebbal", kannada: "Kannada", years: "3 years", sslc: "SSLC (10th)", next: "Next", make: "Make my résumé", start: "Start" },
  kn: { driver: "ಚಾಲಕ", hebbal: "ಹೆಬ್ಬಾಳ", kannada: "ಕನ್ನಡ", years: "3 ವರ್ಷ", sslc: "ಎಸ್ಎಸ್ಎಲ್‌ಸಿ (10ನೇ ತರಗತಿ)", next: "ಮುಂದೆ", make: "ನನ್ನ ರೆಸ್ಯೂಮ್ ಮಾಡಿ", start: "ಶುರು ಮಾಡಿ" },
} as const;

for (const language of ["en", "kn"] as const) {
  test(`the quick profile steps at 390 px in ${language === "en" ? "English" : "Kannada"} have no accessibility finding`, async ({ page, baseURL, signUpInPage }) => {
    const word = words[language];
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    const check = async (step: string) => {
      await expect(page).toHaveURL(new RegExp(`step=${step}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    };
    await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
    await signUpInPage("candidate");
    // A new profile is thin: the profile invites to the steps.
    await page.goto("/candidate/profile");
    await expect(page.getByRole("link", { name: word.start })).toBeVisible();
    await page.goto("/candidate/start?step=1");
    await button(word.driver).tap();
    await check("1");
    await button(word.next).tap();
    await check("2");
    await button(word.years).tap();
    await button(word.hebbal).tap();
    await check("3");
    await button(word.next).tap();
    await check("4");
    await button(word.kannada).tap();
    await button(word.next).tap();
    await check("5");
    await button(word.sslc).tap();
    await check("6");
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
    await page.locator("input[type=file]").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("img", { name: language === "en" ? "Your photo" : "ನಿಮ್ಮ ಫೋಟೋ" })).toBeVisible();
    await button(word.next).tap();
    await check("7");
    await button(word.make).tap();
    await check("done");
  });
}

