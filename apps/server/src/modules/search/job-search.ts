/**
 * A job search's words as one condition on the jobs' weighted search text (title A, location B,
 * company C, description D) and a rank: every word or phrase must match as typed, through its
 * vocabulary or place names (in the title, or the location for a place), or as a near spelling
 * (title, location, company). Ranked by the words as typed in the title, then the vocabulary's
 * matches, then the words as typed anywhere; near spellings only match, and recency orders the rest
 * (jobs.service.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { kannadaStem, queryWords, readQuery, wordsToCheck, type QueryUnit } from "./query.ts";
import { findNearSpellings, nearSpellingSimilarity } from "./search-words.ts";

export interface WordSearch {
  /** Every job the words find. */
  where: SQL;
  /** Higher for better matches. */
  rank: SQL;
  /** The query with near spellings for words no job has ("drivr" → "driver"), or null. */
  suggestion: string | null;
}

/**
 * A term as tsquery text: its words in order, each a prefix unless not `prefix`, limited to
 * `weights` when given. As a prefix, a Kannada word loses its final vowel sign, so that its case
 * forms match too (ಮೈಸೂರು: ಮೈಸೂರಿನ, ಮೈಸೂರಿನಲ್ಲಿ).
 */
function phrase(words: string[], weights = "", prefix = true): string {
  return words.map((word) => (prefix ? `${kannadaStem(word)}:*${weights}` : `${word}:${weights}`)).join(" <-> ");
}

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`);

/**
 * Where a unit's other names match: a trade's in the title (a delivery job that mentions ಚಾಲಕ is not
 * a driver's), a place's in the title or the location, a qualifier's anywhere; anywhere when `loose`.
 */
const widenedWeights = (unit: QueryUnit, loose = false) => (loose || unit.kind === "qualifier" ? "" : unit.kind === "place" ? "AB" : "A");

/** What a unit may match, as tsquery text. */
function unitQuery(unit: QueryUnit, loose = false): string {
  const terms = [phrase(unit.typed)];
  for (const term of unit.widened) terms.push(phrase(term, widenedWeights(unit, loose)));
  for (const term of unit.broader) terms.push(phrase(term, widenedWeights(unit)));
  // Near spellings are words jobs have, whole: as prefixes, "car" for "carpentar" would find car drivers.
  for (const word of unit.near) terms.push(phrase(word.split(" "), "ABC", false));
  return anyOf(terms);
}

const matches = (query: string) => sql`(${jobs.search} @@ cast(${query} as tsquery))::int`;

/** A unit's part of the rank: typed in the title, then the same trade's other names, then typed anywhere (a mention in the text). */
function unitRank(unit: QueryUnit): SQL {
  const parts = [sql`8 * ${matches(phrase(unit.typed, "A"))}`, sql`2 * ${matches(phrase(unit.typed))}`];
  if (unit.widened.length > 0) parts.push(sql`4 * ${matches(anyOf(unit.widened.map((term) => phrase(term, widenedWeights(unit)))))}`);
  return sql.join(parts, sql` + `);
}

/** The search for the words of `text`, or null when it has none. */
export async function wordSearch(db: Database, text: string | undefined): Promise<WordSearch | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const found = await findNearSpellings(db, wordsToCheck(words));
  const near = new Map<string, string[]>();
  let suggestion: string | null = null;
  for (const [word, spellings] of found) {
    // Only the nearest few: "techer" is teacher (0.5), not technical (0.31).
    const floor = Math.max(nearSpellingSimilarity, spellings[0]!.similarity - 0.1);
    const close = spellings.filter((spelling) => spelling.similarity >= floor).map((spelling) => spelling.word);
    if (close.length > 0) near.set(word, close);
  }
  if (found.size > 0) suggestion = words.map((word) => found.get(word)?.[0]?.word ?? word).join(" ");
  const units = readQuery(words, near);
  // What is wanted is the last trade named and every place ("catering cook in gokulam": a cook, in
  // Gokulam); other words only rank, as a job in Kannada has no "catering" to match. Without a
  // trade or a place, every word is wanted.
  const lastTrade = units.findLast((unit) => unit.kind === "trade");
  const required = units.filter((unit) => unit === lastTrade || unit.kind === "place");
  if (required.length === 0) required.push(...units);
  const optional = units.filter((unit) => !required.includes(unit));
  return {
    where: sql`${jobs.search} @@ cast(${required.map((unit) => unitQuery(unit)).join(" & ")} as tsquery)`,
    rank: sql.join([...required.map(unitRank), ...optional.map((unit) => sql`8 * ${matches(unitQuery(unit, true))}`)], sql` + `),
    suggestion,
  };
}
