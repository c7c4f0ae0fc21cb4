/**
 * Jobs for you (issue 30, ADR 041) among the bench's listed jobs: p50/p95 of ranking them for a
 * profile whose trade no job has, one that says a little (two skills) and one that says much (five
 * skills, two past roles, a wanted place and type, ten applications), as the route runs it.
 */
import { eq } from "drizzle-orm";
import type { AppDependencies } from "../src/http/env.ts";
import { applications, candidateProfiles, files, jobs, user } from "../src/db/schema/index.ts";
import { findJobsForYou } from "../src/modules/candidates/jobs-for-you.ts";
import { timeRuns } from "./timing.ts";

const profiles = [
  { name: "a trade no job has", skills: ["Plumbing"], experience: [], wantedPlaces: [], wantedJobTypes: [], applied: 0 },
  { name: "two skills", skills: ["Tally", "GST"], experience: [], wantedPlaces: [], wantedJobTypes: [], applied: 0 },
  {
    name: "a full profile",
    skills: ["Customer service", "Kannada", "English", "MS Excel", "Billing"],
    experience: [
      { title: "Front Office Executive", company: "Hotel Dasaprakash", period: "", details: "" },
      { title: "Sales Assistant", company: "Mysore Stores", period: "", details: "" },
    ],
    wantedPlaces: ["Hebbal"],
    wantedJobTypes: ["Full-time" as const],
    applied: 10,
  },
];

export async function measureJobsForYou(deps: Pick<AppDependencies, "db">, iterations: number) {
  console.log("  jobs for you                       SQL p50/p95 ms");
  for (const [index, profile] of profiles.entries()) {
    // Its own ids: the course benchmark after it, on the same database, makes bench-candidate-N.
    const id = `bench-for-you-${index}`;
    await deps.db.insert(user).values({ id, name: `Bench Candidate ${index}`, email: `for-you-${index}@bench.example.com`, role: "candidate" });
    await deps.db.insert(candidateProfiles).values({
      userId: id,
      skills: profile.skills,
      experience: profile.experience,
      wantedPlaces: profile.wantedPlaces,
      wantedJobTypes: profile.wantedJobTypes,
    });
    if (profile.applied > 0) {
      const [file] = await deps.db
        .insert(files)
        .values({ ownerId: id, originalName: "resume.pdf", type: "pdf", size: 1, sha256: "0", storageKey: `bench-${id}` })
        .returning({ id: files.id });
      const applied = await deps.db.select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location }).from(jobs).where(eq(jobs.jobType, "Full-time")).limit(profile.applied);
      await deps.db.insert(applications).values(
        applied.map((job) => ({ jobId: job.id, candidateId: id, resumeFileId: file!.id, jobTitle: job.title, jobCompany: job.company, jobLocation: job.location })),
      );
    }
    const found = await findJobsForYou(deps.db, id, 20);
    const timed = await timeRuns(() => findJobsForYou(deps.db, id, 20), { iterations });
    console.log(`  ${`${profile.name} (${found.jobs.length} found)`.padEnd(34)} ${timed.p50.toFixed(2).padStart(6)} / ${timed.p95.toFixed(2)}`);
  }
}
