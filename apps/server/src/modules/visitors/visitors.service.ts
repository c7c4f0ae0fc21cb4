/** The dashboard's visitor cards: real-time, total and local-area distinct visitors. */
import { count, gt, sql } from "drizzle-orm";
import { realtimeVisitorWindowMinutes, type VisitorCounts } from "@app/shared/admin";
import type { Database } from "../../db/client.ts";
import { visitors } from "../../db/schema/index.ts";
import type { Geolocator } from "../../analytics/geolocation.ts";

export async function countVisitors(db: Database, geo: Geolocator): Promise<VisitorCounts> {
  const [row] = await db
    .select({
      total: count(),
      realtime: count(sql`case when ${gt(visitors.lastSeenAt, sql`now() - make_interval(mins => ${realtimeVisitorWindowMinutes})`)} then 1 end`),
      localArea: count(sql`case when ${visitors.localArea} then 1 end`),
    })
    .from(visitors);
  return {
    realtime: row?.realtime ?? 0,
    total: row?.total ?? 0,
    localArea: geo.status() === "unavailable" ? null : (row?.localArea ?? 0),
    region: geo.region,
  };
}
