/**
 * Interviews (issue 31, the contract in @app/shared/interviews): the employer of a shortlisted
 * application proposes times, the candidate accepts one or asks for others, the employer
 * reschedules or cancels. An application's interview is its one not cancelled, else its latest.
 *
 * Each move runs in one transaction: the application is share-locked (its status holds until the
 * commit), the interview row locked, and the change is an UPDATE conditional on the status it
 * starts from, so of two requests at once the second sees the first's result and is refused.
 *
 * SEQUENCE, the calendar invitation's (RFC 5545), moves on every change after the first invitation
 * (the first acceptance) and never before it. So an interview whose calendars hold an invitation
 * is one accepted or with a SEQUENCE above 0 (`invitationSent`), which is what a cancel needs to know.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ApplicationStatus } from "@app/shared/applications";
import type {
  Interview,
  InterviewSlot,
  InterviewStatus,
  proposeInterviewSchema,
  UpcomingInterview,
} from "@app/shared/interviews";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, interviews, jobs, user } from "../../db/schema/index.ts";
import { AppError, keyedFields } from "../../errors/app-error.ts";
import { readReported } from "../conversations/admin-conversations.service.ts";

export type ProposeInterviewValues = z.output<typeof proposeInterviewSchema>;
export type InterviewRow = typeof interviews.$inferSelect;

interface Person {
  id: string;
  name: string;
  email: string;
}

/** The application an interview hangs off (as it was applied for) and its two parties. */
export interface InterviewParties {
  applicationId: string;
  applicationStatus: ApplicationStatus;
  jobId: string;
  jobTitle: string;
  /** The job's Kannada title when the candidate applied, where it had one. */
  jobTitleKn: string | null;
  company: string;
  candidate: Person;
  employer: Person;
}

/** An interview after a move, with what its mails need. */
export interface InterviewMove {
  interview: Interview;
  /** The invitation's SEQUENCE after the move. */
  sequence: number;
  parties: InterviewParties;
  /** The interview before the move; null for a new proposal. */
  before: InterviewRow | null;
}

type Side = "candidate" | "employer";

/** An interview is only arranged, agreed or moved while its application is still in the running. */
export const openApplicationStatuses: readonly ApplicationStatus[] = ["shortlisted", "hired"];

/** The two accounts of an application, joined under these names wherever its interview's parties are read. */
export const candidateAccount = alias(user, "candidate_account");
export const employerAccount = alias(user, "employer_account");

/** The columns of an interview's parties: its application, its job's texts and both accounts. */
export const partyColumns = {
  applicationId: applications.id,
  applicationStatus: applications.status,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  jobTitleKn: applications.jobTitleKn,
  company: applications.jobCompany,
  candidate: { id: candidateAccount.id, name: candidateAccount.name, email: candidateAccount.email },
  employer: { id: employerAccount.id, name: employerAccount.name, email: employerAccount.email },
};


function findParties(db: Database, applicationId: string) {
  return db
    .select(partyColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .innerJoin(employerAccount, eq(employerAccount.id, jobs.employerId))
    .where(eq(applications.id, applicationId));
}

/** The application's parties, for a reminder. */
export async function findInterviewParties(db: Database, applicationId: string): Promise<InterviewParties | undefined> {
  const [parties] = await findParties(db, applicationId);
  return parties;
}

/** The parties, share-locked, when `userId` is the application's `side`; anyone else finds nothing. */
async function lockPartiesAs(db: Database, side: Side, userId: string, applicationId: string): Promise<InterviewParties> {
  const [parties] = await findParties(db, applicationId).for("share", { of: applications });
  if (!parties || parties[side].id !== userId) throw new AppError("not_found");
  return parties;
}

/** The application's interview: the one not cancelled, else the latest cancelled one. */
function latestInterview(db: Database, applicationId: string) {
  return db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(sql`${interviews.status} = 'cancelled'`, desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
}

export function toInterview(row: InterviewRow, job: Pick<InterviewParties, "jobId" | "jobTitle" | "jobTitleKn" | "company">): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    jobId: job.jobId,
    jobTitle: job.jobTitle,
    jobTitleKn: job.jobTitleKn,
    company: job.company,
    status: row.status,
    slots: row.slots,
    placeKind: row.placeKind,
    place: row.place,
    scheduled: row.startsAt && row.durationMinutes !== null ? { startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes } : null,
    candidateNote: row.candidateNote,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the parties' calendars hold an invitation for it (see the header). */
export function invitationSent(row: Pick<InterviewRow, "status" | "sequence">): boolean {
  return row.status === "accepted" || row.sequence > 0;
}

function sequenceAfterChange(row: InterviewRow): number {
  return invitationSent(row) ? row.sequence + 1 : row.sequence;
}

function slotsRefused(key: string): AppError {
  return new AppError("invalid_input", keyedFields({ slots: [key] }));
}

/**
 * The slots as instants: each day and start read on the site's clocks by the database (its time zone
 * rules, whatever their offsets), kept in time order. A slot already begun or given twice is refused.
 */
async function placeSlots(db: Database, slots: ProposeInterviewValues["slots"], timeZone: string): Promise<InterviewSlot[]> {
  const result = (await db.execute(sql`
    select to_char(w.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, w.starts_at <= now() as past
    from unnest(${sql.param(slots.map((slot) => slot.date))}::text[], ${sql.param(slots.map((slot) => slot.start))}::text[])
      with ordinality as s(day, start, position)
    cross join lateral (select (s.day::date + s.start::time) at time zone ${timeZone} as starts_at) w
    order by s.position`)) as unknown as { rows: { starts_at: string; past: boolean }[] };
  if (result.rows.some((row) => row.past)) throw slotsRefused("validation.interviews.slotInPast");
  const placed = result.rows.map((row, index) => ({ startsAt: new Date(row.starts_at).toISOString(), durationMinutes: slots[index]!.durationMinutes }));
  if (new Set(placed.map((slot) => slot.startsAt)).size < placed.length) throw slotsRefused("validation.interviews.slotRepeated");
  return placed.sort((first, second) => first.startsAt.localeCompare(second.startsAt));
}

async function proposal(db: Database, input: ProposeInterviewValues, timeZone: string) {
  return {
    slots: await placeSlots(db, input.slots, timeZone),
    placeKind: input.placeKind,
    place: input.placeKind === "phone" ? null : (input.place ?? null),
  };
}

/**
 * The interview of an application, for its two parties; for the admin (who reads, never moves it)
 * only while its conversation is reported, each reading audited, as the conversation itself.
 */
export async function getApplicationInterview(db: Database, viewer: SessionUser, applicationId: string): Promise<Interview | null> {
  const read = async (reader: Database) => {
    const [parties] = await findParties(reader, applicationId);
    if (!parties || (viewer.role !== "admin" && parties.candidate.id !== viewer.id && parties.employer.id !== viewer.id)) throw new AppError("not_found");
    const [row] = await latestInterview(reader, applicationId);
    return row ? toInterview(row, parties) : null;
  };
  if (viewer.role === "admin") return readReported(db, viewer, applicationId, { action: "interview.read", audited: true }, read);
  return read(db);
}

/** The employer proposes times for a shortlisted application with no interview under way. */
export async function proposeInterview(
  db: Database,
  employerId: string,
  applicationId: string,
  input: ProposeInterviewValues,
  timeZone: string,
): Promise<InterviewMove> {
  return db.transaction(async (tx) => {
    const parties = await lockPartiesAs(tx, "employer", employerId, applicationId);
    if (parties.applicationStatus !== "shortlisted") throw new AppError("application_not_shortlisted");
    const [underWay] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, applicationId), ne(interviews.status, "cancelled")));
    if (underWay) throw new AppError("interview_exists");
    // The unique index of interviews not cancelled settles two proposals at the same moment.
    const [created] = await tx
      .insert(interviews)
      .values({ applicationId, ...(await proposal(tx, input, timeZone)) })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError("interview_exists");
    return { interview: toInterview(created, parties), sequence: created.sequence, parties, before: null };
  });
}

interface MoveRule {
  side: Side;
  /** The statuses the move starts from; from any other it is `interview_not_open`. */
  from: InterviewStatus[];
  /** Only while the application is still in the running (a cancel may tidy up after it ended). */
  needsOpenApplication: boolean;
  /** The new values, from the interview as it is; it may refuse the input by throwing. */
  change: (current: InterviewRow, tx: Database) => Promise<Partial<InterviewRow>> | Partial<InterviewRow>;
}

async function moveInterview(db: Database, userId: string, applicationId: string, rule: MoveRule): Promise<InterviewMove> {
  return db.transaction(async (tx) => {
    const parties = await lockPartiesAs(tx, rule.side, userId, applicationId);
    const [current] = await latestInterview(tx, applicationId).for("update");
    if (!current) throw new AppError("no_interview");
    const applicationOpen = openApplicationStatuses.includes(parties.applicationStatus);
    if (!rule.from.includes(current.status) || (rule.needsOpenApplication && !applicationOpen)) throw new AppError("interview_not_open");
    const values = await rule.change(current, tx);
    const [changed] = await tx
      .update(interviews)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(interviews.id, current.id), inArray(interviews.status, rule.from)))
      .returning();
    if (!changed) throw new AppError("interview_not_open");
    return { interview: toInterview(changed, parties), sequence: changed.sequence, parties, before: current };
  });
}

/** New times (and place): proposed again, any agreed time and the candidate's note dropped. */
export function rescheduleInterview(db: Database, employerId: string, applicationId: string, input: ProposeInterviewValues, timeZone: string) {
  return moveInterview(db, employerId, applicationId, {
    side: "employer",
    from: ["proposed", "accepted", "change_requested"],
    needsOpenApplication: true,
    change: async (current, tx) => ({
      ...(await proposal(tx, input, timeZone)),
      status: "proposed",
      startsAt: null,
      durationMinutes: null,
      candidateNote: null,
      sequence: sequenceAfterChange(current),
    }),
  });
}

/**
 * The candidate takes one of the proposed times (by its index). After asking for other times they
 * wait for the employer's new ones: the old times were the ones that did not suit.
 */
export function acceptInterview(db: Database, candidateId: string, applicationId: string, slotIndex: number) {
  return moveInterview(db, candidateId, applicationId, {
    side: "candidate",
    from: ["proposed"],
    needsOpenApplication: true,
    change: (current) => {
      const slot = current.slots[slotIndex];
      const refused = (key: string) => new AppError("invalid_input", keyedFields({ slot: [key] }));
      if (!slot) throw refused("validation.interviews.slotUnknown");
      if (Date.parse(slot.startsAt) <= Date.now()) throw refused("validation.interviews.slotInPast");
      return { status: "accepted", startsAt: new Date(slot.startsAt), durationMinutes: slot.durationMinutes };
    },
  });
}

/** The candidate asks for other times, with a note, before or after accepting one. */
export function requestInterviewChange(db: Database, candidateId: string, applicationId: string, note: string) {
  return moveInterview(db, candidateId, applicationId, {
    side: "candidate",
    from: ["proposed", "accepted"],
    needsOpenApplication: true,
    change: (current) => ({
      status: "change_requested",
      candidateNote: note,
      startsAt: null,
      durationMinutes: null,
      sequence: sequenceAfterChange(current),
    }),
  });
}

/** The employer calls the interview off; the application may then get a new one. */
export function cancelInterview(db: Database, employerId: string, applicationId: string) {
  return moveInterview(db, employerId, applicationId, {
    side: "employer",
    from: ["proposed", "accepted", "change_requested"],
    needsOpenApplication: false,
    change: (current) => ({ status: "cancelled", startsAt: null, durationMinutes: null, sequence: sequenceAfterChange(current) }),
  });
}

const listColumns = {
  interview: interviews,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  jobTitleKn: applications.jobTitleKn,
  company: applications.jobCompany,
};

/**
 * An interview still to come: agreed and not yet over, or proposed (or waiting for new times) with
 * a time not yet over. What the employer's list shows, and what a job's ending cancels.
 */
export function isUpcoming() {
  const agreedEnd = sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`;
  const lastSlot = sql`${interviews.slots} -> (jsonb_array_length(${interviews.slots}) - 1)`;
  const lastSlotEnd = sql`(${lastSlot} ->> 'startsAt')::timestamptz + make_interval(mins => (${lastSlot} ->> 'durationMinutes')::int)`;
  return or(
    and(eq(interviews.status, "accepted"), sql`${agreedEnd} > now()`),
    and(inArray(interviews.status, ["proposed", "change_requested"]), sql`${lastSlotEnd} > now()`),
  )!;
}

/** The agreed time, else the first proposed one (slots are kept in time order). */
const firstTime = sql`coalesce(${interviews.startsAt}, (${interviews.slots} -> 0 ->> 'startsAt')::timestamptz)`;

/** The candidate's interviews not cancelled, soonest first. */
export async function listCandidateInterviews(db: Database, candidateId: string): Promise<Interview[]> {
  const rows = await db
    .select(listColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(applications.candidateId, candidateId), ne(interviews.status, "cancelled")))
    .orderBy(asc(firstTime), asc(interviews.id));
  return rows.map((row) => toInterview(row.interview, row));
}

/**
 * The employer's coming interviews, soonest first: agreed ones not yet over, and proposed ones (or
 * waiting for new times) whose last time is not over, of applications still in the running.
 */
export async function listUpcomingEmployerInterviews(db: Database, employerId: string): Promise<UpcomingInterview[]> {
  const rows = await db
    .select({ ...listColumns, candidateName: user.name })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(user, eq(user.id, applications.candidateId))
    .where(
      and(
        eq(jobs.employerId, employerId),
        inArray(applications.status, [...openApplicationStatuses]),
        isUpcoming(),
      ),
    )
    .orderBy(asc(firstTime), asc(interviews.id));
  return rows.map((row) => ({ ...toInterview(row.interview, row), candidateName: row.candidateName }));
}
