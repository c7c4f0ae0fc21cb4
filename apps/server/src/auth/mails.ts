import type { MailMessage } from "../mail/mailer.ts";

export function resetPasswordMail(options: { to: string; name: string; link: string; siteName: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.siteName}: reset your password / ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಿ`,
    text: [
      `Hello ${options.name},`,
      "",
      "Someone asked to reset the password of your account. Open this link within one hour to choose a new one:",
      options.link,
      "",
      "If it was not you, ignore this e-mail; your password stays as it is.",
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      "ನಿಮ್ಮ ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಲು ಕೇಳಲಾಗಿದೆ. ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹಾಕಲು ಒಂದು ಗಂಟೆಯೊಳಗೆ ಮೇಲಿನ ಲಿಂಕ್ ತೆರೆಯಿರಿ.",
      "ಇದು ನೀವಲ್ಲದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.",
    ].join("\n"),
  };
}
