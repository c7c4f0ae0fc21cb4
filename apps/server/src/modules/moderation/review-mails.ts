/** The e-mails of the review queue to the job's employer, plain text in English then Kannada. */
import type { MailMessage } from "../../mail/mailer.ts";

interface ReviewMailOptions {
  siteName: string;
  publicUrl: string;
  to: string;
  employerName: string;
  jobTitle: string;
}

/** The job passed review and is listed now. */
export function jobApprovedMail(options: ReviewMailOptions & { jobId: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.siteName}: "${options.jobTitle}" is live / ನಿಮ್ಮ ಉದ್ಯೋಗ ಈಗ ಉದ್ಯೋಗಗಳ ಪಟ್ಟಿಯಲ್ಲಿದೆ`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `Your job "${options.jobTitle}" has been reviewed and is now listed for candidates:`,
      `${options.publicUrl}/jobs/${options.jobId}`,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `ನಿಮ್ಮ "${options.jobTitle}" ಉದ್ಯೋಗವನ್ನು ಪರಿಶೀಲಿಸಲಾಗಿದೆ ಮತ್ತು ಈಗ ಅಭ್ಯರ್ಥಿಗಳಿಗೆ ಕಾಣಿಸುತ್ತದೆ (ಮೇಲಿನ ಲಿಂಕ್).`,
    ].join("\n"),
  };
}

/** The job was not approved: why, and that an edit sends it back to review. */
export function jobRejectedMail(options: ReviewMailOptions & { reason: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.siteName}: "${options.jobTitle}" was not approved / ನಿಮ್ಮ ಉದ್ಯೋಗ ಅನುಮೋದನೆಯಾಗಿಲ್ಲ`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `Your job "${options.jobTitle}" was not approved. The reason:`,
      options.reason,
      "",
      "Genuine employers never ask candidates for money, and contact details belong in your profile, not in the job text.",
      "Edit the job on your dashboard and it will be reviewed again:",
      `${options.publicUrl}/employer/dashboard`,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `ನಿಮ್ಮ "${options.jobTitle}" ಉದ್ಯೋಗ ಅನುಮೋದನೆಯಾಗಿಲ್ಲ. ಕಾರಣ: ${options.reason}`,
      "ನಿಜವಾದ ಉದ್ಯೋಗದಾತರು ಅಭ್ಯರ್ಥಿಗಳಿಂದ ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ. ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಉದ್ಯೋಗದ ವಿವರಗಳನ್ನು ಬದಲಿಸಿದರೆ ಅದನ್ನು ಮತ್ತೆ ಪರಿಶೀಲಿಸಲಾಗುತ್ತದೆ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}
