/**
 * A lost connection (a restarted or failed-over server, a terminated backend) costs a read nothing:
 * a query sent through the pool itself, outside a transaction, that only reads is sent once more
 * on a fresh connection. Writes are never sent twice (the first may have been committed), and a
 * transaction holds one connection from BEGIN to COMMIT, so neither goes through here.
 */
import type pg from "pg";
import { isConnectionLost } from "./errors.ts";

/** A plain SELECT: the reads the app sends (a data-modifying WITH is never read-only). */
export function isReadOnlyQuery(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\b(insert|update|delete|for\s+update|for\s+share)\b/i.test(text);
}

function queryText(first: unknown): string {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && "text" in first && typeof first.text === "string") return first.text;
  return "";
}

export const retryDelayMs = 20;

export function retryReadsOnLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  // The promise form only (a callback is never passed by Drizzle).
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (!isConnectionLost(error) || !isReadOnlyQuery(queryText(args[0]))) throw error;
      // The other idle connections went down with this one (a server restart, a terminated
      // database): a moment lets the pool hear of it and drop them, so the retry gets a live one.
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return query(...args);
    }
  };
}
