/**
 * The admin's review queue: jobs held because their text carries a phone number or asks for
 * money, oldest first, each with the matches that held it; Approve puts a job live, Reject keeps
 * it hidden with a reason for its employer. Each decision is audited in its own transaction.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { findJobFlagMatches } from "@app/shared/job-flags";
import type { Job } from "@app/shared/jobs";
import { latinLookalike } from "@app/shared/latin-lookalikes";
import { shownEmail } from "@app/shared/phone";
import { checkedJobFields, moderationPageSize, type ReviewItem, type ReviewPage } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { jobs, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { jobColumns, toJob } from "../jobs/jobs.mapper.ts";
import { renewedExpiry } from "../jobs/jobs.service.ts";

const held = eq(jobs.status, "pending_review");

/** Where each checked text of the job was flagged; texts without a match are left out. */
export function reviewMatches(job: Job): ReviewItem["matches"] {
  return checkedJobFields
    .map((field) => ({ field, matches: findJobFlagMatches(job[field] ?? "", latinLookalike) }))
    .filter((entry) => entry.matches.length > 0);
}

export async function listReviewQueue(db: Database, query: { page: number }): Promise<ReviewPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...jobColumns, employerName: user.name, employerEmail: user.email })
      .from(jobs)
      .innerJoin(user, eq(user.id, jobs.employerId))
      .where(held)
      .orderBy(asc(jobs.updatedAt), asc(jobs.id))
      .limit(moderationPageSize)
      .offset((query.page - 1) * moderationPageSize),
    db.select({ value: count() }).from(jobs).where(held),
  ]);
  const items = rows.map(({ employerName, employerEmail, ...row }): ReviewItem => {
    const job = toJob(row);
    return { job, employerName, employerEmail: shownEmail(employerEmail), matches: reviewMatches(job), heldAt: row.updatedAt.toISOString() };
  });
  return { items, totalCount: total?.value ?? 0, page: query.page, pageSize: moderationPageSize };
}

export interface ReviewDecision {
  job: Job;
  employer: { name: string; email: string };
}

/**
 * Approves or rejects a held job. The conditional update is the check: a job that is no longer
 * held (decided in another tab, edited back, deleted) is a 409 or a 404 and leaves no audit row.
 */
async function decide(
  db: Database,
  admin: SessionUser,
  id: string,
  decision: { approve: true; expiryDays: number } | { approve: false; reason: string },
): Promise<ReviewDecision> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(jobs)
      .set(
        decision.approve
          ? {
              status: "active",
              moderationReason: null,
              expiresAt: renewedExpiry(decision.expiryDays),
              updatedAt: sql`now()`,
            }
          : { status: "rejected", moderationReason: decision.reason, updatedAt: sql`now()` },
      )
      .where(and(eq(jobs.id, id), held))
      .returning(jobColumns);
    if (!row) {
      const [existing] = await transaction.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
      throw new AppError(existing ? "not_under_review" : "not_found");
    }
    const job = toJob(row);
    await recordAudit(transaction, admin, {
      action: decision.approve ? "job.approve" : "job.reject",
      targetType: "job",
      targetId: id,
      targetLabel: job.title,
      reason: decision.approve ? null : decision.reason,
      details: { flags: job.flags },
    });
    const [employer] = await transaction.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, job.employerId));
    return { job, employer: employer! };
  });
}

/** `expiryDays`: JOB_EXPIRY_DAYS, for a job whose expiry passed while it waited. */
export const approveJob = (db: Database, admin: SessionUser, id: string, expiryDays: number) => decide(db, admin, id, { approve: true, expiryDays });

export const rejectJob = (db: Database, admin: SessionUser, id: string, reason: string) =>
  decide(db, admin, id, { approve: false, reason });
