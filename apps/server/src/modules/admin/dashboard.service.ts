/**
 * The admin dashboard's numbers, all counted from the tables (no cached or invented figures): the
 * stat cards, the top viewed jobs, the newest applications and enrolments, and the 30-day chart.
 */
import { and, count, desc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  activityDays,
  recentActivityCount,
  topViewedJobCount,
  type AdminDashboardStats,
  type DailyActivity,
  type RecentApplication,
  type RecentEnrollment,
  type TopViewedJob,
} from "@app/shared/admin";
import { calendarDate } from "@app/shared/courses";
import type { Database } from "../../db/client.ts";
import { applications, consultationRequests, courses, enrollments, jobs, user } from "../../db/schema/index.ts";
import { isListed } from "../jobs/jobs.service.ts";

export async function getDashboardStats(db: Database): Promise<AdminDashboardStats> {
  const [people, activeJobs, courseEnrollments, unhandled] = await Promise.all([
    db
      .select({
        candidates: count(sql`case when ${user.role} = 'candidate' then 1 end`),
        employers: count(sql`case when ${user.role} = 'employer' then 1 end`),
      })
      .from(user)
      .where(inArray(user.role, ["candidate", "employer"])),
    db.select({ value: count() }).from(jobs).where(isListed()),
    db
      .select({ total: count(), pending: count(sql`case when ${enrollments.status} = 'pending' then 1 end`) })
      .from(enrollments),
    db.select({ value: count() }).from(consultationRequests).where(isNull(consultationRequests.handledAt)),
  ]);
  return {
    candidates: people[0]?.candidates ?? 0,
    employers: people[0]?.employers ?? 0,
    activeJobs: activeJobs[0]?.value ?? 0,
    enrollments: courseEnrollments[0]?.total ?? 0,
    pendingEnrollments: courseEnrollments[0]?.pending ?? 0,
    unhandledConsultations: unhandled[0]?.value ?? 0,
  };
}

export async function getTopViewedJobs(db: Database): Promise<TopViewedJob[]> {
  return db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, status: jobs.status, views: jobs.views })
    .from(jobs)
    .orderBy(desc(jobs.views), desc(jobs.createdAt))
    .limit(topViewedJobCount);
}

export async function getRecentApplications(db: Database): Promise<RecentApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      candidateName: user.name,
      status: applications.status,
      appliedAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(user, eq(user.id, applications.candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(recentActivityCount);
  return rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() }));
}

export async function getRecentEnrollments(db: Database): Promise<RecentEnrollment[]> {
  const rows = await db
    .select({
      id: enrollments.id,
      courseId: enrollments.courseId,
      courseTitle: courses.title,
      studentName: user.name,
      status: enrollments.status,
      requestedAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(user, eq(user.id, enrollments.userId))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .limit(recentActivityCount);
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/** The calendar days of the chart: the `activityDays` days up to today in the site's time zone. */
export function activityDaysUntil(now: Date, timeZone: string): string[] {
  const today = calendarDate(now, timeZone);
  const todayUtc = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: activityDays }, (_, index) =>
    new Date(todayUtc - (activityDays - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Applications, sign-ups (candidates and employers) and enrolments per calendar day in the site's
 * time zone, for the last `activityDays` days up to today, oldest first, days without any included.
 */
export async function getDailyActivity(db: Database, timeZone: string, now = new Date()): Promise<DailyActivity> {
  const days = activityDaysUntil(now, timeZone);
  const perDay = async (table: PgTable, createdAt: PgColumn, where?: SQL) => {
    const day = sql<string>`to_char(${createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, value: count() })
      .from(table)
      .where(and(gte(createdAt, sql`(${days[0]}::date)::timestamp at time zone ${timeZone}`), where))
      // By position: the same expression written twice would carry two parameters, which Postgres
      // does not see as one.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.day, row.value]));
  };
  const [applied, signedUp, enrolled] = await Promise.all([
    perDay(applications, applications.createdAt),
    perDay(user, user.createdAt, inArray(user.role, ["candidate", "employer"])),
    perDay(enrollments, enrollments.createdAt),
  ]);
  return {
    days: days.map((day) => ({
      day,
      applications: applied.get(day) ?? 0,
      signUps: signedUp.get(day) ?? 0,
      enrollments: enrolled.get(day) ?? 0,
    })),
  };
}
