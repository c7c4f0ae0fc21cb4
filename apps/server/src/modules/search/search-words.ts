/**
 * Near spellings from the database: the words of jobs' titles, companies and locations (kept by a
 * trigger, migration 0014) and of the vocabulary, compared by trigram similarity (pg_trgm) and by
 * sound (Double Metaphone, fuzzystrmatch).
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.ts";
import { vocabularyWords } from "./query.ts";

/** A near spelling at least this similar is offered as "Did you mean" ("garnder" → gardener, 0.31 and no more). */
export const nearSpellingSimilarity = 0.35;
/**
 * A near spelling at least this similar, with its sound's bonus, is searched for the typed word
 * ("drivr" → driver, 0.44 + 0.2; "sekuriti" → security, 0.29 + 0.2): one of about the same letters
 * but another sound is not ("drilling" → driving, 0.42, brought ten driver jobs to a search for drilling).
 */
export const nearSpellingSearched = 0.45;
/**
 * What sounding like the typed word (the same Double Metaphone code, of three sounds or more, and
 * about as long) adds to a word's trigram similarity: "mobail" → mobile (0.27) and "sekuriti" →
 * security (0.29) become near enough to widen the search, while "waitor" stays nearer to waiter
 * (0.4) than to outer, which only sounds like it. Only for a typed word of letters (`soundedWord`)
 * and a stored word of letters (`search.words.sound` is null for any other, migration 0049).
 */
export const soundsAlikeBonus = 0.2;
/**
 * Whether a typed word is compared by sound: of the letters a–z alone, which Double Metaphone reads.
 * It passes over digits, so a code typed with digits sounded like another that differs in them: a
 * search for the vehicle number ka01mn4721 found the job of ka09mn4821 (KMN both, 0.29 + 0.2). Told
 * here rather than in the look-up's SQL: a regular expression there, when a connection is terminated
 * while PostgreSQL compiles it, fails as an invalid expression (2201B), not as a lost connection.
 */
const soundedWord = /^[a-z]+$/i;
/** Near spellings kept per typed word. */
const nearSpellingsPerWord = 3;

export interface NearSpelling {
  word: string;
  similarity: number;
  /**
   * Whether some job (of any status) has it as a word of its title, location or company, where a
   * near spelling is matched (job-search.ts): a word only of the vocabulary ("drill", of "drill
   * master") or of jobs deleted finds nothing (ADR 069). Not known until asked (`lookUpHeld`), and
   * then kept with the rest of the look-up's answer.
   */
  held?: boolean;
}

const vocabularyAdded = new WeakMap<Database, Promise<void>>();

/**
 * Adds the vocabulary's words to the words compared, once per database handle a process opens:
 * the vocabulary ships with the code, so a changed list is in place on the next start.
 */
export function addVocabularyWords(db: Database): Promise<void> {
  let added = vocabularyAdded.get(db);
  if (!added) {
    added = db
      .execute(sql`insert into search.words (word) select word from unnest(${sql.param([...vocabularyWords].sort())}::text[]) as t(word) on conflict do nothing`)
      .then(() => undefined);
    // A failure is tried again by the next search rather than remembered.
    added.catch(() => vocabularyAdded.delete(db));
    vocabularyAdded.set(db, added);
  }
  return added;
}

/**
 * What the look-up answered for a typed word a little while ago, per database handle: its near
 * spellings, or null when some job has it. People repeat their misspellings ("drivr", "electrision"),
 * and the look-up costs a search with an unknown word about as much as the search itself (ADR 056).
 * A job written here forgets them all (`forgetNearSpellings`); one written by another instance, or a
 * word the vocabulary gained, is seen within `nearSpellingsKeptMs`.
 */
const nearSpellingsCache = new WeakMap<Database, LRUCache<string, { spellings: NearSpelling[] | null }>>();
export const nearSpellingsKeptMs = 30_000;

/** Forgets the near spellings looked up on `db`: a job written there may hold a typed word, or give it a near spelling. */
export function forgetNearSpellings(db: Database): void {
  nearSpellingsCache.get(db)?.clear();
}

/**
 * Near spellings of the typed words no job has a word starting with, best first (none when no word
 * is near); a word some job has is left out. One query for the words not looked up a little while ago.
 */
export async function findNearSpellings(db: Database, words: string[]): Promise<Map<string, NearSpelling[]>> {
  const found = new Map<string, NearSpelling[]>();
  if (words.length === 0) return found;
  let cache = nearSpellingsCache.get(db);
  if (!cache) nearSpellingsCache.set(db, (cache = new LRUCache({ max: 5000, ttl: nearSpellingsKeptMs })));
  const toLookUp = words.filter((word) => {
    const kept = cache.get(word);
    if (kept?.spellings) found.set(word, kept.spellings);
    return kept === undefined;
  });
  if (toLookUp.length === 0) return found;
  const lookedUp = await lookUpNearSpellings(db, toLookUp);
  for (const word of toLookUp) cache.set(word, { spellings: lookedUp.get(word) ?? null });
  for (const [word, spellings] of lookedUp) found.set(word, spellings);
  return found;
}

async function lookUpNearSpellings(db: Database, words: string[]): Promise<Map<string, NearSpelling[]>> {
  const found = new Map<string, NearSpelling[]>();
  // Without the vocabulary's words this once (its insert lost its connection), the jobs' own words
  // still give near spellings: a search never fails for it, and the next one adds them.
  await addVocabularyWords(db).catch(() => {});
  const result = (await db.execute(sql`
    select t.typed, n.word, n.similarity
    from unnest(${sql.param(words)}::text[], ${sql.param(words.map((word) => soundedWord.test(word)))}::boolean[]) as t(typed, sounded)
    cross join lateral (select case when t.sounded and length(dmetaphone(t.typed)) >= 3 then dmetaphone(t.typed) end as sound) s
    left join lateral (
      select w.word, similarity(w.word, t.typed) + case when w.sound = s.sound then ${soundsAlikeBonus}::real else 0 end as similarity
      from search.words w
      where (w.word % t.typed or (w.sound = s.sound and abs(length(w.word) - length(t.typed)) <= 2)) and w.word <> t.typed
      order by similarity desc, w.word
      limit ${nearSpellingsPerWord}
    ) n on true
    where not exists (select 1 from jobs where jobs.search @@ cast(t.typed || ':*' as tsquery))`)) as unknown as {
    rows: { typed: string; word: string | null; similarity: number | null }[];
  };
  for (const row of result.rows) {
    const list = found.get(row.typed) ?? [];
    if (row.word !== null) list.push({ word: row.word, similarity: Number(row.similarity) });
    found.set(row.typed, list);
  }
  return found;
}

/**
 * Whether a job holds each of `spellings` (`NearSpelling.held`), asked in one query and kept on them:
 * the spellings are those the look-up keeps, so the answer is kept and forgotten with it. Any job,
 * of any status, as for the typed word: what is kept changes only when a job's text does, and a job
 * posted or edited here forgets it. Asked only of the searches that a word no job has could empty
 * (job-search.ts), not of every misspelling looked up.
 */
export async function lookUpHeld(db: Database, spellings: NearSpelling[]): Promise<void> {
  const words = [...new Set(spellings.map((spelling) => spelling.word))];
  if (words.length === 0) return;
  // As a near spelling is matched: the word whole, in the title, location or company.
  const result = (await db.execute(sql`
    select w.word, exists (select from jobs j where j.search @@ cast(quote_literal(w.word) || ':ABC' as tsquery)) as held
    from unnest(${sql.param(words)}::text[]) as w(word)`)) as unknown as { rows: { word: string; held: boolean }[] };
  const held = new Map(result.rows.map((row) => [row.word, row.held === true]));
  for (const spelling of spellings) spelling.held = held.get(spelling.word) ?? true;
}
