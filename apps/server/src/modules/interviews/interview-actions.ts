/**
 * What a request does with an interview: the move (interviews.service.ts), its news queued in the
 * same transaction (the e-mails, and the SMS or WhatsApp messages each party chose:
 * notifications/notify.ts), and the live event to both parties once committed.
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
import type { MailCalendarEvent } from "../../db/schema/mail.ts";
import type { AppDependencies } from "../../http/env.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { changeAndNotify, type Notice } from "../../notifications/notify.ts";
import { interviewChangeRequestNews, interviewNews, interviewsCandidateGoneNews, interviewsEndedWithJobNews, type InterviewNewsKind } from "../../notifications/phone-texts.ts";
import { interviewCalendar } from "./interview-calendar.ts";
import { toldOfEnding, type EndedInterview } from "./interviews-ending-with-job.ts";
import {
  candidateApplicationsLink,
  employerApplicationsLink,
  interviewAgreedMail,
  interviewCancelledMail,
  interviewChangeRequestMail,
  interviewCandidateGoneMail,
  interviewsCandidateGoneMail,
  interviewEndedWithJobMail,
  interviewsEndedWithJobEmployerMail,
  interviewTimesMail,
  type InterviewJobEnding,
} from "./interview-mails.ts";
import {
  acceptInterview,
  cancelInterview,
  invitationSent,
  proposeInterview,
  requestInterviewChange,
  rescheduleInterview,
  type InterviewMove,
  type InterviewRow,
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

/** One party's news of a move: its mail, and the text saying `what` happened. */
function notice(deps: Site, move: InterviewMove, forEmployer: boolean, mail: MailMessage, what: InterviewNewsKind, startsAt?: string): Notice {
  const party = forEmployer ? move.parties.employer : move.parties.candidate;
  const job = { title: move.parties.jobTitle, titleKn: move.parties.jobTitleKn };
  const phone = interviewNews({ publicUrl: deps.config.publicUrl, timeZone: deps.config.site.timeZone, job, startsAt }, what);
  return { userId: party.id, kind: "interviews", mail, phone };
}

function timesNotice(deps: Site, move: InterviewMove): Notice {
  const mail = interviewTimesMail({
    ...mailBasics(deps, move),
    to: move.parties.candidate.email,
    name: move.parties.candidate.name,
    slots: move.interview.slots,
    rescheduled: move.before !== null,
  });
  return notice(deps, move, false, mail, move.before === null ? "times" : "new_times");
}

function agreedNotices(deps: Site, move: InterviewMove): Notice[] {
  const scheduled = move.interview.scheduled!;
  const { candidate, employer } = move.parties;
  const calendars = calendarFor(deps, move, "REQUEST", scheduled);
  const basics = { ...mailBasics(deps, move), scheduled };
  return [
    notice(deps, move, false, interviewAgreedMail({ ...basics, to: candidate.email, name: candidate.name, otherName: employer.name, forEmployer: false, calendar: calendars.candidate }), "fixed", scheduled.startsAt),
    notice(deps, move, true, interviewAgreedMail({ ...basics, to: employer.email, name: employer.name, otherName: candidate.name, forEmployer: true, calendar: calendars.employer }), "fixed", scheduled.startsAt),
  ];
}

/**
 * The calendars hold the time last agreed; when that was dropped since (new times proposed or asked
 * for), the first proposed time stands in: a calendar finds the event to remove by its UID.
 */
function heldTime(before: InterviewRow): InterviewSlot {
  return before.startsAt && before.durationMinutes !== null ? { startsAt: before.startsAt.toISOString(), durationMinutes: before.durationMinutes } : before.slots[0]!;
}

function cancelledNotices(deps: Site, move: InterviewMove): Notice[] {
  const before = move.before!;
  const { candidate, employer } = move.parties;
  const basics = mailBasics(deps, move);
  if (!invitationSent(before)) {
    return [notice(deps, move, false, interviewCancelledMail({ ...basics, to: candidate.email, name: candidate.name, forEmployer: false }), "cancelled")];
  }
  const calendars = calendarFor(deps, move, "CANCEL", heldTime(before));
  return [
    notice(deps, move, false, interviewCancelledMail({ ...basics, to: candidate.email, name: candidate.name, forEmployer: false, calendar: calendars.candidate }), "cancelled"),
    notice(deps, move, true, interviewCancelledMail({ ...basics, to: employer.email, name: employer.name, forEmployer: true, calendar: calendars.employer }), "cancelled"),
  ];
}

/** The candidate's side of an interview ended with its job: the time agreed, and the CANCEL where their calendar holds the invitation. */
export function candidateSideOfEnding(deps: Site, ended: EndedInterview): { agreed: InterviewSlot | null; calendar?: MailCalendarEvent } {
  const before = ended.before!;
  const agreed = before.status === "accepted" ? heldTime(before) : null;
  return invitationSent(before) ? { agreed, calendar: calendarFor(deps, ended, "CANCEL", heldTime(before)).candidate } : { agreed };
}

/**
 * The news of interviews cancelled because their job ended (interviews-ending-with-job.ts): each
 * candidate on their channels, that the job ended and not to come, with a METHOD:CANCEL where their
 * calendar holds the invitation; a candidate whose application ended with the job hears it in that
 * news instead (`toldWithApplication`: one ending, one message). The employer hears once, however
 * many interviews the ending cancelled (`employerEndingNotice`). A job taken down is only "no longer
 * on the site": never that it was reported, nor why. An interview nobody is told of
 * (`toldOfEnding`) gets nothing.
 */
export function interviewsEndedWithJobNotices(
  deps: Site,
  ended: readonly EndedInterview[],
  ending: InterviewJobEnding,
  toldWithApplication: (ended: EndedInterview) => boolean = () => false,
  options: { byEmployer?: boolean } = {},
): Notice[] {
  const told = ended.filter(toldOfEnding);
  const toCandidates = told.flatMap((move) => {
    if (toldWithApplication(move)) return [];
    const { candidate, employer } = move.parties;
    const basics = { ...mailBasics(deps, move), ending };
    const mail = interviewEndedWithJobMail({ ...basics, to: candidate.email, name: candidate.name, otherName: employer.name, forEmployer: false, ...candidateSideOfEnding(deps, move) });
    return [notice(deps, move, false, mail, "cancelled")];
  });
  // Only the interviews the employer's calendar holds: a proposal is the employer's own and still in their dashboard.
  const byEmployerId = new Map<string, EndedInterview[]>();
  for (const move of told.filter((one) => invitationSent(one.before!))) {
    byEmployerId.set(move.parties.employer.id, [...(byEmployerId.get(move.parties.employer.id) ?? []), move]);
  }
  return [...toCandidates, ...[...byEmployerId.values()].map((moves) => employerEndingNotice(deps, moves, ending, options.byEmployer ?? false))];
}

/**
 * The employer's one message of a job's ending: one mail listing the interviews it cancelled that
 * their calendar holds, each with its METHOD:CANCEL, and, when the site ended the job, one text.
 * An employer who ended the job themselves (closed, filled, withdrew it) gets no text: they know,
 * and a text carries no calendar; the mail stays for the cancels their calendar needs.
 */
function employerEndingNotice(deps: Site, moves: readonly EndedInterview[], ending: InterviewJobEnding, byEmployer: boolean): Notice {
  const first = moves[0]!;
  const { employer } = first.parties;
  const mail = interviewsEndedWithJobEmployerMail({
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
    timeZone: deps.config.site.timeZone,
    jobTitle: first.parties.jobTitle,
    jobTitleKn: first.parties.jobTitleKn,
    company: first.parties.company,
    to: employer.email,
    name: employer.name,
    ending,
    byEmployer,
    interviews: moves.map((move) => {
      const before = move.before!;
      return {
        candidateName: move.parties.candidate.name,
        agreed: before.status === "accepted" ? heldTime(before) : null,
        calendar: calendarFor(deps, move, "CANCEL", heldTime(before)).employer,
      };
    }),
  });
  const job = { title: first.parties.jobTitle, titleKn: first.parties.jobTitleKn };
  const link = { publicUrl: deps.config.publicUrl, timeZone: deps.config.site.timeZone, job };
  const phone = byEmployer ? null : moves.length === 1 ? interviewNews(link, "cancelled") : interviewsEndedWithJobNews(deps.config.publicUrl, job, moves.length, ending);
  return { userId: employer.id, kind: "interviews", mail, phone };
}

/**
 * The news of interviews cancelled because their candidate's account was deleted: to the employers
 * alone (the site writes no more to a deleted account), that the candidate's account is closed and
 * so the interview is off, never by whom or why; with the METHOD:CANCEL where their calendar holds
 * the invitation. Each employer hears once: one mail and one text however many interviews with the
 * candidate it cancelled, the mail listing them with a cancel file for each their calendar holds.
 * An interview nobody is told of (`toldOfEnding`) gets nothing.
 */
export function interviewsEndedWithCandidateNotices(deps: Site, ended: readonly EndedInterview[]): Notice[] {
  const byEmployerId = new Map<string, EndedInterview[]>();
  for (const move of ended.filter(toldOfEnding)) byEmployerId.set(move.parties.employer.id, [...(byEmployerId.get(move.parties.employer.id) ?? []), move]);
  return [...byEmployerId.values()].map((moves) => (moves.length === 1 ? candidateGoneNotice(deps, moves[0]!) : candidateGoneNoticeOfSeveral(deps, moves)));
}

/** The METHOD:CANCEL of a cancelled interview the employer's calendar holds (its invitation was sent); none for a proposal. */
function employerCancel(deps: Site, move: EndedInterview): MailCalendarEvent | undefined {
  const before = move.before!;
  return invitationSent(before) ? calendarFor(deps, move, "CANCEL", heldTime(before)).employer : undefined;
}

function candidateGoneNotice(deps: Site, move: EndedInterview): Notice {
  const before = move.before!;
  const { candidate, employer } = move.parties;
  const calendar = employerCancel(deps, move);
  const mail = interviewCandidateGoneMail({
    ...mailBasics(deps, move),
    to: employer.email,
    name: employer.name,
    candidateName: candidate.name,
    agreed: before.status === "accepted" ? heldTime(before) : null,
    ...(calendar ? { calendar } : {}),
  });
  return notice(deps, move, true, mail, "cancelled");
}

/** The employer's one message of several interviews with a candidate whose account closed: one mail listing them, one text. */
function candidateGoneNoticeOfSeveral(deps: Site, moves: readonly EndedInterview[]): Notice {
  const { candidate, employer } = moves[0]!.parties;
  const mail = interviewsCandidateGoneMail({
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
    timeZone: deps.config.site.timeZone,
    to: employer.email,
    name: employer.name,
    candidateName: candidate.name,
    interviews: moves.map((move) => {
      const before = move.before!;
      const calendar = employerCancel(deps, move);
      return {
        jobTitle: move.parties.jobTitle,
        jobTitleKn: move.parties.jobTitleKn,
        company: move.parties.company,
        agreed: before.status === "accepted" ? heldTime(before) : null,
        ...(calendar ? { calendar } : {}),
      };
    }),
  });
  return { userId: employer.id, kind: "interviews", mail, phone: interviewsCandidateGoneNews(deps.config.publicUrl, candidate.name, moves.length) };
}

/** Tells both parties' open pages of each interview cancelled with its job. */
export async function announceInterviewsEnded(deps: Pick<Deps, "events">, moves: readonly InterviewMove[]): Promise<void> {
  for (const move of moves) await announce(deps, move);
}

async function announce(deps: Pick<Deps, "events">, move: InterviewMove): Promise<void> {
  await deps.events.publish({ topic: "interviews", id: move.parties.applicationId, userIds: [move.parties.candidate.id, move.parties.employer.id] });
}

async function moveAndMail(deps: Deps, change: (tx: Database) => Promise<InterviewMove>, noticesOf: (move: InterviewMove) => Notice | Notice[]) {
  const move = await changeAndNotify(deps, change, noticesOf);
  await announce(deps, move);
  return move.interview;
}

export function proposeInterviewTimes(deps: Deps, employerId: string, applicationId: string, input: ProposeInterviewValues) {
  return moveAndMail(
    deps,
    (tx) => proposeInterview(tx, employerId, applicationId, input, deps.config.site.timeZone),
    (move) => timesNotice(deps, move),
  );
}

export function rescheduleInterviewTimes(deps: Deps, employerId: string, applicationId: string, input: ProposeInterviewValues) {
  return moveAndMail(
    deps,
    (tx) => rescheduleInterview(tx, employerId, applicationId, input, deps.config.site.timeZone),
    (move) => timesNotice(deps, move),
  );
}

export function acceptInterviewTime(deps: Deps, candidateId: string, applicationId: string, slot: number) {
  return moveAndMail(deps, (tx) => acceptInterview(tx, candidateId, applicationId, slot), (move) => agreedNotices(deps, move));
}

export function askForOtherInterviewTimes(deps: Deps, candidateId: string, applicationId: string, note: string) {
  return moveAndMail(
    deps,
    (tx) => requestInterviewChange(tx, candidateId, applicationId, note),
    (move) => ({
      userId: move.parties.employer.id,
      kind: "interviews",
      mail: interviewChangeRequestMail({
        ...mailBasics(deps, move),
        to: move.parties.employer.email,
        name: move.parties.employer.name,
        candidateName: move.parties.candidate.name,
        note,
      }),
      phone: interviewChangeRequestNews(deps.config.publicUrl, { title: move.parties.jobTitle, titleKn: move.parties.jobTitleKn }, move.parties.candidate.name),
    }),
  );
}

export function cancelInterviewByEmployer(deps: Deps, employerId: string, applicationId: string) {
  return moveAndMail(deps, (tx) => cancelInterview(tx, employerId, applicationId), (move) => cancelledNotices(deps, move));
}
