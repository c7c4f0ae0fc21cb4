/**
 * Counts visitors for the admin dashboard. A visitor is one `nj_vid` cookie (http/visitor.ts);
 * the table keeps its id, when it was first and last seen, and whether its address was in the local
 * region when first seen — never the address. Bots (by user agent) are not counted, and the admin's
 * own browser is taken out of the count.
 *
 * A visitor is written at most once a minute per server (an in-memory note of recent ones), and
 * geolocated only when first seen. The write runs beside the request, never delaying it.
 */
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { visitors } from "../db/schema/index.ts";
import type { Geolocator } from "./geolocation.ts";

/** A visitor's `last_seen_at` is refreshed at most this often: the real-time window is 5 minutes. */
const refreshMs = 60_000;

export interface VisitorSighting {
  visitorId: string;
  address: string;
  userAgent: string | undefined;
  isAdmin: boolean;
}

export interface VisitorCounter {
  record(sighting: VisitorSighting): void;
  /** Resolves once every write started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createVisitorCounter({ db, geo, logger }: { db: Database; geo: Geolocator; logger: Logger }): VisitorCounter {
  const recent = new LRUCache<string, true>({ max: 20_000, ttl: refreshMs });
  const pending = new Set<Promise<void>>();

  async function write({ visitorId, address, isAdmin }: VisitorSighting) {
    if (isAdmin) {
      await db.delete(visitors).where(eq(visitors.id, visitorId));
      return;
    }
    const [seen] = await db
      .update(visitors)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(visitors.id, visitorId))
      .returning({ id: visitors.id });
    if (seen) return;
    const localArea = await geo.isLocal(address);
    await db
      .insert(visitors)
      .values({ id: visitorId, localArea })
      .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`now()` } });
  }

  return {
    record(sighting) {
      if (!sighting.userAgent || isbot(sighting.userAgent)) return;
      const key = `${sighting.isAdmin ? "admin" : "visitor"}:${sighting.visitorId}`;
      if (recent.has(key)) return;
      recent.set(key, true);
      const task = write(sighting).catch((error: unknown) => {
        recent.delete(key);
        logger.warn({ err: error }, "could not count a visitor");
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}
