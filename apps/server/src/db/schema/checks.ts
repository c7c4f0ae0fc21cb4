import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `column in ('a', 'b')` for a check constraint; the values are this code's own constants, never input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

/**
 * `column` is `length` characters, each one of `characters`, for a check constraint: what
 * `column ~ '^[…]{length}$'` said (null passes, as there), without a regular expression, which
 * PostgreSQL reports as an invalid expression (2201B), not as a lost connection, when the connection
 * is terminated while it compiles one, so a write answered 500 in place of 503 (migration 0050).
 * `characters` are this code's own constants, never input.
 */
export function madeOf(column: AnyPgColumn, length: number, characters: string): SQL {
  return sql`length(${column}) = ${sql.raw(String(length))} and ltrim(${column}, '${sql.raw(characters)}') = ''`;
}
