/**
 * Brings every job's coordinates in line with its location, at start (ADR 043): jobs saved before
 * their coordinates were kept, or inserted by another path (the demo seed, the benchmarks), get
 * theirs, and a changed localities table moves the jobs it locates otherwise. The jobs are read by
 * distinct location and coordinates, a few hundred groups however many jobs there are; each
 * location is located in JS (search/job-places.ts), and only the groups that differ are written.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { jobCoordinates } from "../search/job-places.ts";

/** Updates the jobs whose coordinates are not their location's; the number of groups (location and old coordinates) updated. */
export async function refreshJobCoordinates(db: Database): Promise<number> {
  const groups = await db
    .select({ location: jobs.location, latitude: jobs.latitude, longitude: jobs.longitude })
    .from(jobs)
    .groupBy(jobs.location, jobs.latitude, jobs.longitude);
  let updated = 0;
  for (const group of groups) {
    const wanted = jobCoordinates(group.location);
    if (wanted.latitude === group.latitude && wanted.longitude === group.longitude) continue;
    await db
      .update(jobs)
      .set(wanted)
      .where(
        and(
          eq(jobs.location, group.location),
          sql`${jobs.latitude} is not distinct from ${group.latitude}`,
          sql`${jobs.longitude} is not distinct from ${group.longitude}`,
        ),
      );
    updated += 1;
  }
  return updated;
}
