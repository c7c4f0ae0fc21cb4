/**
 * Part of `npm run bench` (called from jobs.bench.ts on each database): the course catalogue and an
 * enrolment, on a database that already holds many enrolments. Prints p50/p95 of the SQL alone and
 * through the API. Every enrolment goes to a course the candidate is not in yet, so each one is a
 * real insert with its count update, never a refusal.
 */
import { eq, sql } from "drizzle-orm";
import { addCalendarMonths, courseListSchema, enrollmentDateBounds } from "@app/shared/courses";
import type { AppType } from "../src/app.ts";
import { courses, enrollments, paymentRequests, user } from "../src/db/schema/index.ts";
import type { AppDependencies } from "../src/http/env.ts";
import { listCourses } from "../src/modules/courses/courses.service.ts";
import { enroll, newEnrollmentReference } from "../src/modules/courses/enrollments.service.ts";
import { timeRuns } from "./timing.ts";

const enrollmentCount = Number(process.env.BENCH_ENROLLMENTS ?? 20_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const warmups = 10;
const seededCourseIds = ["course1", "course2", "course3", "course4", "course7", "course8"];

const time = (run: (index: number) => Promise<unknown>) => timeRuns(run, { iterations, warmups });

/** Candidates as plain rows (nobody signs in as them) with enrolments in the seeded courses. */
async function fillEnrollments(deps: AppDependencies) {
  const perCandidate = seededCourseIds.length;
  const candidateCount = Math.ceil(enrollmentCount / perCandidate);
  const startDate = addCalendarMonths(enrollmentDateBounds(new Date(), deps.config.site.timeZone).first, 1);
  const statuses = ["pending", "confirmed", "cancelled"] as const;
  for (let start = 0; start < candidateCount; start += 1000) {
    const ids = Array.from({ length: Math.min(1000, candidateCount - start) }, (_, offset) => `bench-candidate-${start + offset}`);
    await deps.db.insert(user).values(ids.map((id) => ({ id, name: id, email: `${id}@bench.example.com`, role: "candidate" as const })));
    const rows = ids.flatMap((userId, index) =>
      seededCourseIds.map((courseId, courseIndex) => ({
        reference: newEnrollmentReference(),
        userId,
        courseId,
        startDate,
        timeSlot: "morning" as const,
        amount: 2999,
        status: statuses[(index + courseIndex) % statuses.length]!,
      })),
    );
    await deps.db.insert(enrollments).values(rows);
  }
  // One course per measured enrolment (the SQL round, then the API round), added only after the
  // catalogue is measured so that it keeps its six courses.
  const targets = Array.from({ length: 2 * (warmups + iterations) }, (_, index) => ({
    id: `bench-course-${index}`,
    title: `Bench Course ${index}`,
    description: "A course to enrol in.",
    duration: "4 weeks",
    price: 1999,
  }));
  return { startDate, targets };
}

export async function measureCourses(deps: AppDependencies, app: AppType, origin: string) {
  const started = performance.now();
  const { startDate, targets } = await fillEnrollments(deps);
  await deps.db.execute(sql`vacuum analyze`);
  console.log(`  courses: ${enrollmentCount.toLocaleString("en-IN")} enrolments inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const catalogue = await time(() => listCourses(deps.db, courseListSchema.parse({})));
  const catalogueApi = await time(async () => {
    const response = await app.request("/api/courses", { headers: { origin } });
    if (!response.ok) throw new Error(`/api/courses: ${response.status}`);
    await response.arrayBuffer();
  });

  await deps.db.insert(courses).values(targets);
  const half = warmups + iterations;
  const clock = () => ({ now: new Date(), timeZone: deps.config.site.timeZone });
  const [direct] = await deps.db
    .insert(user)
    .values({ id: "bench-enroller", name: "Bench Enroller", email: "enroller@bench.example.com", role: "candidate" })
    .returning({ id: user.id });
  // An enrolment needs the payment request the site gave for it (payment dialog, not measured here).
  const requestPayments = async (userId: string, from: number) => {
    const rows = targets.slice(from, from + half).map((course) => ({ reference: newEnrollmentReference(), userId, courseId: course.id, amount: course.price }));
    await deps.db.insert(paymentRequests).values(rows);
    return rows.map((row) => row.reference);
  };
  const sqlReferences = await requestPayments(direct!.id, 0);
  const enrolSql = await time((index) =>
    enroll(deps.db, direct!.id, { courseId: targets[index]!.id, reference: sqlReferences[index]!, startDate, timeSlot: "evening", utr: undefined }, clock()),
  );

  const signUp = await app.request("/api/accounts/sign-up/candidate", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Candidate", email: "candidate@bench.example.com", password: "bench-pass-1", phone: "9845012345" }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const [candidate] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, "candidate@bench.example.com"));
  const apiReferences = await requestPayments(candidate!.id, half);
  const enrolApi = await time(async (index) => {
    const response = await app.request("/api/enrollments", {
      method: "POST",
      headers: { origin, cookie, "content-type": "application/json" },
      body: JSON.stringify({ courseId: targets[half + index]!.id, reference: apiReferences[index]!, startDate, timeSlot: "morning" }),
    });
    if (response.status !== 201) throw new Error(`/api/enrollments: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });

  console.log("  scenario                           SQL p50/p95 ms    API p50/p95 ms    API overhead p50");
  for (const [name, sqlTimes, apiTimes] of [
    ["course catalogue", catalogue, catalogueApi],
    ["enrol (insert + count)", enrolSql, enrolApi],
  ] as const) {
    console.log(
      `  ${name.padEnd(34)} ${sqlTimes.p50.toFixed(2).padStart(6)} / ${sqlTimes.p95.toFixed(2).padEnd(8)} ${apiTimes.p50.toFixed(2).padStart(6)} / ${apiTimes.p95.toFixed(2).padEnd(8)} ${(apiTimes.p50 - sqlTimes.p50).toFixed(2)}`,
    );
  }
}
