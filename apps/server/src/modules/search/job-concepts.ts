/**
 * The concepts a job's text names, found once when the job is written (issue 51): its trades,
 * places, workplaces and other qualifiers, the qualifications it asks for and its job type, from
 * the same vocabulary a query is read through (query.ts). A job keeps them in `jobs.concepts`, so a
 * search for "chef" asks for the one term trade:cook instead of testing every name of the trade
 * (ಅಡುಗೆಯವರು, adige, cook…) on every job. Each kind is found where a query's widened names matched
 * before (ADR 038, 052): a trade in the title, a place in the title or the location, a qualifier in
 * the title, location or company, a qualification as whole words anywhere in the ad (its
 * requirements too), a job type in the job's type or its title. Pure.
 */
import { createHash } from "node:crypto";
import type { JobType } from "@app/shared/constants";
import { concepts, jobTypeWords, qualifications, qualifiers } from "./vocabulary.ts";
import { placeNames, places } from "./places.ts";
import { conceptId, joinedWordsOf, kannadaStem, namesOf, otherWordsStartingWith, type UnitKind } from "./query.ts";

/** The job's text as its row holds it. */
export interface JobText {
  title: string;
  titleKn?: string | null;
  location: string;
  company: string;
  description: string;
  descriptionKn?: string | null;
  requirements?: string | null;
  responsibilities?: string | null;
  jobType: JobType;
}

/** The fields of the ad a kind of concept is looked for in. */
type Field = "title" | "location" | "company" | "text";

const allFields: Field[] = ["title", "location", "company", "text"];

/**
 * A concept the ad names only outside its own fields (a caterer's name in the company, a trade
 * in the description): it only ranks, where a query's other words match anywhere (job-search.ts).
 */
export const mentioned = (concept: string) => `mentioned:${concept}`;

const fieldsOf: Record<Exclude<UnitKind, "word">, Field[]> = {
  trade: ["title"],
  place: ["title", "location"],
  qualifier: ["title", "location", "company"],
  qualification: ["title", "location", "company", "text"],
  type: ["title"],
};

const isKannada = (word: string) => /[\u0C80-\u0CFF]/u.test(word);

/**
 * A name of a concept, as it matches a job's words: each word a prefix (as a query's tsquery
 * `word:*` matched: "driver" finds "drivers"), a Kannada word without its final vowel sign so that
 * its case forms match; a qualification's or a job type's English words whole.
 */
interface Name {
  concept: string;
  /** The name as written, its words joined with spaces: "car driver". */
  text: string;
  words: string[];
  prefix: boolean;
  /** Longer vocabulary words the one word's prefix must not find: "nurse" is not "nursery". */
  except: string[];
}

/**
 * The names by the first characters they must start with (their first word, or its stem), per
 * field: those of the concepts looked for there, and, for a mention, every other trade's, place's
 * and qualifier's.
 */
const namesByField = new Map<Field, Map<string, Name[]>>();
const mentionsByField = new Map<Field, Map<string, Name[]>>();

function addName(byField: Map<Field, Map<string, Name[]>>, field: Field, name: Name) {
  let byStart = byField.get(field);
  if (!byStart) byField.set(field, (byStart = new Map()));
  const first = name.words[0]!;
  const list = byStart.get(first) ?? [];
  list.push(name);
  byStart.set(first, list);
}

/**
 * A name of a trade, place or qualifier in the job's title, as written in the vocabulary
 * ("title:driver" for "Drivers"): a search ranks a job whose title has the word typed first, and
 * reads it here rather than in the title's text (job-search.ts).
 */
export const inTitle = (name: string) => `title:${name}`;

/**
 * A name of a trade, place or qualifier outside the fields its concept is looked for in: in the
 * location or company ("named:driver"), or in the description and requirements ("text:driver").
 * Where a query's word typed anywhere matched (and a near spelling in the title, location or
 * company), so that a search for a name of the vocabulary is a look-up of concepts alone, with no
 * text tested on each job (ADR 067).
 */
export const named = (name: string) => `named:${name}`;
export const namedInText = (name: string) => `text:${name}`;

/**
 * A condition a job meets paired with a name it has, as one term of `search.terms` (ADR 073):
 * "qualification:iti&trade:electrician". Written by the terms' trigger (migration 0045) for each of
 * the job's concepts of `pairedConditions` with each of its concepts of `pairedNames`, so that a
 * search for a trade or place with a qualification or a job type ("iti electrician", "part time
 * tailor") reads one term in date order, as a search for the name alone does (ADR 068).
 */
export const paired = (condition: string, term: string) => `${condition}&${term}`;

/** The kinds of concept a pair's condition is of, and those of the names it is paired with (as the trigger has them). */
export const pairedConditions = ["qualification", "type"] as const;
export const pairedNames = ["trade", "place", "title", "named", "text"] as const;

/** The names whose `inTitle` a job keeps. */
const namesInTitles = new Set<string>();

/** Whether a job keeps `inTitle` of these words: they are a name of a trade, place or qualifier. */
export const isNameKeptInTitles = (words: string[]) => namesInTitles.has(words.join(" "));

function addConcept(kind: Exclude<UnitKind, "word">, id: string, names: string[], abbreviations: readonly string[] = []) {
  for (const text of names) {
    // Kannada words whole where a joiner only chose how they are drawn, in the names and the ad alike.
    const words = joinedWordsOf(text);
    if (words.length === 0) continue;
    // A trade's abbreviation ("mr") is the whole word in the title, never a mention elsewhere.
    const abbreviation = abbreviations.includes(text);
    // A qualification or a job type is whole words ("iti" is not "itinerary", "intern" not
    // "international"), but a Kannada one takes case endings (ಪದವಿಯ, ಐಟಿಐನಲ್ಲಿ).
    const prefix = !abbreviation && ((kind !== "qualification" && kind !== "type") || words.some(isKannada));
    const name: Name = {
      concept: conceptId(kind, id),
      text: words.join(" "),
      words: prefix ? words.map(kannadaStem) : words,
      prefix,
      except: prefix && words.length === 1 ? otherWordsStartingWith(words[0]!) : [],
    };
    if (kind === "trade" || kind === "qualifier" || kind === "place") namesInTitles.add(name.text);
    for (const field of allFields) {
      if (fieldsOf[kind].includes(field)) addName(namesByField, field, name);
      else if (!abbreviation && (kind === "trade" || kind === "qualifier" || kind === "place")) addName(mentionsByField, field, { ...name, concept: mentioned(name.concept) });
    }
  }
}

for (const concept of concepts) addConcept("trade", concept.name, namesOf(concept), concept.abbreviations);
for (const place of places) addConcept("place", place.name, placeNames(place));
for (const qualifier of qualifiers) addConcept("qualifier", qualifier.name, namesOf(qualifier));
for (const qualification of qualifications) addConcept("qualification", qualification.name, namesOf(qualification));
for (const words of jobTypeWords) addConcept("type", words.name, namesOf(words));

/**
 * What the concepts were found with: the vocabulary and the places, and this file's rules. A job
 * stores it beside its concepts; when it differs (a changed vocabulary), the job's concepts are
 * found again at start (refresh-job-concepts.ts).
 */
export const conceptsVersion = createHash("sha256")
  .update(JSON.stringify({ rules: 5, concepts, places, qualifiers, qualifications, jobTypeWords }))
  .digest("hex")
  .slice(0, 16);

const isMention = (name: Name) => name.concept.startsWith("mentioned:");

function wordMatches(word: string, nameWord: string, name: Name): boolean {
  if (!name.prefix) return word === nameWord;
  return word.startsWith(nameWord) && !name.except.some((other) => word.startsWith(other));
}

/** The concepts whose names of `byStart` occur in `words`. */
function conceptsIn(words: string[], field: Field, byStart: Map<string, Name[]> | undefined, found: Set<string>) {
  if (!byStart) return;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    // Every name whose first word (or its stem) starts this word: a prefix of it, or the word itself.
    for (let length = 1; length <= word.length; length += 1) {
      for (const name of byStart.get(word.slice(0, length)) ?? []) {
        if (!name.prefix && length !== word.length) continue;
        if (!name.words.every((nameWord, offset) => index + offset < words.length && wordMatches(words[index + offset]!, nameWord, name))) continue;
        found.add(name.concept);
        if (field === "title" && namesInTitles.has(name.text)) found.add(inTitle(name.text));
        else if (field !== "title" && isMention(name)) found.add(field === "text" ? namedInText(name.text) : named(name.text));
      }
    }
  }
}

/**
 * The concepts a job's text names, sorted; a job type's concept also from the job's own type, and
 * a trade, place or qualifier named elsewhere in the ad as its mention.
 */
export function jobConcepts(job: JobText): string[] {
  const texts: Record<Field, string[]> = {
    title: [job.title, job.titleKn ?? ""],
    location: [job.location],
    company: [job.company],
    text: [job.description, job.descriptionKn ?? "", job.requirements ?? "", job.responsibilities ?? ""],
  };
  const found = new Set<string>();
  for (const field of Object.keys(texts) as Field[]) {
    for (const text of texts[field]) {
      const words = joinedWordsOf(text);
      conceptsIn(words, field, namesByField.get(field), found);
      conceptsIn(words, field, mentionsByField.get(field), found);
    }
  }
  for (const concept of found) if (found.has(mentioned(concept))) found.delete(mentioned(concept));
  const type = jobTypeWords.find((words) => words.type === job.jobType);
  if (type) found.add(conceptId("type", type.name));
  return [...found].sort();
}

/** The row's columns for its concepts: the concepts and what they were found with. */
export function conceptColumns(job: JobText): { concepts: string[]; conceptsVersion: string } {
  return { concepts: jobConcepts(job), conceptsVersion };
}
