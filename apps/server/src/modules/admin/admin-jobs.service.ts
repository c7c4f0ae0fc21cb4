/**
 * The admin's job list (search over title, company and location, a status filter, four sorts, 100
 * a page with the total) and the admin's job deletion with what it took along.
 */
import { and, asc, count, desc, eq, sql, type Column, type SQL, type Table } from "drizzle-orm";
import {
  adminPageSize,
  employerDetailPageSize,
  type AdminDeletion,
  type AdminJob,
  type AdminJobListQuery,
  type AdminJobPage,
  type AdminJobSort,
} from "@app/shared/admin";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, jobs, savedJobs } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { deleteJob, type DeletedJobNotice } from "../jobs/jobs.service.ts";

/** `text` as a LIKE pattern that matches it anywhere, `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `q` anywhere in a lower-cased search column (`admin_search`), whatever its case: the pattern is
 * lower-cased by the database itself, the same way the column was.
 */
export function searchMatches(column: Column, q: string): SQL {
  return sql`${column} like lower(${containsPattern(q)})`;
}

/** Every order ends on the id, so a page never repeats or skips a job between requests. */
const jobOrders: Record<AdminJobSort, SQL[]> = {
  newest: [desc(jobs.createdAt), desc(jobs.id)],
  oldest: [asc(jobs.createdAt), asc(jobs.id)],
  // Views, then created_at: the order of jobs_views_idx, so only ties on both are sorted by id.
  most_viewed: [desc(jobs.views), desc(jobs.createdAt), desc(jobs.id)],
  least_viewed: [asc(jobs.views), asc(jobs.createdAt), asc(jobs.id)],
};

/**
 * `table.column`, spelled out: in a select from one table Drizzle writes columns unqualified, which
 * inside a correlated subquery would name the subquery's own table.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}

/** The columns of an AdminJob; the application count is read from applications_job_status_idx. */
export const adminJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  type: jobs.jobType,
  status: jobs.status,
  views: jobs.views,
  createdAt: jobs.createdAt,
  employerId: jobs.employerId,
  applications: sql<number>`(select count(*) from ${applications} where ${qualified(applications, applications.jobId)} = ${qualified(jobs, jobs.id)})`.mapWith(Number),
};

export function selectAdminJobs(db: Database) {
  return db.select(adminJobColumns).from(jobs);
}
type AdminJobRow = Awaited<ReturnType<typeof selectAdminJobs>>[number];

export function toAdminJob({ createdAt, ...row }: AdminJobRow): AdminJob {
  return { ...row, postedAt: createdAt.toISOString() };
}

export async function listAdminJobs(db: Database, query: AdminJobListQuery): Promise<AdminJobPage> {
  const where = and(
    query.q === undefined ? undefined : searchMatches(jobs.adminSearch, query.q),
    query.status ? eq(jobs.status, query.status) : undefined,
  );
  const order = jobOrders[query.sort];
  // The page's ids first, from an index alone where one fits (a deep page skips index entries,
  // not job rows); then only those hundred rows are read.
  const page = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize)
    .as("page");
  const [rows, [total]] = await Promise.all([
    selectAdminJobs(db)
      .innerJoin(page, eq(page.id, jobs.id))
      .orderBy(...order),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows.map(toAdminJob), totalCount: total?.value ?? 0, page: query.page, pageSize: adminPageSize };
}

/** A page of an employer's jobs, newest first, as the admin's list shows them. */
export async function listEmployerJobs(db: Database, employerId: string, page: number): Promise<AdminJobPage> {
  const own = eq(jobs.employerId, employerId);
  const [rows, [total]] = await Promise.all([
    selectAdminJobs(db)
      .where(own)
      .orderBy(...jobOrders.newest)
      .limit(employerDetailPageSize)
      .offset((page - 1) * employerDetailPageSize),
    db.select({ value: count() }).from(jobs).where(own),
  ]);
  return { jobs: rows.map(toAdminJob), totalCount: total?.value ?? 0, page, pageSize: employerDetailPageSize };
}

export interface DeletedJob {
  deleted: AdminDeletion;
  employerId: string;
  /** The candidates whose applications went with the job, for their live pages. */
  candidateIds: string[];
  /** The job as its undecided applicants are told it was withdrawn, and those applicants. */
  notice: DeletedJobNotice;
}

/**
 * Deletes any job with its applications, saved entries and counted views (the foreign keys
 * cascade) in one transaction, through the jobs module's own delete, with its audit entry. The job
 * row is locked first, so no application can be added between the counting and the delete. A
 * candidate's current résumé stays; one only these applications kept is removed after the commit
 * (admin-actions.ts). The candidates whose applications were still undecided are told afterwards
 * that the job was withdrawn.
 */
export async function deleteJobAsAdmin(db: Database, admin: SessionUser, id: string): Promise<DeletedJob> {
  return db.transaction(async (transaction) => {
    const [job] = await transaction.select({ employerId: jobs.employerId, title: jobs.title }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!job) throw new AppError("not_found");
    const applicants = await transaction
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.jobId, id));
    const [saved] = await transaction.select({ value: count() }).from(savedJobs).where(eq(savedJobs.jobId, id));
    const notice = await deleteJob(transaction, admin, id);
    const deleted = { jobs: 1, applications: applicants.length, savedJobs: saved?.value ?? 0, enrollments: 0, files: 0, sessions: 0 };
    await recordAudit(transaction, admin, { action: "job.delete", targetType: "job", targetId: id, targetLabel: job.title, details: deleted });
    return { deleted, employerId: job.employerId, candidateIds: applicants.map((applicant) => applicant.candidateId), notice };
  });
}
