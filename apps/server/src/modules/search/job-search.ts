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
import { readWithSettings } from "../../db/planner-settings.ts";
import { jobs, searchedJobs } from "../../db/schema/index.ts";
import { conceptId, isTheCity, kannadaStem, otherWordsStartingWith, queryWords, readQuery, wordsToCheck, type QueryUnit } from "./query.ts";
import { inTitle as keptInTitle, isNameKeptInTitles, mentioned, named, namedInText, paired } from "./job-concepts.ts";
import { findNearSpellings, lookUpHeld, nearSpellingSearched, type NearSpelling } from "./search-words.ts";
import { jobConditions } from "./vocabulary.ts";

/** What a job asks for or offers (a shift, a language, a stay…), which an ad states in its text. */
const statedInAds = new Set(jobConditions.map((condition) => conceptId("qualifier", condition.name)));

/** A search's condition and rank on one table's columns. */
export interface WordConditions {
  /** Every job the words find. */
  where: SQL;
  /** Higher for better matches. */
  rank: SQL;
}

export interface WordSearch extends WordConditions {
  /**
   * The same on the narrow table of active jobs (`search.jobs`, ADR 064), where a search that
   * asks nothing else finds, ranks and counts its jobs before it reads the page's whole rows.
   */
  searched: WordConditions;
  /** The query with near spellings for words no job has ("drivr" → "driver"), or null. */
  suggestion: string | null;
  /**
   * The same search as terms of the jobs' concepts, when it is one name or condition that the
   * concepts alone find and rank (ADR 068), or such a name with a qualification or job type, as
   * their pairs (ADR 073): the jobs with any of `any`, each ranked by the highest
   * of its terms' `ranks` (0 for a term not named there). Null for any other search.
   */
  terms: TermSearch | null;
  /**
   * Whether it is known to find nothing without reading the jobs: a word it needs is one no job
   * has (not even as the start of a word), and each near spelling it would match is in no
   * job's title, location or company (ADR 069), as the near-spelling look-up said a little while ago.
   */
  findsNothing: boolean;
}

/** A search that the concepts' terms alone answer (`WordSearch.terms`). */
export interface TermSearch {
  /** The jobs found have at least one of these. */
  any: string[];
  /** A term's rank; a job's rank is its best term's, 0 when it has none of these. */
  ranks: { term: string; rank: number }[];
}

/**
 * A term to match: its words in order, each a prefix unless not `prefix`, in the fields `weights`
 * names (all when ""); "A" alone is the title, looked up in its own index (`title_search`).
 */
interface Term {
  words: string[];
  weights: string;
  prefix: boolean;
  /** Longer words the vocabulary knows as something else, which the prefix must not find: "nurse" is not "nursery". */
  except?: string[];
}

const inTitle = (term: Term) => term.weights === "A";

/**
 * A term as tsquery text. As a prefix, a Kannada word loses its final vowel sign, so that its case
 * forms match too (ಮೈಸೂರು: ಮೈಸೂರಿನ, ಮೈಸೂರಿನಲ್ಲಿ).
 */
function termQuery({ words, weights, prefix, except = [] }: Term, withWeights = true): string {
  const text = words.map((word) => `${quoted(prefix ? kannadaStem(word) : word)}:${prefix ? "*" : ""}${withWeights ? weights : ""}`).join(" <-> ");
  return except.length === 0 ? text : `(${text} & !(${except.map((word) => `${quoted(word)}:*${withWeights ? weights : ""}`).join(" | ")}))`;
}

/** A word as a tsquery lexeme, quoted: "b.com" is one. */
const quoted = (word: string) => `'${word.replaceAll("'", "''")}'`;

const withExceptions = (term: Term): Term => {
  const except = term.prefix && term.words.length === 1 ? otherWordsStartingWith(term.words[0]!) : [];
  return except.length > 0 ? { ...term, except } : term;
};

/** Whether `wide` finds every job `narrow` finds: one word, a prefix of a word of `narrow`, in the same fields or more. */
function covers(wide: Term, narrow: Term): boolean {
  if (wide === narrow || wide.words.length !== 1 || !wide.prefix || wide.except) return false;
  const inFields = wide.weights === "" || (narrow.weights !== "" && [...narrow.weights].every((weight) => wide.weights.includes(weight)));
  const stem = kannadaStem(wide.words[0]!);
  return inFields && narrow.words.some((word) => word.startsWith(stem));
}

/** Terms without those another covers: "driver" anywhere finds every "car driver" and "cab driver" in a title. */
function needed(terms: Term[]): Term[] {
  // Of two that cover each other (ಶಿಕ್ಷಕ, ಶಿಕ್ಷಕಿ: one stem), or say the same, the first stays.
  return terms.filter(
    (term, index) =>
      !terms.some(
        (other, otherIndex) => (covers(other, term) && (otherIndex < index || !covers(term, other))) || (otherIndex < index && termQuery(other) === termQuery(term)),
      ),
  );
}

const oneOf = (texts: string[]) => (texts.length === 1 ? texts[0]! : `(${texts.join(" | ")})`);

/**
 * Jobs whose text names any of the concepts (trade:driver, place:Hebbal), as found when they were
 * written (job-concepts.ts): one look-up in the concepts' index, where the concept's every name in
 * every script was a term of its own to test on each job.
 */
const namesConcept = (columns: SearchColumns, concepts: string[]) => sql`${columns.concepts} && ${sql.param(concepts)}::text[]`;

/** The columns a search reads, of `jobs` or of the narrow `search.jobs`, which has the same ones. */
type SearchColumns = Pick<typeof jobs | typeof searchedJobs, "concepts" | "search" | "titleSearch">;

/**
 * Whether a job matches any of the terms or names any of the concepts, as one condition: the terms
 * of the title alone in the title's index, the rest in the weighted text's, so that each index
 * returns only jobs that match (a weight is not in the index: "driver:*A" there returns every job
 * with the word anywhere). Each term left out (`needed`) is one less to test on every job the index returns.
 */
function anyOf(columns: SearchColumns, terms: Term[], concepts: string[] = []): SQL {
  const kept = needed(terms.map(withExceptions));
  const title = kept.filter(inTitle).map((term) => termQuery(term, false));
  const text = kept.filter((term) => !inTitle(term)).map((term) => termQuery(term));
  // The concepts first: in a rank, a job that names one is not tested against its text at all.
  const conditions = [
    ...(concepts.length > 0 ? [namesConcept(columns, concepts)] : []),
    ...(text.length > 0 ? [sql`${columns.search} @@ cast(${oneOf(text)} as tsquery)`] : []),
    ...(title.length > 0 ? [sql`${columns.titleSearch} @@ cast(${oneOf(title)} as tsquery)`] : []),
  ];
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

/** The unit as typed: anywhere, but a qualifier (required only when nothing else is asked) where its other names match. */
const typedTerm = (unit: QueryUnit, weights = unit.kind === "qualifier" ? "ABC" : ""): Term => ({ words: unit.typed, weights, prefix: true });

/**
 * The concepts a unit names: its own, a phrase's last word's ("school van driver": driver too) and
 * the other trades its words name ("coolie": loaders too); when `loose`, also where the ad only
 * mentions them (a caterer's name as the company).
 */
function conceptsOf(unit: QueryUnit, loose = false): string[] {
  const own = [unit.concept, unit.broaderConcept, ...(unit.alsoConcepts ?? [])].filter((concept) => concept !== undefined);
  return loose ? [...own, ...own.map(mentioned)] : own;
}

/**
 * What a unit may match: as typed, or its concept, which the job's text names where the concept's
 * other names count (job-concepts.ts: a trade in the title, a place in the title or the location,
 * a qualifier in the title, location or company), or as a near spelling. A qualification (whole
 * words anywhere in the ad, its requirements too) and a job type (the job's type, or the words in
 * its title) are their concepts alone.
 */
function unitQuery(columns: SearchColumns, unit: QueryUnit, loose = false): SQL {
  if ((unit.kind === "qualification" || unit.kind === "type") && unit.concept) return namesConcept(columns, [unit.concept]);
  const typedQuery = () => anyOf(
    columns,
    [
      typedTerm(unit, loose ? "" : undefined),
      // Near spellings are words jobs have, whole: as prefixes, "car" for "carpentar" would find car drivers.
      ...unit.near.map((near) => ({ words: near.split(" "), weights: "ABC", prefix: false })),
    ],
    conceptsOf(unit, loose),
  );
  if (!unit.concept) return typedQuery();
  return loose ? (namedAnywhere(unit) ? namesConcept(columns, conceptsOf(unit, true)) : typedQuery()) : conceptQuery(columns, unit, typedQuery);
}

/**
 * Whether a unit typed as a name of the vocabulary, with no near spelling, is found anywhere in the
 * ad by its concepts alone (ADR 073): the job keeps the concept where its kind is looked for and its
 * mention (`mentioned:`) where the ad names it elsewhere, both found by every name of the concept,
 * the one typed among them; its words typed anywhere found no job more.
 */
const namedAnywhere = (unit: QueryUnit) => unit.concept !== undefined && unit.near.length === 0 && isNameKeptInTitles(unit.typed);

/**
 * A unit the vocabulary reads, as the concepts the job stores (ADR 067), where the word typed
 * anywhere was tested on each job the index returned: its own concepts where its kind is looked for
 * (a trade in the title; a place in the title or location; a qualifier in the title, location or
 * company) and the typed name's terms where the ad names it elsewhere (`named`, `namedInText`). One
 * look-up in the concepts' index. A misspelt word is in no job (search-words.ts): its reading's
 * concept stands for it; another near spelling than its reading ("electrision": electrical beside electrician) still
 * matches as a word. A typed form that is no name of the vocabulary (a case ending) is tested as before.
 */
function conceptQuery(columns: SearchColumns, unit: QueryUnit, typedQuery: () => SQL): SQL {
  const terms = conceptTerms(unit);
  if (!terms) return typedQuery();
  return anyOf(
    columns,
    terms.otherNear.map((near) => ({ words: near.split(" "), weights: "ABC", prefix: false })),
    terms.any,
  );
}

/**
 * The concepts `conceptQuery` finds a unit the vocabulary reads by, and the near spellings it
 * still matches as words beside them; undefined for a typed form that is no name of the vocabulary.
 */
function conceptTerms(unit: QueryUnit): { any: string[]; otherNear: string[] } | undefined {
  const own = conceptsOf(unit);
  const reading = unit.near.length > 0 ? unit.near[0]!.split(" ") : unit.typed;
  if (!isNameKeptInTitles(reading)) return undefined;
  return {
    // The word typed matched anywhere; a misspelt one's reading is the concept's own: as a near
    // spelling, whole, it matched little more ("accountant" is not the company's "Accountants").
    any: unit.kind === "qualifier" || unit.near.length > 0 ? own : [...own, named(reading.join(" ")), namedInText(reading.join(" "))],
    otherNear: unit.near.slice(1).filter((near) => near !== unit.near[0]),
  };
}

/**
 * A search of one unit as terms of the concepts alone (`WordSearch.terms`), when its condition
 * (`unitQuery`) and rank (`unitRank`) read nothing else: a qualification or a job type alone, or a
 * name of the vocabulary (its concept, and where the ad names it) with no other near spelling to
 * match as a word and no qualifier of a phrase to rank by; of two units, such a trade or place with
 * a qualification or a job type, as their pairs (`pairSearchOf`).
 */
function termSearchOf(units: QueryUnit[]): TermSearch | null {
  if (units.length === 2) return pairSearchOf(units);
  if (units.length !== 1) return null;
  const unit = units[0]!;
  if (!unit.concept) return null;
  if (unit.kind === "qualification" || unit.kind === "type") return { any: [unit.concept], ranks: [] };
  const terms = conceptTerms(unit);
  if (!terms || terms.otherNear.length > 0 || unit.boosts.length > 0) return null;
  // As `unitRank`: the name typed in the title (kept as a term), else the concept.
  if (unit.near.length === 0 && !isNameKeptInTitles(unit.typed)) return null;
  const ranks = [...(unit.near.length === 0 ? [{ term: keptInTitle(unit.typed.join(" ")), rank: 8 }] : []), { term: unit.concept, rank: 4 }];
  return { any: terms.any, ranks };
}

/**
 * What a job asks for or offers, asked for alone ("two wheeler job", "ladies job") and so looked for
 * anywhere (ADR 070), as terms: its concept and its mention, ranked as `unitRank` ranks it (ADR 073).
 */
function anywhereSearchOf(unit: QueryUnit): TermSearch | null {
  if (!namedAnywhere(unit) || unit.boosts.length > 0) return null;
  return { any: conceptsOf(unit, true), ranks: [{ term: keptInTitle(unit.typed.join(" ")), rank: 8 }, { term: unit.concept!, rank: 4 }] };
}

const isCondition = (unit: QueryUnit) => unit.kind === "qualification" || unit.kind === "type";

/**
 * A trade or place with one qualification or job type ("iti electrician", "part time tailor") as
 * terms: the name's own terms (`termSearchOf`), each paired with the condition (ADR 073). Every job
 * found meets the condition and ranks as the name ranks it, as on `search.jobs`.
 */
function pairSearchOf(units: QueryUnit[]): TermSearch | null {
  const condition = units.find(isCondition)?.concept;
  const name = units.find((unit) => !isCondition(unit));
  if (!condition || !name || (name.kind !== "trade" && name.kind !== "place")) return null;
  const alone = termSearchOf([name]);
  if (!alone) return null;
  return { any: alone.any.map((term) => paired(condition, term)), ranks: alone.ranks.map(({ term, rank }) => ({ term: paired(condition, term), rank })) };
}

const matches = (condition: SQL) => sql`(${condition})::int`;

/**
 * A unit's part of the rank: typed in the title; else its concept (the same trade's other names in
 * the title, read from the job's short list of concepts); else, for a unit with no concept, typed
 * anywhere (a mention in the text). A job found by a concept but neither way is one whose text
 * mentions the word, and comes after them: the long text of each job found is not tested again.
 */
function unitRank(columns: SearchColumns, unit: QueryUnit): SQL {
  // Every job found meets a qualification or a type alike.
  if (unit.kind === "qualification" || unit.kind === "type") return sql`0`;
  const typedInTitle = anyOf(columns, [typedTerm(unit, "A")]);
  if (!unit.concept) return sql`8 * ${matches(typedInTitle)} + 2 * ${matches(anyOf(columns, [typedTerm(unit, "")]))}`;
  // A name of the vocabulary typed is read from the job's concepts too (job-concepts.ts); a word
  // read as its near spelling is in no job's text at all.
  const inTitle = unit.near.length > 0 ? undefined : isNameKeptInTitles(unit.typed) ? sql`${keptInTitle(unit.typed.join(" "))} = any(${columns.concepts})` : typedInTitle;
  const parts = [sql`(case ${inTitle ? sql`when ${inTitle} then 8 ` : sql``}when ${unit.concept} = any(${columns.concepts}) then 4 else 0 end)`];
  // As much as a word beside the trade: a phrase's qualifier ranks like one typed on its own.
  if (unit.boosts.length > 0) parts.push(sql`8 * ${matches(anyOf(columns, unit.boosts.map((words) => ({ words, weights: "", prefix: true }))))}`);
  return sql.join(parts, sql` + `);
}

/** The search for the words of `text`, or null when it has none. */
export async function wordSearch(db: Database, text: string | undefined): Promise<WordSearch | null> {
  const [search] = await wordSearches(db, [text]);
  return search ?? null;
}

/**
 * The searches for several texts (each null when it has no words), with one look-up of near
 * spellings for all their words: how "Jobs for you" asks for each skill and past job at once.
 */
export async function wordSearches(db: Database, texts: readonly (string | undefined)[]): Promise<(WordSearch | null)[]> {
  const wordLists = texts.map(queryWords);
  const toCheck = [...new Set(wordLists.flatMap((words) => (words.length > 0 ? wordsToCheck(words) : [])))];
  const found = await findNearSpellings(db, toCheck);
  const searches = wordLists.map((words) => (words.length > 0 ? searchOf(words, found) : null));
  // Whether a job holds the near spellings of a word that could empty a search, asked only then (ADR 069).
  await lookUpHeld(db, searches.flatMap((search) => search?.unknownHeld ?? []));
  return searches;
}

/** The near spellings of `words` worth reading them as: only the nearest few of each. */
export function closeSpellings(words: string[], nearSpellings: ReadonlyMap<string, NearSpelling[]>): Map<string, string[]> {
  const near = new Map<string, string[]>();
  for (const [word, spellings] of nearSpellings) {
    if (!words.includes(word) || spellings.length === 0) continue;
    // Only the nearest few: "techer" is teacher (0.5), not technical (0.31).
    const floor = Math.max(nearSpellingSearched, spellings[0]!.similarity - 0.1);
    const close = spellings.filter((spelling) => spelling.similarity >= floor).map((spelling) => spelling.word);
    if (close.length > 0) near.set(word, close);
  }
  return near;
}

/**
 * The near spellings a unit is matched by, when it matches no job unless a job holds one of them, as
 * the near-spelling look-up found its word (`nearSpellings`, kept 30 s and forgotten when a job is
 * written here): a word the vocabulary does not read, that no job has as the start of a word (as
 * typed, matched anywhere as a prefix: a Kannada word is matched without its final vowel sign, which
 * the look-up does not test, so it is never known). Null for any other unit.
 */
function nearSpellingsToMatch(unit: QueryUnit, nearSpellings: ReadonlyMap<string, NearSpelling[]>): NearSpelling[] | null {
  if (unit.kind !== "word" || unit.concept !== undefined || unit.typed.length !== 1) return null;
  const typed = unit.typed[0]!;
  const spellings = nearSpellings.get(typed);
  if (!spellings || kannadaStem(typed) !== typed) return null;
  const matched = unit.near.map((near) => spellings.find((spelling) => spelling.word === near));
  return matched.every((spelling) => spelling !== undefined) ? matched : null;
}

function searchOf(words: string[], nearSpellings: ReadonlyMap<string, NearSpelling[]>): WordSearch & { unknownHeld: NearSpelling[] } {
  const found = new Map([...nearSpellings].filter(([word]) => words.includes(word)));
  const near = closeSpellings(words, found);
  const suggestion = [...found.values()].some((spellings) => spellings.length > 0) ? words.map((word) => found.get(word)?.[0]?.word ?? word).join(" ") : null;
  const read = readQuery(words, near);
  // Beside a trade, a place or a condition, a word no job has and no trade is near ("beku", "venu",
  // "please") blocks nothing, nor does the city's name. Without one, every word counts: a search
  // for a trade no job has finds nothing rather than every job, nor jobs with a number it holds.
  const meaningful = read.filter((unit) => !isTheCity(unit) && !(unit.kind === "word" && found.has(unit.typed[0]!) && unit.near.length === 0));
  const units = meaningful.some((unit) => unit.kind !== "word") ? meaningful : read;
  // What is wanted is the last trade named, every place, qualification and job type ("catering cook
  // in gokulam": a cook, in Gokulam); other words only rank, as a job in Kannada has no "catering" to
  // match. Without any of them, every word is wanted.
  const lastTrade = units.findLast((unit) => unit.kind === "trade");
  const required = units.filter((unit) => unit === lastTrade || unit.kind === "place" || unit.kind === "qualification" || unit.kind === "type");
  // Without them, the qualifiers are wanted, and other words beside them only rank, as beside a
  // trade ("hindi speaking job"). What a job asks for or offers ("night shift", "ladies job", "food
  // and stay") an ad mostly states in its text: it is then looked for anywhere, the ads that name it
  // in the title, location or company first; a workplace ("shop job") stays where the job is. With
  // no qualifier either, every word is wanted.
  const qualifiersAlone = required.length === 0 && units.some((unit) => unit.kind === "qualifier");
  if (required.length === 0) required.push(...units.filter((unit) => !qualifiersAlone || unit.kind === "qualifier"));
  const anywhere = (unit: QueryUnit) => qualifiersAlone && unit.concept !== undefined && statedInAds.has(unit.concept);
  const optional = units.filter((unit) => !required.includes(unit));
  const on = (columns: SearchColumns): WordConditions => ({
    where: sql.join(
      required.map((unit) => unitQuery(columns, unit, anywhere(unit))),
      sql` and `,
    ),
    rank: sql.join([...required.map((unit) => unitRank(columns, unit)), ...optional.map((unit) => sql`8 * ${matches(unitQuery(columns, unit, true))}`)], sql` + `),
  });
  const terms = required.length < units.length ? null : !units.some(anywhere) ? termSearchOf(units) : units.length === 1 ? anywhereSearchOf(units[0]!) : null;
  // "drilling": no job has it, and its near spelling ("drill", of the vocabulary's "drill master") no job has.
  const toMatch = required.map((unit) => nearSpellingsToMatch(unit, found)).filter((spellings) => spellings !== null);
  // Built when read: the job list reads only the narrow table's (ADR 064), alerts only the jobs'.
  let onJobs: WordConditions | undefined;
  let onSearched: WordConditions | undefined;
  return {
    get where() {
      return (onJobs ??= on(jobs)).where;
    },
    get rank() {
      return (onJobs ??= on(jobs)).rank;
    },
    get searched() {
      return (onSearched ??= on(searchedJobs));
    },
    suggestion,
    terms,
    get findsNothing() {
      return toMatch.some((spellings) => spellings.every((spelling) => spelling.held === false));
    },
    unknownHeld: toMatch.flat().filter((spelling) => spelling.held === undefined),
  };
}

const searchSettings = { cpu_operator_cost: "0.025", random_page_cost: "1.1", enable_seqscan: "off", enable_indexscan: "off", max_parallel_workers_per_gather: "0" };

/**
 * Runs a search's reads so that words are looked up in the text's GIN index. The planner costs a
 * tsvector match like `=` on a number: where one job in fifteen has a word it would rather test
 * every row (the table, or an index of the listed jobs, in order until it has enough), four to six
 * times slower at 100,000 jobs on either engine (ADR 038). For this transaction only, an operator
 * costs ten times the default, nearer to what these matches cost, rows are found through bitmaps of
 * indexes only, and in one process (a worker's start costs more than these reads). A page read at
 * random costs 1.1, not 4, as the jobs' blocks are in memory: of a job type and a trade ("part time
 * tailor"), the planner then also looks the trade up, where it read every part-time job (ADR 064).
 */
export function readWithWords<T>(db: Database, words: WordSearch | null, read: (db: Database) => Promise<T>): Promise<T> {
  if (!words) return read(db);
  return readWithWordIndexes(db, read);
}

/** `readWithWords` for a read whose conditions hold words: found through the indexes, as above. */
export function readWithWordIndexes<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  return readWithSettings(db, searchSettings, read);
}
