/**
 * The mail that confirms an address added to an account made with a phone: in the language of the
 * page it was added on, then in the other, since whoever reads it may not be whoever asked. It
 * carries nothing the asker typed but the address itself (not their name), so it cannot be made to
 * say anything to a stranger, and it says what happens when its reader did not ask.
 */
import type { Language } from "@app/shared/constants";
import { emailLinkDays } from "@app/shared/phone-accounts";
import { sitePaths } from "@app/shared/site-paths";
import type { MailMessage } from "../../mail/mailer.ts";

interface Site {
  siteName: string;
  publicUrl: string;
}

export function emailConfirmationLink(site: Pick<Site, "publicUrl">, token: string): string {
  return `${site.publicUrl}${sitePaths.confirmEmail}?token=${token}`;
}

function texts(site: Site, link: string): Record<Language, { subject: string; body: string[] }> {
  return {
    en: {
      subject: "confirm your e-mail address",
      body: [
        "Hello,",
        "",
        `Someone asked to add this e-mail address to an account on ${site.siteName}, to get job news by e-mail.`,
        `If it was you, open this link within ${emailLinkDays} days to confirm the address:`,
        link,
        "",
        "If it was not you, ignore this e-mail: the address is not added to any account, and nothing more is sent to it.",
      ],
    },
    kn: {
      subject: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ",
      body: [
        "ನಮಸ್ಕಾರ,",
        "",
        `ಉದ್ಯೋಗದ ಸುದ್ದಿಯನ್ನು ಇಮೇಲ್‌ನಲ್ಲಿ ಪಡೆಯಲು ಈ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ${site.siteName} ನ ಒಂದು ಖಾತೆಗೆ ಸೇರಿಸಲು ಕೇಳಲಾಗಿದೆ.`,
        `ಇದನ್ನು ನೀವೇ ಕೇಳಿದ್ದರೆ, ${emailLinkDays} ದಿನಗಳ ಒಳಗೆ ಈ ಲಿಂಕ್ ತೆರೆದು ವಿಳಾಸವನ್ನು ಖಚಿತಪಡಿಸಿ:`,
        link,
        "",
        "ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ: ಈ ವಿಳಾಸವನ್ನು ಯಾವ ಖಾತೆಗೂ ಸೇರಿಸುವುದಿಲ್ಲ, ಇದಕ್ಕೆ ಇನ್ನು ಮುಂದೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ.",
      ],
    },
  };
}

export function emailConfirmationMail(site: Site, options: { to: string; token: string; language: Language }): MailMessage {
  const all = texts(site, emailConfirmationLink(site, options.token));
  const first = all[options.language];
  const second = all[options.language === "kn" ? "en" : "kn"];
  return {
    to: options.to,
    subject: `${site.siteName}: ${first.subject} / ${second.subject}`,
    text: [...first.body, "", "--", "", ...second.body].join("\n"),
  };
}
