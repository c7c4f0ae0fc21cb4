/**
 * "Jobs for you" (packages/shared/src/jobs-for-you.ts): the listed jobs a candidate has not applied
 * to, found by the job search's own words (vocabulary, both scripts, near spellings) for each skill,
 * each past role and each job applied to, and each wanted place; ranked by how much of the profile
 * each matches, and told why. Also the candidate's visits, for the New mark.
 */
import { and, desc, eq, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { JobForYouReason, JobsForYou } from "@app/shared/jobs-for-you";
import { visitGapMinutes } from "@app/shared/jobs-for-you";
import type { Database } from "../../db/client.ts";
import { applications, candidateProfiles, jobs } from "../../db/schema/index.ts";
import { readWithWordIndexes, wordSearches } from "../search/job-search.ts";
import { isListed } from "../jobs/jobs.service.ts";
import { jobColumns, toJob } from "../jobs/jobs.mapper.ts";

/** How much of the profile is looked at: enough to describe a person, few enough to stay quick. */
const looked = { skills: 20, experience: 5, applied: 10 } as const;

/**
 * What one match is worth. A past role says most about the work wanted; each matched skill adds;
 * a wanted place weighs like a skill; a wanted type and a job like one applied to only lift a job.
 */
const weights = { skill: 3, experience: 4, applied: 2, place: 3, type: 2 } as const;

/** At most this many of the newest matching jobs are ranked. */
const rankedAtMost = 500;

type Reason = JobForYouReason;

/** A thing the profile says and the condition a job meets when it matches it. */
interface Signal {
  reason: Reason;
  condition: SQL;
  weight: number;
}

const unique = (texts: readonly string[]) => [...new Map(texts.map((text) => [text.trim().toLocaleLowerCase(), text.trim()])).values()].filter(Boolean);

/** The profile as signals: the texts go through the job search's words, all in one look-up of near spellings. */
async function signalsOf(db: Database, candidateId: string): Promise<Signal[]> {
  const [profile] = await db
    .select({
      skills: candidateProfiles.skills,
      experience: candidateProfiles.experience,
      wantedJobTypes: candidateProfiles.wantedJobTypes,
      wantedPlaces: candidateProfiles.wantedPlaces,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  const applied = await db
    .select({ title: applications.jobTitle })
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt))
    .limit(looked.applied * 2);
  const texts: { reason: Reason; text: string; weight: number }[] = [
    ...unique(profile?.skills ?? [])
      .slice(0, looked.skills)
      .map((skill) => ({ reason: { kind: "skills", skills: [skill] } as Reason, text: skill, weight: weights.skill })),
    ...unique((profile?.experience ?? []).map((entry) => entry.title))
      .slice(0, looked.experience)
      .map((title) => ({ reason: { kind: "experience", title } as Reason, text: title, weight: weights.experience })),
    ...unique(applied.map((row) => row.title))
      .slice(0, looked.applied)
      .map((title) => ({ reason: { kind: "applied", title } as Reason, text: title, weight: weights.applied })),
    ...unique(profile?.wantedPlaces ?? []).map((place) => ({ reason: { kind: "place", place } as Reason, text: place, weight: weights.place })),
  ];
  const searches = await wordSearches(
    db,
    texts.map((entry) => entry.text),
  );
  const signals = texts.flatMap((entry, index) => {
    const search = searches[index];
    return search ? [{ reason: entry.reason, condition: search.where, weight: entry.weight }] : [];
  });
  for (const type of profile?.wantedJobTypes ?? []) signals.push({ reason: { kind: "type", type }, condition: eq(jobs.jobType, type), weight: weights.type });
  return signals;
}

/** Many matches of one kind make one reason: "matches your skills: Tally, GST". */
function reasonsOf(matched: Signal[]): Reason[] {
  const reasons: Reason[] = [];
  const skills = matched.flatMap((signal) => (signal.reason.kind === "skills" ? signal.reason.skills : []));
  if (skills.length > 0) reasons.push({ kind: "skills", skills });
  for (const kind of ["experience", "applied", "place", "type"] as const) {
    const first = matched.find((signal) => signal.reason.kind === kind);
    if (first) reasons.push(first.reason);
  }
  return reasons;
}

/**
 * The listed jobs for the candidate, best first (newest among equals), up to `limit`, among those
 * `among` allows (a daily mail's: new, and never sent).
 */
export async function findJobsForYou(db: Database, candidateId: string, limit: number, among?: SQL): Promise<Omit<JobsForYou, "newSince">> {
  const signals = await signalsOf(db, candidateId);
  if (signals.length === 0) return { jobs: [], profileUsable: false };
  // A wanted type alone would bring every job of the type: it lifts jobs found otherwise, unless the profile says nothing else.
  const finding = signals.filter((signal) => signal.reason.kind !== "type");
  const found = or(...(finding.length > 0 ? finding : signals).map((signal) => signal.condition))!;
  const notApplied = notExists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(and(eq(applications.jobId, jobs.id), eq(applications.candidateId, candidateId))),
  );
  const flags = Object.fromEntries(signals.map((signal, index) => [`s${index}`, sql<boolean>`(${signal.condition})`.mapWith(Boolean)]));
  // Only wanted types: no words to look up, and a plain read is quicker.
  const read = <T>(run: (reader: Database) => Promise<T>) => (finding.length > 0 ? readWithWordIndexes(db, run) : run(db));
  // The newest matches are ranked, not every one: a full profile matches a large part of a busy
  // site's jobs, and each signal tested on each of them took seconds at 100,000 jobs (npm run bench).
  const pool = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isListed(), found, notApplied, among))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(rankedAtMost);
  if (pool.length === 0) return { jobs: [], profileUsable: true };
  const scored = await read((reader) =>
    reader
      .select({ id: jobs.id, createdAt: jobs.createdAt, ...flags })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          pool.map((row) => row.id),
        ),
      ),
  );
  const matchedOf = (row: (typeof scored)[number]) => signals.filter((_, index) => (row as unknown as Record<string, unknown>)[`s${index}`] === true);
  const ranked = scored
    .map((row) => ({ id: row.id, createdAt: row.createdAt, matched: matchedOf(row) }))
    .map((row) => ({ ...row, score: row.matched.reduce((sum, signal) => sum + signal.weight, 0) }))
    .sort((a, b) => b.score - a.score || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, limit);
  const rows = ranked.length > 0 ? await db.select(jobColumns).from(jobs).where(inArray(jobs.id, ranked.map((row) => row.id))) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    jobs: ranked.flatMap(({ id, matched }) => {
      const row = byId.get(id);
      return row ? [{ job: toJob(row), reasons: reasonsOf(matched) }] : [];
    }),
    profileUsable: true,
  };
}

/**
 * Marks a look at the jobs and returns when the candidate last looked before this visit: a look more
 * than `visitGapMinutes` after the one before begins a new visit, and that one's last look is then
 * what New is counted from. Null until a second visit.
 */
export async function noteVisit(db: Database, candidateId: string): Promise<Date | null> {
  const lastSeen = candidateProfiles.lastSeenAt;
  const [row] = await db
    .insert(candidateProfiles)
    .values({ userId: candidateId, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        previousVisitAt: sql`case when ${lastSeen} is null or ${lastSeen} < now() - make_interval(mins => ${visitGapMinutes}) then ${lastSeen} else ${candidateProfiles.previousVisitAt} end`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ previousVisitAt: candidateProfiles.previousVisitAt });
  return row?.previousVisitAt ?? null;
}

/** `GET /api/profile/jobs-for-you`: the jobs, and the visit noted. */
export async function jobsForYou(db: Database, candidateId: string, limit: number): Promise<JobsForYou> {
  const newSince = await noteVisit(db, candidateId);
  const found = await findJobsForYou(db, candidateId, limit);
  return { ...found, newSince: newSince?.toISOString() ?? null };
}
