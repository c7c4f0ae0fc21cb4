/**
 * The applications of a job still awaiting the employer's decision (pending or shortlisted), when
 * the job ends: filled or closed, they become not_selected in the transaction that ends it; deleted,
 * they go with it and are only read first, for the notice. Only `db`, so the jobs and applications
 * services both use it without importing each other.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { undecidedStatuses } from "@app/shared/applications";
import type { Database } from "../../db/client.ts";
import { applications, user } from "../../db/schema/index.ts";

/** An application that ended with its job, and whom to tell. */
export interface EndedApplication {
  id: string;
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
}

/** Marks the job's pending and shortlisted applications not_selected; run it in the transaction that fills or closes the job. */
export async function markUndecidedNotSelected(db: Database, jobId: string): Promise<EndedApplication[]> {
  const marked = await db
    .update(applications)
    .set({ status: "not_selected", updatedAt: sql`now()` })
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...undecidedStatuses])))
    .returning({ id: applications.id });
  if (marked.length === 0) return [];
  return withCandidates(db, inArray(applications.id, marked.map((application) => application.id)));
}

/** The job's pending and shortlisted applications, read before the job (and they with it) is deleted. */
export function listUndecided(db: Database, jobId: string): Promise<EndedApplication[]> {
  return withCandidates(db, and(eq(applications.jobId, jobId), inArray(applications.status, [...undecidedStatuses])));
}

function withCandidates(db: Database, where: SQL | undefined): Promise<EndedApplication[]> {
  return db
    .select({ id: applications.id, candidateId: applications.candidateId, candidateName: user.name, candidateEmail: user.email })
    .from(applications)
    .innerJoin(user, eq(user.id, applications.candidateId))
    .where(where)
    .orderBy(asc(applications.createdAt), asc(applications.id));
}
