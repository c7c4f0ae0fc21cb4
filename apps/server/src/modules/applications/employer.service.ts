/** The employer's dashboard: its stat cards and its own jobs with their application counts, counted in SQL. */
import { count, desc, eq, sql } from "drizzle-orm";
import type { EmployerJob, EmployerJobPage, EmployerStats } from "@app/shared/applications";
import type { Database } from "../../db/client.ts";
import { applications, jobs } from "../../db/schema/index.ts";
import { jobColumns, toJob } from "../jobs/jobs.mapper.ts";
import { isListed } from "../jobs/jobs.service.ts";

/**
 * "Pending Reviews": pending applications the employer can still review, so only those of listed
 * jobs (a filled or closed job's are not_selected; a job past its expiry date keeps its pending
 * ones, counted again once it is reopened).
 */
const pendingApplications = sql<number>`count(${applications.id}) filter (where ${applications.status} = 'pending' and ${isListed()})`.mapWith(Number);

export async function getEmployerStats(db: Database, employerId: string): Promise<EmployerStats> {
  const [[jobTotals], [applicationTotals]] = await Promise.all([
    db
      .select({
        activeJobs: sql<number>`count(*) filter (where ${isListed()})`.mapWith(Number),
        totalViews: sql<number>`coalesce(sum(${jobs.views}), 0)`.mapWith(Number),
      })
      .from(jobs)
      .where(eq(jobs.employerId, employerId)),
    db
      .select({ totalApplications: count(), pendingReviews: pendingApplications })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(jobs.employerId, employerId)),
  ]);
  return {
    activeJobs: jobTotals?.activeJobs ?? 0,
    totalApplications: applicationTotals?.totalApplications ?? 0,
    pendingReviews: applicationTotals?.pendingReviews ?? 0,
    totalViews: jobTotals?.totalViews ?? 0,
  };
}

/** Every job of the employer, whatever its status, newest first. */
export async function listEmployerJobs(
  db: Database,
  employerId: string,
  query: { page: number; pageSize: number },
): Promise<EmployerJobPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...jobColumns,
        applicationCount: count(applications.id),
        pendingCount: pendingApplications,
        reviewRequestedAt: jobs.reviewRequestedAt,
      })
      .from(jobs)
      .leftJoin(applications, eq(applications.jobId, jobs.id))
      .where(eq(jobs.employerId, employerId))
      .groupBy(jobs.id)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(jobs).where(eq(jobs.employerId, employerId)),
  ]);
  const employerJobs: EmployerJob[] = rows.map(({ applicationCount, pendingCount, reviewRequestedAt, ...job }) => ({
    ...toJob(job),
    applicationCount,
    pendingCount,
    reviewRequestedAt: reviewRequestedAt?.toISOString() ?? null,
  }));
  return { jobs: employerJobs, totalCount: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
