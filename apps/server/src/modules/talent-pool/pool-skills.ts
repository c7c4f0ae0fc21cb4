/**
 * The skill words an employer types into the talent pool, read as the job search reads its words
 * (search/query.ts): the city's vocabulary in both languages and near spellings, so "drivr" and
 * "ಚಾಲಕ" both find the skill "Driver". Each word or phrase becomes one condition on the candidate's
 * skills; the pool ranks by how many of them a candidate meets.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { candidateProfiles } from "../../db/schema/index.ts";
import { closeSpellings } from "../search/job-search.ts";
import { kannadaStem, queryWords, readQuery, wordsToCheck, type QueryUnit } from "../search/query.ts";
import { findNearSpellings } from "../search/search-words.ts";

const skillsText = sql`to_tsvector('simple', array_to_string(${candidateProfiles.skills}, ' '))`;

/** A unit as tsquery text: as typed and through its other names as prefixes; near spellings whole. */
function unitQuery(unit: QueryUnit): string {
  const prefixed = [unit.typed, ...unit.widened, ...unit.broader].map((words) => words.map((word) => `${kannadaStem(word)}:*`).join(" <-> "));
  const whole = unit.near.map((near) => near.split(" ").join(" <-> "));
  const terms = [...new Set([...prefixed, ...whole])];
  return terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`;
}

/** One condition per word or phrase of `text` (none when it has no words). */
export async function skillConditions(db: Database, text: string | undefined): Promise<SQL[]> {
  const words = queryWords(text);
  if (words.length === 0) return [];
  const near = closeSpellings(words, await findNearSpellings(db, wordsToCheck(words)));
  return readQuery(words, near).map((unit) => sql`${skillsText} @@ cast(${unitQuery(unit)} as tsquery)`);
}
