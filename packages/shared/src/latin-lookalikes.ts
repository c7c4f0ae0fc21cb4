/**
 * Letters of other scripts that pass for Latin ones (Cyrillic "fее", Greek "Ο", Cherokee "Ꭰ"), for the
 * scam checks (text-for-checks.ts): from the Unicode confusables table as the `unhomoglyph` package
 * keeps it (nodeca; generated from Unicode's confusables.txt). Only letters that are neither Latin
 * nor Kannada and stand for plain Latin letters are taken: the table also maps 0 to O, 1 to l and one
 * Indian script's digits to another's, which would break the numbers the checks look for.
 *
 * The server's only (job-row.ts, the review queue): the table would cost the employer's page 28 KB
 * for a warning the server gives anyway when it holds the job.
 */
import confusables from "unhomoglyph/data.json" with { type: "json" };
import type { Lookalike } from "./text-for-checks.ts";

const table = new Map(
  Object.entries(confusables as Record<string, string>).filter(
    ([from, to]) =>
      [...from].length === 1 && /^\p{L}$/u.test(from) && !/\p{Script=Latin}|\p{Script=Kannada}/u.test(from) && /^[a-z]+$/i.test(to),
  ),
);

export const latinLookalike: Lookalike = (character) => table.get(character);
