/**
 * Interviews (issue 31): from a shortlisted applicant, the employer proposes one to three times and
 * a place; the candidate accepts one, or asks for other times with a note; the employer can
 * reschedule (new times, the invitation's SEQUENCE raised) or cancel. Both get an e-mail with a
 * calendar invitation (.ics, METHOD:REQUEST, or METHOD:CANCEL on cancel) once a time is agreed or
 * changed, and a reminder the day before (in the site's time zone). One interview at a time per
 * application (a cancelled one makes room for a new one).
 *
 * Times are given as the site's wall clock (SITE_TIME_ZONE, Asia/Kolkata): a day, a start, a
 * duration. A slot must start at 7:00 or later and end by 21:00, and be in the future.
 *
 * Routes (JSON):
 * - `GET    /api/applications/:id/interview` → `{ interview: Interview | null }` (the two parties, and the admin, who oversees applications)
 * - `POST   /api/applications/:id/interview` `ProposeInterviewInput` → 201 `{ interview }`: the
 *   employer; 409 `application_not_shortlisted`, 409 `interview_exists` while one is not cancelled
 * - `PUT    /api/applications/:id/interview` `ProposeInterviewInput` → `{ interview }`: reschedule
 *   (proposed again with the new times); 404 `no_interview`; 409 `interview_not_open` once cancelled
 * - `POST   /api/applications/:id/interview/accept` `AcceptInterviewInput` → `{ interview }` (the candidate)
 * - `POST   /api/applications/:id/interview/request-change` `RequestInterviewChangeInput` → `{ interview }` (the candidate)
 * - `POST   /api/applications/:id/interview/cancel` → `{ interview }` (the employer)
 * - `GET    /api/interviews/mine` → `{ interviews: Interview[] }`: the candidate's interviews not cancelled
 * - `GET    /api/employer/interviews` → `{ interviews: UpcomingInterview[] }`: the employer's coming
 *   interviews (agreed or still proposed, not yet over), soonest first
 */
import { z } from "zod";

export const interviewStatuses = ["proposed", "accepted", "change_requested", "cancelled"] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];

/** Where: an address, a phone call (the employer calls the number on the application), a video link. */
export const interviewPlaceKinds = ["in_person", "phone", "video"] as const;
export type InterviewPlaceKind = (typeof interviewPlaceKinds)[number];

export const interviewDurations = [15, 30, 45, 60, 90, 120] as const;
export const maxInterviewSlots = 3;
/** The day's window in the site's time zone: a slot starts at this hour or later … */
export const interviewDayStartHour = 7;
/** … and ends by this hour. */
export const interviewDayEndHour = 21;
export const interviewPlaceMax = 300;
export const interviewNoteMax = 500;

/** 2030-02-30 matches the pattern but is no day: the server could not place it in time. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

function minutesOf(start: string): number {
  const [hours, minutes] = start.split(":").map(Number);
  return hours! * 60 + minutes!;
}

export const interviewSlotSchema = z
  .object({
    /** YYYY-MM-DD in the site's time zone. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.interviews.dateInvalid", abort: true })
      .refine(isCalendarDay, "validation.interviews.dateInvalid"),
    /** HH:MM, 24-hour, in the site's time zone. */
    start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.interviews.startInvalid"),
    durationMinutes: z.coerce
      .number()
      .int()
      .refine((value) => (interviewDurations as readonly number[]).includes(value), "validation.interviews.durationInvalid"),
  })
  .refine(
    (slot) =>
      !/^\d\d:\d\d$/.test(slot.start) ||
      (minutesOf(slot.start) >= interviewDayStartHour * 60 && minutesOf(slot.start) + slot.durationMinutes <= interviewDayEndHour * 60),
    { message: "validation.interviews.outsideHours", path: ["start"] },
  );
export type InterviewSlotInput = z.input<typeof interviewSlotSchema>;

export const proposeInterviewSchema = z
  .object({
    slots: z
      .array(interviewSlotSchema)
      .min(1, "validation.interviews.slotsRequired")
      .max(maxInterviewSlots, "validation.interviews.tooManySlots"),
    placeKind: z.enum(interviewPlaceKinds, { error: "validation.interviews.placeKindRequired" }),
    /** The address (in person) or the link (video); ignored for a phone call. */
    place: z.string().trim().max(interviewPlaceMax, "validation.interviews.placeTooLong").optional(),
  })
  .superRefine((value, context) => {
    const place = value.place ?? "";
    if (value.placeKind === "in_person" && place.length === 0) {
      context.addIssue({ code: "custom", path: ["place"], message: "validation.interviews.addressRequired" });
    }
    if (value.placeKind === "video" && !/^https:\/\/[^\s/$.?#][^\s]*$/i.test(place)) {
      context.addIssue({ code: "custom", path: ["place"], message: "validation.interviews.linkInvalid" });
    }
  });
export type ProposeInterviewInput = z.input<typeof proposeInterviewSchema>;

export const acceptInterviewSchema = z.object({
  /** The index of the chosen time in `slots`. */
  slot: z.coerce.number().int().min(0).max(maxInterviewSlots - 1),
});
export type AcceptInterviewInput = z.input<typeof acceptInterviewSchema>;

export const requestInterviewChangeSchema = z.object({
  note: z
    .string({ error: "validation.interviews.noteRequired" })
    .trim()
    .min(1, { error: "validation.interviews.noteRequired", abort: true })
    .max(interviewNoteMax, "validation.interviews.noteTooLong"),
});
export type RequestInterviewChangeInput = z.input<typeof requestInterviewChangeSchema>;

export interface InterviewSlot {
  startsAt: string;
  durationMinutes: number;
}

export interface Interview {
  id: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** The job's Kannada title when the candidate applied, where it had one (jobTitleOf). */
  jobTitleKn: string | null;
  company: string;
  status: InterviewStatus;
  /** The times proposed (one to three). */
  slots: InterviewSlot[];
  placeKind: InterviewPlaceKind;
  /** The address or link; null for a phone call. */
  place: string | null;
  /** The time agreed, once the candidate accepted one. */
  scheduled: InterviewSlot | null;
  /** The candidate's note when asking for other times. */
  candidateNote: string | null;
  updatedAt: string;
}

export interface UpcomingInterview extends Interview {
  candidateName: string;
}
