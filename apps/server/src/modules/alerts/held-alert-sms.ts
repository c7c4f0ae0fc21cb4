/**
 * The SMS to a number that already has the alert a guest asked for again, in the alert's language:
 * the asker was answered as for a new alert (anyone may type any number), so the number, and only
 * it, learns that nothing changed, with the alert's own short stop link. Its words say what the
 * alert's news says (notifications/phone-texts.ts): one part in English, two in Kannada (UCS-2, 70
 * characters a part), naming the site and the search only as far as they still fit.
 */
import type { AlertCriteria } from "@app/shared/alerts";
import type { Language } from "@app/shared/constants";
import { smsParts } from "../../phone/sms-parts.ts";
import { describeCriteria } from "./alert-mails.ts";

export function heldAlertSmsText(criteria: AlertCriteria, language: Language, siteName: string, stopLink: string): string {
  const search = describeCriteria(criteria, language);
  const [most, parts] =
    language === "en"
      ? [[`You already have this ${siteName} job alert: ${search}. Stop: ${stopLink}`, `You already have this ${siteName} job alert. Stop: ${stopLink}`], 1]
      : [
          [
            `ಈ ${siteName} ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: ${search}. ನಿಲ್ಲಿಸಲು ${stopLink}`,
            `ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: ${search}. ನಿಲ್ಲಿಸಲು ${stopLink}`,
            `ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ. ನಿಲ್ಲಿಸಲು ${stopLink}`,
          ],
          2,
        ];
  // The fullest text that fits; a long search is left out rather than cost another part.
  return most.find((text) => smsParts(text) <= parts) ?? most.at(-1)!;
}

/**
 * The SMS to a number that has its most alerts when a guest asks for one more, in place of a code
 * and in the language of the number's newest alert: the asker was answered as for a new alert, so
 * the number, and only it, learns that the alert was not saved, with the short link to the page
 * listing its alerts (where one is deleted to make room). One part in English, two in Kannada.
 */
export function fullAlertsSmsText(language: Language, siteName: string, max: number, manageLink: string): string {
  const [most, parts] =
    language === "en"
      ? [
          [
            `This number has ${max} ${siteName} job alerts, the most it can keep: the new one was not saved. Manage: ${manageLink}`,
            `This number has ${max} job alerts, the most it can keep: the new one was not saved. Manage: ${manageLink}`,
          ],
          1,
        ]
      : [
          [
            `ಈ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ ${max} ${siteName} ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳಿವೆ, ಹೊಸದನ್ನು ಉಳಿಸಿಲ್ಲ. ನಿರ್ವಹಿಸಲು ${manageLink}`,
            `ಈ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ ${max} ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳಿವೆ, ಹೊಸದನ್ನು ಉಳಿಸಿಲ್ಲ. ನಿರ್ವಹಿಸಲು ${manageLink}`,
          ],
          2,
        ];
  return most.find((text) => smsParts(text) <= parts) ?? most.at(-1)!;
}
