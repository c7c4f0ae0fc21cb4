/** The reminder to renew a job before it leaves the job list, plain text in English then Kannada. */
import { calendarDate } from "@app/shared/courses";
import { mailDay } from "../../mail/mail-dates.ts";
import type { MailMessage } from "../../mail/mailer.ts";

interface RenewalReminderOptions {
  siteName: string;
  publicUrl: string;
  /** SITE_TIME_ZONE: the day the job ends, as the city counts days. */
  timeZone: string;
  to: string;
  employerName: string;
  jobTitle: string;
  endsAt: Date;
}

export function renewalReminderMail(options: RenewalReminderOptions): MailMessage {
  const { english, kannada } = mailDay(calendarDate(options.endsAt, options.timeZone));
  return {
    to: options.to,
    subject: `${options.siteName}: "${options.jobTitle}" leaves the job list on ${english} / ನಿಮ್ಮ ಉದ್ಯೋಗ ${kannada} ರಂದು ಪಟ್ಟಿಯಿಂದ ಹೊರಹೋಗುತ್ತದೆ`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `Your job "${options.jobTitle}" will leave the job list on ${english}, and candidates will no longer find it or apply.`,
      "Still looking for someone? Renew it on your dashboard and it stays listed for another period:",
      `${options.publicUrl}/employer/dashboard`,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `ನಿಮ್ಮ "${options.jobTitle}" ಉದ್ಯೋಗ ${kannada} ರಂದು ಉದ್ಯೋಗಗಳ ಪಟ್ಟಿಯಿಂದ ಹೊರಹೋಗುತ್ತದೆ; ನಂತರ ಅಭ್ಯರ್ಥಿಗಳು ಅದನ್ನು ನೋಡಲು ಅಥವಾ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಆಗುವುದಿಲ್ಲ.`,
      "ಇನ್ನೂ ಜನರನ್ನು ಹುಡುಕುತ್ತಿದ್ದೀರಾ? ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಅದನ್ನು ನವೀಕರಿಸಿ, ಅದು ಮತ್ತೊಂದು ಅವಧಿಗೆ ಪಟ್ಟಿಯಲ್ಲಿ ಇರುತ್ತದೆ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}
