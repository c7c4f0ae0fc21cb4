/**
 * The benchmarks' data: employers (rows, not accounts: nobody signs in) and active jobs generated
 * from a fixed seed, newest first a minute apart, placed as a posted job is (ADR 043), inserted in batches.
 */
import { sql } from "drizzle-orm";
import { buildSignUp, createRandom, generateJobPost } from "@app/shared/factories";
import type { Database } from "../src/db/client.ts";
import { jobRow } from "../src/db/factories.ts";
import { jobs, user } from "../src/db/schema/index.ts";
import { conceptColumns } from "../src/modules/search/job-concepts.ts";
import { jobCoordinates } from "../src/modules/search/job-places.ts";

export async function insertGeneratedJobs(db: Database, { jobCount, employerCount = 200, seed = 7 }: { jobCount: number; employerCount?: number; seed?: number }) {
  const random = createRandom(seed);
  const employers = Array.from({ length: employerCount }, (_, index) => {
    const { name, company } = buildSignUp("employer", {}, random);
    return { id: `bench-employer-${index}`, name, email: `employer${index}@bench.example.com`, role: "employer" as const, company };
  });
  await db.insert(user).values(employers);
  const now = Date.now();
  // The generated locations are a few dozen: each is read once.
  const places = new Map<string, ReturnType<typeof jobCoordinates>>();
  const placeOf = (location: string) => places.get(location) ?? places.set(location, jobCoordinates(location)).get(location)!;
  const batch = 2000;
  for (let start = 0; start < jobCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, jobCount - start) }, (_, offset) => {
      const index = start + offset;
      const employer = employers[index % employers.length]!;
      const post = generateJobPost(random, { city: "Mysuru" });
      const row = jobRow(post, employer, new Date(now - index * 60_000));
      return { ...row, ...placeOf(post.location), ...conceptColumns({ ...row, jobType: post.type }), status: "active" as const };
    });
    await db.insert(jobs).values(rows);
  }
}

/**
 * The generated jobs repeat a few dozen words; a city's real titles, companies and places hold
 * thousands. So many made-up words (5 to 11 letters, from a fixed seed) join them, for near
 * spellings looked up among as many words as a real site would have.
 */
export async function addMadeUpWords(db: Database, count = 30_000) {
  const random = createRandom(11);
  const letters = "abcdefghiklmnoprstuvy";
  const words = Array.from({ length: count }, () => Array.from({ length: random.integer(5, 11) }, () => random.pick([...letters])).join(""));
  await db.execute(sql`insert into search.words (word) select unnest(${sql.param(words)}::text[]) on conflict do nothing`);
}
