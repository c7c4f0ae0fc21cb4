/**
 * /api/admin/dashboard — the admin's counts, all from the tables: visitors counted for real (one
 * cookie = one visitor, a 5-minute real-time window, bots and the admin left out), the stat cards,
 * the top viewed jobs, the newest applications and enrolments, and the 30-day chart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { activityDays, recentActivityCount, topViewedJobCount } from "@app/shared/admin";
import { calendarDate } from "@app/shared/courses";
import { insertResume } from "../../db/factories.ts";
import { applications, enrollments, jobs, user, visitors } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { createCourse, paidEnrollBody, signUp } from "../courses/course-test-helpers.ts";

const browser = { "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36" };
const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

let testApp: TestApp;
let admin: Agent;
let employer: SignedUp;
let candidates: SignedUp[];

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  employer = await signUp(testApp, "employer");
  candidates = [];
  for (let index = 0; index < 4; index += 1) {
    const candidate = await signUp(testApp, "candidate");
    await insertResume(testApp.deps, candidate.user.id);
    candidates.push(candidate);
  }
});
afterAll(() => testApp.close());

const dashboard = async () => expectStatus(admin.api.admin.dashboard.$get(), 200);

/** A request as a browser would send it, so that it counts; `settled` waits for the counter's write. */
async function visit(agent: Agent) {
  await expectStatus(agent.api.site.$get(), 200);
  await testApp.deps.visitors.settled();
}

describe("visitors", () => {
  it("counts one visitor per cookie, however many requests it makes", async () => {
    const before = (await dashboard()).visitors;
    const first = testApp.agent(browser);
    const second = testApp.agent(browser);
    await visit(first);
    await visit(first);
    await visit(second);
    await visit(first);
    const after = (await dashboard()).visitors;
    expect(after.total - before.total).toBe(2);
    expect(after.realtime - before.realtime).toBe(2);
    expect(await testApp.db.$count(visitors, eq(visitors.id, first.cookies.get("nj_vid")!))).toBe(1);
  });

  it("keeps in the real-time count only the visitors seen in the last 5 minutes", async () => {
    const recent = testApp.agent(browser);
    const earlier = testApp.agent(browser);
    await visit(recent);
    await visit(earlier);
    const before = (await dashboard()).visitors;
    await testApp.db
      .update(visitors)
      .set({ lastSeenAt: sql`now() - interval '5 minutes 1 second'` })
      .where(eq(visitors.id, earlier.cookies.get("nj_vid")!));
    const after = (await dashboard()).visitors;
    expect(after.realtime).toBe(before.realtime - 1);
    expect(after.total).toBe(before.total);
  });

  it("counts no crawler and no request without a user agent", async () => {
    const before = await testApp.db.$count(visitors);
    await visit(testApp.agent(crawler));
    await visit(testApp.agent({ "user-agent": "curl/8.5.0" }));
    await visit(testApp.agent());
    expect(await testApp.db.$count(visitors)).toBe(before);
  });

  it("leaves the admin's own browser out, also the visits it made before signing in", async () => {
    const browserOfAdmin = testApp.agent(browser);
    await visit(browserOfAdmin);
    const id = browserOfAdmin.cookies.get("nj_vid")!;
    expect(await testApp.db.$count(visitors, eq(visitors.id, id))).toBe(1);
    await expectStatus(
      browserOfAdmin.api.accounts["sign-in"][":type"].$post({ param: { type: "admin" }, json: { email: testApp.config.adminEmail, password: "admin-pass-1" } }),
      200,
    );
    await visit(browserOfAdmin);
    expect(await testApp.db.$count(visitors, eq(visitors.id, id))).toBe(0);
  });

  it("stores no address, and says there is no local-area count without a geolocation database", async () => {
    await visit(testApp.agent({ ...browser, "x-forwarded-for": "106.51.0.1" }));
    const [row] = await testApp.db.select().from(visitors).limit(1);
    expect(Object.keys(row!).sort()).toEqual(["firstSeenAt", "id", "lastSeenAt", "localArea"]);
    const everyLocalArea = await testApp.db.selectDistinct({ localArea: visitors.localArea }).from(visitors);
    expect(everyLocalArea).toEqual([{ localArea: null }]);
    expect((await dashboard()).visitors).toMatchObject({ localArea: null, region: "Karnataka" });
  });
});

describe("stat cards, top viewed jobs and recent activity", () => {
  it("counts candidates, employers, listed jobs and enrolments from the tables", async () => {
    const job = await postJob(employer.agent);
    const filled = await postJob(employer.agent);
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled.id));
    const course = await createCourse(admin);
    await expectStatus(candidates[0]!.agent.api.enrollments.$post({ json: await paidEnrollBody(candidates[0]!.agent, course.id) }), 201);
    await expectStatus(candidates[0]!.agent.api.applications.$post({ json: { jobId: job.id } }), 201);

    const { stats } = await dashboard();
    const count = async (role: "candidate" | "employer") => testApp.db.$count(user, eq(user.role, role));
    expect(stats).toMatchObject({
      candidates: await count("candidate"),
      employers: await count("employer"),
      activeJobs: await testApp.db.$count(jobs, eq(jobs.status, "active")),
      enrollments: await testApp.db.$count(enrollments),
      pendingEnrollments: await testApp.db.$count(enrollments, eq(enrollments.status, "pending")),
    });
    expect(stats.candidates).toBe(candidates.length);
    expect(stats.activeJobs).toBeGreaterThanOrEqual(1);
    expect(stats.enrollments).toBeGreaterThanOrEqual(1);
  });

  it("lists the 5 jobs with the most counted views, most first", async () => {
    const posted = await Promise.all(Array.from({ length: 7 }, () => postJob(employer.agent)));
    const views = [40, 5_000, 12, 900, 77, 3_100, 650];
    for (const [index, job] of posted.entries()) await testApp.db.update(jobs).set({ views: views[index]! }).where(eq(jobs.id, job.id));
    const { topViewedJobs } = await dashboard();
    expect(topViewedJobs).toHaveLength(topViewedJobCount);
    expect(topViewedJobs.map((job) => job.views)).toEqual([5_000, 3_100, 900, 650, 77]);
    expect(topViewedJobs[0]).toEqual({ id: posted[1]!.id, title: posted[1]!.title, company: posted[1]!.company, status: "active", views: 5_000 });
  });

  it("shows the 3 newest applications and the 3 newest enrolments", async () => {
    const job = await postJob(employer.agent, { title: "Counter Clerk" });
    for (const candidate of candidates.slice(1)) {
      await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    }
    const course = await createCourse(admin, { title: "Spoken English" });
    for (const candidate of candidates.slice(1)) {
      await expectStatus(candidate.agent.api.enrollments.$post({ json: await paidEnrollBody(candidate.agent, course.id) }), 201);
    }
    const { recentApplications, recentEnrollments } = await dashboard();
    expect(recentApplications).toHaveLength(recentActivityCount);
    expect(recentApplications.map((item) => item.candidateName)).toEqual(candidates.slice(1).reverse().map((candidate) => candidate.user.name));
    expect(recentApplications[0]).toMatchObject({ jobId: job.id, jobTitle: "Counter Clerk", status: "pending" });
    expect(recentEnrollments).toHaveLength(recentActivityCount);
    expect(recentEnrollments.map((item) => item.studentName)).toEqual(candidates.slice(1).reverse().map((candidate) => candidate.user.name));
    expect(recentEnrollments[0]).toMatchObject({ courseId: course.id, courseTitle: "Spoken English", status: "pending" });
  });
});

describe("GET /api/admin/dashboard/activity", () => {
  it("gives 30 days up to today in the site's time zone, with each day's applications, sign-ups and enrolments", async () => {
    const { days } = await expectStatus(admin.api.admin.dashboard.activity.$get(), 200);
    expect(days).toHaveLength(activityDays);
    const today = calendarDate(new Date(), testApp.config.site.timeZone);
    expect(days.at(-1)!.day).toBe(today);
    expect(new Set(days.map((day) => day.day)).size).toBe(activityDays);

    const todays = days.at(-1)!;
    const since = sql`(${today}::date)::timestamp at time zone ${testApp.config.site.timeZone}`;
    expect(todays.applications).toBe(await testApp.db.$count(applications, sql`${applications.createdAt} >= ${since}`));
    expect(todays.enrollments).toBe(await testApp.db.$count(enrollments, sql`${enrollments.createdAt} >= ${since}`));
    expect(todays.signUps).toBe(await testApp.db.$count(user, sql`${user.createdAt} >= ${since} and ${user.role} <> 'admin'`));
    expect(todays.signUps).toBe(candidates.length + 1);
  });

  it("puts an application on the day it was made, and leaves out what is older than 30 days", async () => {
    const [first, second] = await testApp.db.select({ id: applications.id }).from(applications).limit(2);
    await testApp.db.update(applications).set({ createdAt: sql`now() - interval '3 days'` }).where(eq(applications.id, first!.id));
    await testApp.db.update(applications).set({ createdAt: sql`now() - interval '45 days'` }).where(eq(applications.id, second!.id));
    const { days } = await expectStatus(admin.api.admin.dashboard.activity.$get(), 200);
    const threeDaysAgo = calendarDate(new Date(Date.now() - 3 * 86_400_000), testApp.config.site.timeZone);
    expect(days.find((day) => day.day === threeDaysAgo)?.applications).toBe(1);
    const total = days.reduce((sum, day) => sum + day.applications, 0);
    expect(total).toBe((await testApp.db.$count(applications)) - 1);
  });
});
