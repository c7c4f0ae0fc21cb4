/** The e-mail about messages left unread, plain text in English then Kannada. Never the messages themselves: they stay on the site, where they are on record. */
import type { MailMessage } from "../../mail/mailer.ts";

interface UnreadMessagesOptions {
  siteName: string;
  publicUrl: string;
  to: string;
  readerName: string;
  senderName: string;
  jobTitle: string;
  /** Where the reader reads and replies: the employer's dashboard or the candidate's applications. */
  path: string;
}

export function unreadMessagesMail(options: UnreadMessagesOptions): MailMessage {
  const link = `${options.publicUrl}${options.path}`;
  return {
    to: options.to,
    subject: `${options.siteName}: new message from ${options.senderName} / ${options.senderName} ಅವರಿಂದ ಹೊಸ ಸಂದೇಶ`,
    text: [
      `Hello ${options.readerName},`,
      "",
      `${options.senderName} sent you a message about "${options.jobTitle}" that you have not read yet. Read it and reply on ${options.siteName}:`,
      link,
      "",
      "This site and genuine employers never ask for money.",
      "",
      `ನಮಸ್ಕಾರ ${options.readerName},`,
      `"${options.jobTitle}" ಕುರಿತು ${options.senderName} ಅವರು ಕಳುಹಿಸಿದ ಸಂದೇಶವನ್ನು ನೀವು ಇನ್ನೂ ಓದಿಲ್ಲ. ${options.siteName} ನಲ್ಲಿ ಅದನ್ನು ಓದಿ ಉತ್ತರಿಸಿ (ಮೇಲಿನ ಲಿಂಕ್).`,
      "ಈ ವೆಬ್‌ಸೈಟ್ ಮತ್ತು ನಿಜವಾದ ಉದ್ಯೋಗದಾತರು ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ.",
    ].join("\n"),
  };
}
