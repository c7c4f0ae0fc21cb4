/**
 * Finds the concepts of the jobs whose concepts were found with another vocabulary, or never
 * (job-concepts.ts), at start, as their coordinates are (ADR 043): the jobs saved before concepts
 * were kept, and every job after the vocabulary changed. A start with nothing to change reads one
 * column of the jobs; otherwise they are read and written a batch at a time.
 */
import { isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { conceptsVersion, jobConcepts } from "./job-concepts.ts";

const batchSize = 500;

/** Updates the jobs whose concepts are not this vocabulary's; the number of jobs updated. */
export async function refreshJobConcepts(db: Database): Promise<number> {
  let updated = 0;
  for (;;) {
    const batch = await db
      .select({
        id: jobs.id,
        title: jobs.title,
        titleKn: jobs.titleKn,
        location: jobs.location,
        company: jobs.company,
        description: jobs.description,
        descriptionKn: jobs.descriptionKn,
        requirements: jobs.requirements,
        responsibilities: jobs.responsibilities,
        jobType: jobs.jobType,
      })
      .from(jobs)
      .where(or(isNull(jobs.conceptsVersion), ne(jobs.conceptsVersion, conceptsVersion)))
      .limit(batchSize);
    if (batch.length === 0) return updated;
    const found = JSON.stringify(batch.map((job) => ({ id: job.id, concepts: jobConcepts(job) })));
    await db.execute(sql`
      update jobs set concepts = array(select jsonb_array_elements_text(found.concepts)), concepts_version = ${conceptsVersion}
      from jsonb_to_recordset(${found}::jsonb) as found(id uuid, concepts jsonb)
      where jobs.id = found.id`);
    updated += batch.length;
  }
}
