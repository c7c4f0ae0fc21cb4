/**
 * The SMS to a number that already has the alert a guest asked for again, in the alert's language:
 * the asker was answered as for a new alert (anyone may type any number), so the number, and only
 * it, learns that nothing changed, with the alert's own short stop link. Its words say what the
 * alert's news says (notifications/phone-texts.ts): one part in English, two in Kannada (UCS-2, 70
 * characters a part), which names the site only when that still fits.
 */
import type { AlertCriteria } from "@app/shared/alerts";
import type { Language } from "@app/shared/constants";
import { smsParts } from "../../phone/sms-parts.ts";
import { describeCriteria } from "./alert-mails.ts";

export function heldAlertSmsText(criteria: AlertCriteria, language: Language, siteName: string, stopLink: string): string {
  const search = describeCriteria(criteria, language);
  if (language === "en") return `You already have this ${siteName} job alert: ${search}. Stop: ${stopLink}`;
  const named = `ಈ ${siteName} ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: ${search}. ನಿಲ್ಲಿಸಲು ${stopLink}`;
  return smsParts(named) <= 2 ? named : `ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: ${search}. ನಿಲ್ಲಿಸಲು ${stopLink}`;
}
