/**
 * A job that ends (filled by another applicant, closed by its employer or the admin, taken down,
 * deleted) cancels its interviews
 * still to come, in the transaction that ends it: nobody should travel to an interview for a job
 * that is gone. Past interviews stay as they were (they happened, or not). A reopened job does not
 * bring them back: their candidates were told, as its not_selected applications stay so (ADR 016).
 * Only `db`, so the jobs and reports services use it without the interview routes' layer.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, interviews, jobs } from "../../db/schema/index.ts";
import { candidateAccount, employerAccount, isUpcoming, partyColumns, toInterview, type InterviewMove } from "./interviews.service.ts";

/**
 * Cancels the job's upcoming interviews (a filled job's, but for the hired applicant's); run it in
 * the ending's transaction, after the job row is locked. Their applications are locked first (as an interview move locks its application before
 * its interview), so a move at the same moment waits and then finds the interview cancelled.
 */
export async function cancelUpcomingInterviewsOfJob(db: Database, jobId: string, options: { exceptApplicationId?: string } = {}): Promise<InterviewMove[]> {
  const found = await db
    .select({ interview: interviews, ...partyColumns })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
    .innerJoin(employerAccount, eq(employerAccount.id, jobs.employerId))
    .where(and(eq(applications.jobId, jobId), isUpcoming(), options.exceptApplicationId ? ne(applications.id, options.exceptApplicationId) : undefined))
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
  return found.map(({ interview: before, ...parties }) => {
    const after = byId.get(before.id)!;
    return { interview: toInterview(after, parties), sequence: after.sequence, parties, before };
  });
}
