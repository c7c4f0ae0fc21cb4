/** The e-mail of an invitation to apply, plain text in English then Kannada, like the other mails of the site. */
import { sitePaths } from "@app/shared/site-paths";
import type { MailMessage } from "../../mail/mailer.ts";

interface InvitationMailOptions {
  siteName: string;
  publicUrl: string;
  to: string;
  candidateName: string;
  jobTitle: string;
  company: string;
  note: string;
  /** The candidate has applied for the job already: the mail says so, and asks nothing. */
  hasApplied?: boolean;
}

/**
 * To the candidate: a verified employer found them in the talent pool and invites them to apply. One
 * who has applied already (the employer, who does not know who the pool's candidates are, may invite
 * an applicant) is told that their application stands, and where to follow it.
 */
export function invitationMail(options: InvitationMailOptions): MailMessage {
  const link = `${options.publicUrl}${sitePaths.candidateProfile}?tab=applications`;
  const note = options.note ? [`"${options.note}"`, ""] : [];
  const whatNow = options.hasApplied
    ? {
        en: ["You have already applied for this job, so there is nothing more to do: your application stands as it is. Follow it on your applications page:", link],
        kn: ["ನೀವು ಈಗಾಗಲೇ ಈ ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದೀರಿ, ಆದ್ದರಿಂದ ಇನ್ನೇನೂ ಮಾಡಬೇಕಾಗಿಲ್ಲ: ನಿಮ್ಮ ಅರ್ಜಿ ಹಾಗೆಯೇ ಇರುತ್ತದೆ. ಅದನ್ನು ನಿಮ್ಮ ಅರ್ಜಿಗಳ ಪುಟದಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್)."],
      }
    : {
        en: [
          "Apply in one tap, or decline, on your applications page:",
          link,
          "",
          "The employer sees your resume and contact details only if you apply. This site and genuine employers never ask for money.",
        ],
        kn: [
          "ನಿಮ್ಮ ಅರ್ಜಿಗಳ ಪುಟದಲ್ಲಿ ಒಂದೇ ಟ್ಯಾಪ್‌ನಲ್ಲಿ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ, ಅಥವಾ ನಿರಾಕರಿಸಿ (ಮೇಲಿನ ಲಿಂಕ್).",
          "ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸಿದರೆ ಮಾತ್ರ ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮ ರೆಸ್ಯೂಮ್ ಮತ್ತು ಸಂಪರ್ಕ ವಿವರಗಳನ್ನು ನೋಡುತ್ತಾರೆ. ಈ ವೆಬ್‌ಸೈಟ್ ಮತ್ತು ನಿಜವಾದ ಉದ್ಯೋಗದಾತರು ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ.",
        ],
      };
  return {
    to: options.to,
    subject: `${options.siteName}: ${options.company} invites you to apply / ${options.company} ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಆಹ್ವಾನಿಸಿದೆ`,
    text: [
      `Hello ${options.candidateName},`,
      "",
      `${options.company}, a verified employer, found you in the talent pool and invites you to apply for "${options.jobTitle}".`,
      "",
      ...note,
      ...whatNow.en,
      "",
      `ನಮಸ್ಕಾರ ${options.candidateName},`,
      `ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ ${options.company} ನಿಮ್ಮನ್ನು ಅಭ್ಯರ್ಥಿ ಹುಡುಕಾಟದಲ್ಲಿ ಕಂಡು "${options.jobTitle}" ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಆಹ್ವಾನಿಸಿದೆ.`,
      ...whatNow.kn,
    ].join("\n"),
  };
}
