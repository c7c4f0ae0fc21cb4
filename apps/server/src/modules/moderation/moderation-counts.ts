/** The numbers on the admin's sidebar and dashboard: what waits in each trust-and-safety queue. */
import { countDistinct, count, eq, isNull } from "drizzle-orm";
import type { ModerationCounts } from "@app/shared/trust";
import type { Database } from "../../db/client.ts";
import { companyPages, conversationReports, employerVerifications, jobReports, jobs } from "../../db/schema/index.ts";

export async function getModerationCounts(db: Database): Promise<ModerationCounts> {
  const [[review], [reports], [verifications], [conversations], [companyPagesHeld]] = await Promise.all([
    db.select({ value: count() }).from(jobs).where(eq(jobs.status, "pending_review")),
    db.select({ value: countDistinct(jobReports.jobId) }).from(jobReports).where(isNull(jobReports.resolvedAt)),
    db.select({ value: count() }).from(employerVerifications).where(eq(employerVerifications.status, "pending")),
    db.select({ value: countDistinct(conversationReports.applicationId) }).from(conversationReports).where(isNull(conversationReports.resolvedAt)),
    db.select({ value: count() }).from(companyPages).where(eq(companyPages.status, "pending_review")),
  ]);
  return {
    review: review?.value ?? 0,
    reports: reports?.value ?? 0,
    verifications: verifications?.value ?? 0,
    conversations: conversations?.value ?? 0,
    companyPages: companyPagesHeld?.value ?? 0,
  };
}
