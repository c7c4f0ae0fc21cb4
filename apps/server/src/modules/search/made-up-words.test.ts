/**
 * The words tests make up to find their own jobs (`uniqueWord`, @app/shared/factories) are never
 * read by the search as misspellings of one another. A word no job has is searched by its near
 * spellings among every word of every job ever saved (search-words.ts): in CI, a test that searched
 * its word before its job was posted was shown another test's job, whose word was "wbc8b2747" to its
 * "wbc80e0b4" (trigram similarity 0.25, and the same Double Metaphone code from their letters, PKP,
 * 0.2 more: 0.45, the least that is searched). Checked with the database's own Double Metaphone and
 * with the near-spelling look-up itself, on each database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import type { DatabaseHandle } from "../../db/client.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { closeSpellings } from "./job-search.ts";
import { findNearSpellings } from "./search-words.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Adds words to those near spellings are drawn from, as a job's title would. */
async function storeWords(words: string[]) {
  await handle.db.execute(sql`insert into search.words (word) select word from unnest(${sql.param(words)}::text[]) as t(word) on conflict do nothing`);
}

it("gives a made-up word no sound that the near-spelling look-up compares", async () => {
  // Its bonus needs a Double Metaphone code of three sounds or more: of eight hex digits, most had one.
  const words = Array.from({ length: 1000 }, () => uniqueWord());
  const result = (await handle.db.execute(
    sql`select word, dmetaphone(word) as sound from unnest(${sql.param(words)}::text[]) as t(word) where length(dmetaphone(word)) >= 3`,
  )) as unknown as { rows: { word: string; sound: string }[] };
  expect(result.rows.map(({ word, sound }) => `${word} sounds ${sound}`)).toEqual([]);
});

it("reads no made-up word as a near spelling of another", async () => {
  // 8,000 words other tests' jobs hold, and 50 searched that no job has: 400,000 pairs, of which
  // the eight-hex-digit words of before read about 6 in a million so (this would fail about 9 runs in
  // 10 with them), and these about one in 10^11. Each word searched is compared with the vocabulary's
  // 2,400 too. Each is a scan of the words, some 0.15 s on PGlite, more on a busy machine: 90 s allowed.
  const stored = Array.from({ length: 8000 }, () => uniqueWord());
  await storeWords(stored);
  const typed = Array.from({ length: 50 }, () => uniqueWord());
  const read = closeSpellings(typed, await findNearSpellings(handle.db, typed));
  const madeUp = new Set(stored);
  const misread = [...read].flatMap(([word, spellings]) => spellings.filter((spelling) => madeUp.has(spelling)).map((spelling) => `${word} as ${spelling}`));
  expect(misread).toEqual([]);
}, 90_000);

it("still reads a made-up word typed with two letters more as that word", async () => {
  // As sentence-search.routes.test.ts relies on; and so the look-up above would find one near enough.
  const word = uniqueWord();
  await storeWords([word]);
  const typo = `${word}xy`;
  expect(closeSpellings([typo], await findNearSpellings(handle.db, [typo])).get(typo)).toEqual([word]);
});
