/** The e-mail of a verification decision, plain text in English then Kannada, like the other mails of the site. */
import type { VerificationKind } from "@app/shared/trust";
import type { MailMessage } from "../../mail/mailer.ts";

const kindNames: Record<VerificationKind, { english: string; kannada: string }> = {
  gstin: { english: "GSTIN", kannada: "GSTIN" },
  udyam: { english: "Udyam registration number", kannada: "ಉದ್ಯಮ್ ನೋಂದಣಿ ಸಂಖ್ಯೆ" },
};

/** To the employer: the admin approved or rejected its verification request. */
export function verificationDecisionMail(options: {
  siteName: string;
  publicUrl: string;
  to: string;
  employerName: string;
  company: string;
  kind: VerificationKind;
  number: string;
  decision: { status: "approved" } | { status: "rejected"; reason: string };
}): MailMessage {
  const link = `${options.publicUrl}/employer/dashboard`;
  const kind = kindNames[options.kind];
  const english = `${kind.english} ${options.number}`;
  const kannada = `${kind.kannada} ${options.number}`;
  if (options.decision.status === "approved") {
    return {
      to: options.to,
      subject: `${options.siteName}: ${options.company} is now a verified employer / ನೀವು ಈಗ ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತರು`,
      text: [
        `Hello ${options.employerName},`,
        "",
        `We have checked your ${english} and verified ${options.company}.`,
        'Your jobs now show a "Verified employer" badge, and job seekers who choose "Verified employers only" will find them.',
        "See it on your dashboard:",
        link,
        "",
        `ನಮಸ್ಕಾರ ${options.employerName},`,
        `ನಿಮ್ಮ ${kannada} ಪರಿಶೀಲಿಸಿ ${options.company} ಅನ್ನು ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ ಎಂದು ಗುರುತಿಸಿದ್ದೇವೆ.`,
        'ಈಗ ನಿಮ್ಮ ಉದ್ಯೋಗಗಳಲ್ಲಿ "ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ" ಬ್ಯಾಡ್ಜ್ ಕಾಣುತ್ತದೆ. ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).',
      ].join("\n"),
    };
  }
  const reason = options.decision.reason;
  return {
    to: options.to,
    subject: `${options.siteName}: your verification request was not approved / ನಿಮ್ಮ ದೃಢೀಕರಣ ವಿನಂತಿ ಅನುಮೋದನೆಯಾಗಿಲ್ಲ`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `We could not verify ${options.company} from your request with ${english}.`,
      `Reason: ${reason}`,
      "You can correct the details and request verification again on your dashboard:",
      link,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `${kannada} ಇರುವ ನಿಮ್ಮ ವಿನಂತಿಯಿಂದ ${options.company} ಅನ್ನು ದೃಢೀಕರಿಸಲು ಆಗಲಿಲ್ಲ.`,
      `ಕಾರಣ: ${reason}`,
      "ವಿವರಗಳನ್ನು ಸರಿಪಡಿಸಿ ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಮತ್ತೆ ವಿನಂತಿ ಕಳುಹಿಸಬಹುದು (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}
