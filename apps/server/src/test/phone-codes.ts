/** The one-time codes a test reads as their reader would, and the 30 s between two codes let pass. */
import { and, desc, eq, like, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client.ts";
import { phoneOutbox, rateLimits } from "../db/schema/index.ts";

/** The code in the newest code SMS queued for `number`. */
export async function codeSentTo(db: Database, number: string): Promise<string> {
  const [newest] = await db
    .select()
    .from(phoneOutbox)
    .where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "code")))
    .orderBy(desc(phoneOutbox.id))
    .limit(1);
  const code = newest?.text.match(/\d{6}/)?.[0];
  if (!code) return expect.fail(`no code SMS to ${number}`);
  return code;
}

/** Lets the 30 s between two codes for one number pass, for every number. */
export async function letCodeGapPass(db: Database): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '31 seconds'` })
    .where(like(rateLimits.key, "phone-code-gap:%"));
}
