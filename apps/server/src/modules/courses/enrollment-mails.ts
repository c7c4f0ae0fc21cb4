/**
 * The e-mail of an enrolment's status change, plain text in English then Kannada, like the other
 * mails of the site; the status and slot words are the glossary's, as the web app shows them.
 */
import type { EnrollmentStatus, TimeSlot } from "@app/shared/courses";
import { mailDay } from "../../mail/mail-dates.ts";
import type { MailMessage } from "../../mail/mailer.ts";

interface StatusTexts {
  label: string;
  english: string;
  kannadaLabel: string;
  kannada: string;
}

const statusTexts: Record<EnrollmentStatus, StatusTexts> = {
  confirmed: {
    label: "Confirmed",
    english: "We have verified your payment and your seat is confirmed. See you in class!",
    kannadaLabel: "ಖಚಿತವಾಗಿದೆ",
    kannada: "ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಪರಿಶೀಲಿಸಲಾಗಿದೆ ಮತ್ತು ನಿಮ್ಮ ಸ್ಥಾನ ಖಚಿತವಾಗಿದೆ. ತರಗತಿಯಲ್ಲಿ ಭೇಟಿಯಾಗೋಣ!",
  },
  cancelled: {
    label: "Cancelled",
    english: "Your enrollment has been cancelled. If you think this is a mistake, or you have paid, please contact us.",
    kannadaLabel: "ರದ್ದಾಗಿದೆ",
    kannada: "ನಿಮ್ಮ ನೋಂದಣಿ ರದ್ದಾಗಿದೆ. ಇದು ತಪ್ಪು ಎನಿಸಿದರೆ ಅಥವಾ ನೀವು ಪಾವತಿ ಮಾಡಿದ್ದರೆ, ದಯವಿಟ್ಟು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.",
  },
  pending: {
    label: "Pending Confirmation",
    english: "Your enrollment is waiting for confirmation again. We'll confirm it after verifying your payment.",
    kannadaLabel: "ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ",
    kannada: "ನಿಮ್ಮ ನೋಂದಣಿ ಮತ್ತೆ ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ. ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಪರಿಶೀಲಿಸಿದ ನಂತರ ನಿಮ್ಮ ನೋಂದಣಿಯನ್ನು ಖಚಿತಪಡಿಸುತ್ತೇವೆ.",
  },
};

/** SPEC.md §3 Time slots, worded as the web app's `courses.timeSlots`. */
const slotTexts: Record<TimeSlot, { english: string; kannada: string }> = {
  morning: { english: "Morning 9:00 AM-12:00 PM", kannada: "ಬೆಳಿಗ್ಗೆ 9:00 - ಮಧ್ಯಾಹ್ನ 12:00" },
  afternoon: { english: "Afternoon 1:00 PM-4:00 PM", kannada: "ಮಧ್ಯಾಹ್ನ 1:00 - ಸಂಜೆ 4:00" },
  evening: { english: "Evening 5:00 PM-8:00 PM", kannada: "ಸಂಜೆ 5:00 - ರಾತ್ರಿ 8:00" },
};

/** To the candidate: the admin confirmed, cancelled or reset their enrolment. */
export function enrollmentStatusMail(options: {
  to: string;
  candidateName: string;
  courseTitle: string;
  startDate: string;
  timeSlot: TimeSlot;
  status: EnrollmentStatus;
  siteName: string;
  publicUrl: string;
}): MailMessage {
  const texts = statusTexts[options.status];
  const slot = slotTexts[options.timeSlot];
  const startDate = mailDay(options.startDate);
  const course = `"${options.courseTitle}"`;
  return {
    to: options.to,
    subject: `${options.siteName}: your enrollment in ${options.courseTitle} is ${texts.label} / ನಿಮ್ಮ ನೋಂದಣಿ: ${texts.kannadaLabel}`,
    text: [
      `Hello ${options.candidateName},`,
      "",
      `Your enrollment in ${course} is now: ${texts.label}.`,
      `Start date: ${startDate.english}, ${slot.english}.`,
      texts.english,
      "See your enrolled courses on your profile:",
      `${options.publicUrl}/candidate/profile`,
      "",
      `ನಮಸ್ಕಾರ ${options.candidateName},`,
      `${course} ಕೋರ್ಸ್‌ಗೆ ನಿಮ್ಮ ನೋಂದಣಿಯ ಸ್ಥಿತಿ: ${texts.kannadaLabel}.`,
      `ಆರಂಭದ ದಿನಾಂಕ: ${startDate.kannada}, ${slot.kannada}.`,
      texts.kannada,
      "ನಿಮ್ಮ ಕೋರ್ಸ್‌ಗಳನ್ನು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}
