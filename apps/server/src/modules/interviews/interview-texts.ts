/**
 * An interview's words in both languages, for its mails and its calendar invitation: the job by its
 * title in each language (the Kannada one the application kept, where the job had one), the time as
 * the site writes times (@app/shared/date-time-format, on the site's clocks), and the place.
 */
import type { Language } from "@app/shared/constants";
import { formatDateWithWeekday, formatTime } from "@app/shared/date-time-format";
import type { InterviewPlaceKind, InterviewSlot } from "@app/shared/interviews";
import { jobTitleOf } from "@app/shared/job-texts";

export interface InBothLanguages {
  english: string;
  kannada: string;
}

export interface InterviewJob {
  jobTitle: string;
  jobTitleKn: string | null;
  company: string;
}

/** The job and its company: '"Cook" (Hotel Mayura)', '"ಅಡುಗೆಯವರು" (Hotel Mayura)'. */
export function jobText(job: InterviewJob): InBothLanguages {
  const named = (language: Language) => `"${jobTitleOf(job, language)}" (${job.company})`;
  return { english: named("en"), kannada: named("kn") };
}

/** 'Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)', 'ಸೋಮವಾರ, 10 ಮಾರ್ಚ್ 2031, ಬೆಳಿಗ್ಗೆ 10:00ರಿಂದ ಬೆಳಿಗ್ಗೆ 10:30ರವರೆಗೆ (30 ನಿಮಿಷ)'. */
export function slotText(slot: InterviewSlot, timeZone: string): InBothLanguages {
  const startsAt = new Date(slot.startsAt);
  const endsAt = new Date(startsAt.getTime() + slot.durationMinutes * 60_000);
  const write = (language: Language) => ({
    day: formatDateWithWeekday(startsAt, language, timeZone),
    start: formatTime(startsAt, language, timeZone),
    end: formatTime(endsAt, language, timeZone),
  });
  const [english, kannada] = [write("en"), write("kn")];
  return {
    english: `${english.day}, ${english.start} to ${english.end} (${slot.durationMinutes} minutes)`,
    kannada: `${kannada.day}, ${kannada.start}ರಿಂದ ${kannada.end}ರವರೆಗೆ (${slot.durationMinutes} ನಿಮಿಷ)`,
  };
}

/** Where: the address, the video link, or that it is a phone call. */
export function placeName(placeKind: InterviewPlaceKind, place: string | null): InBothLanguages {
  if (placeKind === "phone") return { english: "a phone call", kannada: "ಫೋನ್ ಕರೆ" };
  if (placeKind === "video") return { english: `a video call, ${place ?? ""}`, kannada: `ವೀಡಿಯೊ ಕರೆ, ${place ?? ""}` };
  return { english: place ?? "", kannada: place ?? "" };
}
