/**
 * Messages left unread: once a message has waited `unreadMailAfterMinutes` unread, one e-mail tells
 * its reader, and never more than one every `unreadMailEveryMinutes` per conversation and reader,
 * nor a second one about the same messages. A round claims the conversations to mail by moving their
 * reader's `…_mailed_at` in the same statement that picks them (instances side by side never mail one
 * twice: the second waits on the row, then finds it no longer due), and queues the news in that
 * transaction: the mail, and the SMS or WhatsApp message where the reader chose one
 * (notifications/notify.ts).
 */
import { sql } from "drizzle-orm";
import { sitePaths } from "@app/shared/site-paths";
import { unreadMailAfterMinutes, unreadMailEveryMinutes } from "@app/shared/conversations";
import type { Database } from "../../db/client.ts";
import type { AppDependencies } from "../../http/env.ts";
import { startMailRounds } from "../../mail/mail-rounds.ts";
import { changeAndNotify, type Notice } from "../../notifications/notify.ts";
import { messageNews } from "../../notifications/phone-texts.ts";
import { unreadMessagesMail } from "./conversation-mails.ts";

/** How often the server looks for messages left unread. */
export const unreadMailIntervalMs = 60_000;

type Deps = Pick<AppDependencies, "db" | "outbox" | "config" | "logger">;
type Reader = "candidate" | "employer";

interface Claimed {
  application_id: string;
  job_title: string;
  job_title_kn: string | null;
  reader_id: string;
  reader_name: string;
  reader_email: string;
  sender_name: string;
}

/**
 * Marks the conversations whose `reader` has a message waiting unread long enough, sent since they
 * were last mailed here, and last mailed (if ever) long enough ago; returns them with who to tell.
 * Closed conversations are left alone.
 */
async function claim(db: Database, reader: Reader): Promise<Claimed[]> {
  const mailedAt = sql.raw(reader === "candidate" ? "candidate_mailed_at" : "employer_mailed_at");
  // The reader's and the sender's accounts, and which messages are the sender's.
  const readerId = sql.raw(reader === "candidate" ? "a.candidate_id" : "j.employer_id");
  const senderId = sql.raw(reader === "candidate" ? "j.employer_id" : "a.candidate_id");
  const result = (await db.execute(sql`
    update conversations c set ${mailedAt} = now()
    from applications a
      join jobs j on j.id = a.job_id
      join "user" r on r.id = ${readerId}
      join "user" s on s.id = ${senderId}
    where a.id = c.application_id
      and c.closed_at is null
      and (c.${mailedAt} is null or c.${mailedAt} <= now() - make_interval(mins => ${unreadMailEveryMinutes}))
      and exists (
        select 1 from conversation_messages m
        where m.application_id = c.application_id
          and m.sender_id = ${senderId}
          and m.read_at is null
          and m.created_at <= now() - make_interval(mins => ${unreadMailAfterMinutes})
          and m.created_at > coalesce(c.${mailedAt}, '-infinity'::timestamptz)
      )
    returning c.application_id, a.job_title, a.job_title_kn, r.id as reader_id, r.name as reader_name, r.email as reader_email, s.name as sender_name`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

/** Queues the mails due now, in the transaction that marks their conversations mailed; the number queued. */
export async function sendUnreadMessageMails(deps: Deps): Promise<number> {
  const mails = await changeAndNotify(
    deps,
    async (tx) => {
      const [candidates, employers] = [await claim(tx, "candidate"), await claim(tx, "employer")];
      const notice = (row: Claimed, path: string): Notice => ({
        userId: row.reader_id,
        kind: "messages",
        mail: unreadMessagesMail({
          siteName: deps.config.site.name,
          publicUrl: deps.config.publicUrl,
          to: row.reader_email,
          readerName: row.reader_name,
          senderName: row.sender_name,
          jobTitle: row.job_title,
          path,
        }),
        phone: messageNews(deps.config.publicUrl, { title: row.job_title, titleKn: row.job_title_kn }, row.sender_name),
      });
      return [...candidates.map((row) => notice(row, sitePaths.candidateProfile)), ...employers.map((row) => notice(row, sitePaths.employerDashboard))];
    },
    (queued) => queued,
  );
  return mails.length;
}

/** Looks every `unreadMailIntervalMs`; the returned function stops it and resolves once a look under way has ended. */
export function startUnreadMessageMails(deps: Deps): () => Promise<void> {
  return startMailRounds({ logger: deps.logger, name: "unread message mails", run: () => sendUnreadMessageMails(deps), firstAfterMs: unreadMailIntervalMs, everyMs: unreadMailIntervalMs });
}
