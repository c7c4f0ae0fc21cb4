/**
 * What a request does with an interview: the move (interviews.service.ts), its e-mails queued in the
 * same transaction, and the live event to both parties once committed.
 *
 * Which mails: new or changed times go to the candidate without an invitation, since nothing is
 * agreed yet; an agreed time goes to both with a METHOD:REQUEST invitation. A reschedule of an
 * agreed interview sends no METHOD:CANCEL: per RFC 5546 a moved meeting is a REQUEST with a higher
 * SEQUENCE and the same UID, so when the candidate accepts a new time both get that REQUEST and
 * their calendars move the event; until then it stays at the old time. A cancel sends both a
 * METHOD:CANCEL when their calendars hold the invitation, else only tells the candidate.
 */
import type { InterviewSlot } from "@app/shared/interviews";
import type { Database } from "../../db/client.ts";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { interviewCalendar } from "./interview-calendar.ts";
import {
  candidateApplicationsLink,
  employerApplicationsLink,
  interviewAgreedMail,
  interviewCancelledMail,
  interviewChangeRequestMail,
  interviewTimesMail,
} from "./interview-mails.ts";
import {
  acceptInterview,
  cancelInterview,
  invitationSent,
  proposeInterview,
  requestInterviewChange,
  rescheduleInterview,
  type InterviewMove,
  type ProposeInterviewValues,
} from "./interviews.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;
type Site = Pick<AppDependencies, "config">;

function mailBasics(deps: Site, move: InterviewMove) {
  return {
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
    timeZone: deps.config.site.timeZone,
    jobTitle: move.parties.jobTitle,
    jobTitleKn: move.parties.jobTitleKn,
    company: move.parties.company,
    placeKind: move.interview.placeKind,
    place: move.interview.place,
  };
}

/** The invitation as each party gets it: one event, with the recipient's own link; the employer's copy also lists the employer. */
function calendarFor(deps: Site, move: InterviewMove, method: "REQUEST" | "CANCEL", time: InterviewSlot) {
  const { candidate, employer } = move.parties;
  const common = {
    method,
    interviewId: move.interview.id,
    sequence: move.sequence,
    startsAt: new Date(time.startsAt),
    durationMinutes: time.durationMinutes,
    timeZone: deps.config.site.timeZone,
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
    mailFrom: deps.config.mailFrom,
    jobTitle: move.parties.jobTitle,
    jobTitleKn: move.parties.jobTitleKn,
    company: move.parties.company,
    placeKind: move.interview.placeKind,
    place: move.interview.place,
    employerName: employer.name,
    candidate: { name: candidate.name, email: candidate.email },
  };
  return {
    candidate: interviewCalendar({ ...common, link: candidateApplicationsLink(deps.config.publicUrl) }),
    employer: interviewCalendar({
      ...common,
      link: employerApplicationsLink(deps.config.publicUrl),
      employerAttendee: { name: employer.name, email: employer.email },
    }),
  };
}

function timesMail(deps: Site, move: InterviewMove): MailMessage {
  return interviewTimesMail({
    ...mailBasics(deps, move),
    to: move.parties.candidate.email,
    name: move.parties.candidate.name,
    slots: move.interview.slots,
    rescheduled: move.before !== null,
  });
}

function agreedMails(deps: Site, move: InterviewMove): MailMessage[] {
  const scheduled = move.interview.scheduled!;
  const { candidate, employer } = move.parties;
  const calendars = calendarFor(deps, move, "REQUEST", scheduled);
  const basics = { ...mailBasics(deps, move), scheduled };
  return [
    interviewAgreedMail({ ...basics, to: candidate.email, name: candidate.name, otherName: employer.name, forEmployer: false, calendar: calendars.candidate }),
    interviewAgreedMail({ ...basics, to: employer.email, name: employer.name, otherName: candidate.name, forEmployer: true, calendar: calendars.employer }),
  ];
}

/**
 * The calendars hold the time last agreed; when that was dropped since (new times proposed or asked
 * for), the first proposed time stands in: a calendar finds the event to remove by its UID.
 */
function cancelledMails(deps: Site, move: InterviewMove): MailMessage[] {
  const before = move.before!;
  const { candidate, employer } = move.parties;
  const basics = mailBasics(deps, move);
  if (!invitationSent(before)) {
    return [interviewCancelledMail({ ...basics, to: candidate.email, name: candidate.name, forEmployer: false })];
  }
  const held = before.startsAt && before.durationMinutes !== null ? { startsAt: before.startsAt.toISOString(), durationMinutes: before.durationMinutes } : before.slots[0]!;
  const calendars = calendarFor(deps, move, "CANCEL", held);
  return [
    interviewCancelledMail({ ...basics, to: candidate.email, name: candidate.name, forEmployer: false, calendar: calendars.candidate }),
    interviewCancelledMail({ ...basics, to: employer.email, name: employer.name, forEmployer: true, calendar: calendars.employer }),
  ];
}

async function announce(deps: Pick<Deps, "events">, move: InterviewMove): Promise<void> {
  await deps.events.publish({ topic: "interviews", id: move.parties.applicationId, userIds: [move.parties.candidate.id, move.parties.employer.id] });
}

async function moveAndMail(deps: Deps, change: (tx: Database) => Promise<InterviewMove>, mailsOf: (move: InterviewMove) => MailMessage | MailMessage[]) {
  const move = await changeAndMail(deps, change, mailsOf);
  await announce(deps, move);
  return move.interview;
}

export function proposeInterviewTimes(deps: Deps, employerId: string, applicationId: string, input: ProposeInterviewValues) {
  return moveAndMail(
    deps,
    (tx) => proposeInterview(tx, employerId, applicationId, input, deps.config.site.timeZone),
    (move) => timesMail(deps, move),
  );
}

export function rescheduleInterviewTimes(deps: Deps, employerId: string, applicationId: string, input: ProposeInterviewValues) {
  return moveAndMail(
    deps,
    (tx) => rescheduleInterview(tx, employerId, applicationId, input, deps.config.site.timeZone),
    (move) => timesMail(deps, move),
  );
}

export function acceptInterviewTime(deps: Deps, candidateId: string, applicationId: string, slot: number) {
  return moveAndMail(deps, (tx) => acceptInterview(tx, candidateId, applicationId, slot), (move) => agreedMails(deps, move));
}

export function askForOtherInterviewTimes(deps: Deps, candidateId: string, applicationId: string, note: string) {
  return moveAndMail(
    deps,
    (tx) => requestInterviewChange(tx, candidateId, applicationId, note),
    (move) =>
      interviewChangeRequestMail({
        ...mailBasics(deps, move),
        to: move.parties.employer.email,
        name: move.parties.employer.name,
        candidateName: move.parties.candidate.name,
        note,
      }),
  );
}

export function cancelInterviewByEmployer(deps: Deps, employerId: string, applicationId: string) {
  return moveAndMail(deps, (tx) => cancelInterview(tx, employerId, applicationId), (move) => cancelledMails(deps, move));
}
