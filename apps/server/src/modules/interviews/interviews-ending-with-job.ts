/**
 * An interview ends with its application's chances: when its job ends (filled by another applicant,
 * closed by its employer or the admin, taken down, deleted) or its candidate's account is deleted,
 * its interviews not yet over are cancelled in the transaction that ends them: nobody should travel
 * to an interview for a job that is gone, nor wait for a candidate who is. Past agreed interviews
 * stay as they were (they happened, or not). A reopened job does not bring them back: their
 * candidates were told, as its not_selected applications stay so (ADR 016).
 *
 * Proposals (or requests for other times) whose times have all passed end too: they could never be
 * agreed, and left standing they read as under way on an application that ended. Whether anyone
 * hears of one is `toldOfEnding`'s. Only `db`, so the jobs, reports and admin services use it
 * without the interview routes' layer.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, interviews, jobs } from "../../db/schema/index.ts";
import { candidateAccount, employerAccount, invitationSent, isUpcoming, partyColumns, toInterview, type InterviewMove } from "./interviews.service.ts";

/** An interview cancelled because its job or its candidate went, and whether it still had a time to come. */
export interface EndedInterview extends InterviewMove {
  /** Agreed and not yet over, or proposed with a time not yet over (`isUpcoming`) when it ended. */
  timeLeft: boolean;
}

/**
 * Whether an ended interview is told to anyone: it still had a time to come, or a calendar holds its
 * invitation (agreed once, then moved) and needs the CANCEL. A proposal nobody took whose times
 * are all over ends without a word: nothing was agreed and nothing is left to go to.
 */
export function toldOfEnding(ended: EndedInterview): boolean {
  return ended.timeLeft || invitationSent(ended.before!);
}

/** Interviews that end with their application's chances: any not cancelled, but an agreed one already over. */
function notOver(): SQL {
  const agreedEnd = sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`;
  return or(inArray(interviews.status, ["proposed", "change_requested"]), and(eq(interviews.status, "accepted"), sql`${agreedEnd} > now()`))!;
}

/**
 * Cancels the interviews not yet over of the applications `where` picks. Their applications are
 * locked first (as an interview move locks its application before its interview), so a move at the
 * same moment waits and then finds the interview cancelled.
 */
async function cancelInterviewsWhere(db: Database, where: SQL | undefined): Promise<EndedInterview[]> {
  const found = await db
    .select({ interview: interviews, timeLeft: sql<boolean>`(${isUpcoming()})`, ...partyColumns })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .innerJoin(employerAccount, eq(employerAccount.id, jobs.employerId))
    .where(and(where, notOver()))
    .orderBy(interviews.createdAt, interviews.id)
    .for("update", { of: [applications, interviews] });
  if (found.length === 0) return [];
  const changed = await db
    .update(interviews)
    .set({
      status: "cancelled",
      startsAt: null,
      durationMinutes: null,
      // As any change after the first invitation (interviews.service.ts): the CANCEL must outrank it.
      sequence: sql`case when ${interviews.status} = 'accepted' or ${interviews.sequence} > 0 then ${interviews.sequence} + 1 else ${interviews.sequence} end`,
      updatedAt: sql`now()`,
    })
    .where(inArray(interviews.id, found.map((row) => row.interview.id)))
    .returning();
  const byId = new Map(changed.map((row) => [row.id, row]));
  return found.map(({ interview: before, timeLeft, ...parties }) => {
    const after = byId.get(before.id)!;
    return { interview: toInterview(after, parties), sequence: after.sequence, parties, before, timeLeft: Boolean(timeLeft) };
  });
}

/**
 * Cancels the job's interviews not yet over (a filled job's, but for the hired applicant's); run it
 * in the ending's transaction, after the job row is locked.
 */
export function cancelInterviewsEndingWithJob(db: Database, jobId: string, options: { exceptApplicationId?: string } = {}): Promise<EndedInterview[]> {
  return cancelInterviewsWhere(db, and(eq(applications.jobId, jobId), options.exceptApplicationId ? ne(applications.id, options.exceptApplicationId) : undefined));
}

/**
 * Cancels the interviews not yet over of a candidate whose account is being deleted, before their
 * applications go (the cascade would take the interviews unseen); run it in the deletion's
 * transaction, after the account's row is locked.
 */
export function cancelInterviewsOfCandidate(db: Database, candidateId: string): Promise<EndedInterview[]> {
  return cancelInterviewsWhere(db, eq(applications.candidateId, candidateId));
}
