/** The e-mail of a take-down, plain text in English then Kannada, like the other mails of the site. */
import type { MailMessage } from "../../mail/mailer.ts";

/** To the employer: the admin has taken one of its jobs down, with the admin's reason. */
export function jobTakenDownMail(options: {
  siteName: string;
  publicUrl: string;
  to: string;
  employerName: string;
  jobTitle: string;
  company: string;
  reason: string;
  /** Where the employer can write back (the site's contact address; the mail itself is no-reply). */
  contactEmail: string;
}): MailMessage {
  const job = `"${options.jobTitle}" (${options.company})`;
  return {
    to: options.to,
    subject: `${options.siteName}: your job ${options.jobTitle} has been taken down / ನಿಮ್ಮ ಉದ್ಯೋಗವನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `Your job ${job} has been taken down by the site's admin and is no longer shown to job seekers.`,
      "The reason given:",
      options.reason,
      "",
      "You can see the job and this reason on your dashboard:",
      `${options.publicUrl}/employer/dashboard`,
      `If you think this is a mistake, write to ${options.contactEmail}.`,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `ನಿಮ್ಮ ${job} ಉದ್ಯೋಗವನ್ನು ತಾಣದ ಅಡ್ಮಿನ್ ತೆಗೆದುಹಾಕಿದ್ದಾರೆ. ಇದು ಇನ್ನು ಉದ್ಯೋಗ ಹುಡುಕುವವರಿಗೆ ಕಾಣುವುದಿಲ್ಲ.`,
      "ನೀಡಿರುವ ಕಾರಣ ಮೇಲೆ ಇದೆ. ಉದ್ಯೋಗ ಮತ್ತು ಕಾರಣವನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
      `ಇದು ತಪ್ಪು ಎಂದು ನಿಮಗನಿಸಿದರೆ, ${options.contactEmail} ಗೆ ಬರೆಯಿರಿ.`,
    ].join("\n"),
  };
}
