/** The e-mails of applications, plain text in English then Kannada, like the other mails of the site. */
import type { ApplicationStatus } from "@app/shared/applications";
import type { MailMessage } from "../../mail/mailer.ts";

interface Site {
  siteName: string;
  publicUrl: string;
}

/** To the employer: someone applied to one of its jobs. */
export function newApplicationMail(
  options: Site & { to: string; employerName: string; candidateName: string; jobTitle: string },
): MailMessage {
  const link = `${options.publicUrl}/employer/dashboard?tab=applications`;
  return {
    to: options.to,
    subject: `${options.siteName}: new application for ${options.jobTitle} / ಹೊಸ ಅರ್ಜಿ: ${options.jobTitle}`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `${options.candidateName} has applied for your job "${options.jobTitle}".`,
      "See the application, the cover letter and the resume on your dashboard:",
      link,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `${options.candidateName} ಅವರು ನಿಮ್ಮ "${options.jobTitle}" ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಾರೆ.`,
      "ಅರ್ಜಿ ಮತ್ತು ರೆಸ್ಯೂಮ್ ಅನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}

type NoticeStatus = Exclude<ApplicationStatus, "pending">;

const statusTexts: Record<NoticeStatus, { label: string; english: string; kannadaLabel: string; kannada: string }> = {
  shortlisted: {
    label: "Shortlisted",
    english: "Good news: you have been shortlisted. The employer may contact you soon by phone or e-mail.",
    kannadaLabel: "ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ",
    kannada: "ಶುಭ ಸುದ್ದಿ: ನಿಮ್ಮ ಅರ್ಜಿ ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ. ಉದ್ಯೋಗದಾತರು ಶೀಘ್ರದಲ್ಲೇ ಫೋನ್ ಅಥವಾ ಇಮೇಲ್ ಮೂಲಕ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಬಹುದು.",
  },
  rejected: {
    label: "Rejected",
    english: "The employer has not selected your application this time. New jobs are posted every day: keep applying.",
    kannadaLabel: "ತಿರಸ್ಕರಿಸಲಾಗಿದೆ",
    kannada: "ಈ ಬಾರಿ ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ. ಪ್ರತಿದಿನ ಹೊಸ ಉದ್ಯೋಗಗಳು ಬರುತ್ತವೆ: ಅರ್ಜಿ ಸಲ್ಲಿಸುತ್ತಿರಿ.",
  },
  hired: {
    label: "Hired",
    english: "Congratulations: the employer has marked you as hired for this job.",
    kannadaLabel: "ನೇಮಕವಾಗಿದೆ",
    kannada: "ಅಭಿನಂದನೆಗಳು: ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮನ್ನು ಈ ಉದ್ಯೋಗಕ್ಕೆ ನೇಮಕ ಮಾಡಿದ್ದಾರೆ.",
  },
};

/** To the candidate: the employer shortlisted, rejected or hired them. */
export function applicationStatusMail(
  options: Site & { to: string; candidateName: string; jobTitle: string; company: string; status: NoticeStatus },
): MailMessage {
  const texts = statusTexts[options.status];
  const job = `"${options.jobTitle}" (${options.company})`;
  return {
    to: options.to,
    subject: `${options.siteName}: your application for ${options.jobTitle} is ${texts.label} / ನಿಮ್ಮ ಅರ್ಜಿ: ${texts.kannadaLabel}`,
    text: [
      `Hello ${options.candidateName},`,
      "",
      `Your application for ${job} is now: ${texts.label}.`,
      texts.english,
      "See all your applications on your profile:",
      `${options.publicUrl}/candidate/profile?tab=applications`,
      "",
      `ನಮಸ್ಕಾರ ${options.candidateName},`,
      `${job} ಉದ್ಯೋಗಕ್ಕೆ ನಿಮ್ಮ ಅರ್ಜಿಯ ಸ್ಥಿತಿ: ${texts.kannadaLabel}.`,
      texts.kannada,
      "ನಿಮ್ಮ ಎಲ್ಲಾ ಅರ್ಜಿಗಳನ್ನು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}
