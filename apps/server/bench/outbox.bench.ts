/**
 * Part of `npm run bench` (called from jobs.bench.ts on each database): the mail outbox (issue 30).
 * Queues BENCH_MAILS mails (50,000) the way a job matching that many alerts would, in statements of
 * 1,000, then delivers them all to a local SMTP server (smtp-server, counting only) and prints the
 * time to queue and the mails per second delivered.
 */
import { count, isNull } from "drizzle-orm";
import { mailOutbox } from "../src/db/schema/index.ts";
import type { AppDependencies } from "../src/http/env.ts";
import { createLogger } from "../src/http/logger.ts";
import { createMailer } from "../src/mail/mailer.ts";
import { createMailOutbox, queueMail } from "../src/mail/outbox.ts";
import { startTestSmtpServer } from "../src/test/test-smtp-server.ts";

const mailCount = Number(process.env.BENCH_MAILS ?? 50_000);
const perStatement = 1000;

export async function measureOutbox(deps: Pick<AppDependencies, "db">) {
  const smtp = await startTestSmtpServer({ keep: false });
  const logger = createLogger("silent");
  try {
    const queueStarted = performance.now();
    for (let start = 0; start < mailCount; start += perStatement) {
      const size = Math.min(perStatement, mailCount - start);
      await queueMail(
        deps.db,
        Array.from({ length: size }, (_, offset) => ({
          to: `seeker-${start + offset}@bench.example.com`,
          subject: "New job for your alert: Driver in Hebbal",
          text: `A new job matches your alert.\n\nDriver, Hebbal: https://jobs.example.com/jobs/${start + offset}\n\nStop these mails: https://jobs.example.com/alerts/unsubscribe?token=${start + offset}`,
        })),
      );
    }
    const queueSeconds = (performance.now() - queueStarted) / 1000;

    const mailer = createMailer({ smtpUrl: smtp.url, from: "Bench <no-reply@localhost>", outboxDir: "/nonexistent", logger });
    const outbox = createMailOutbox({ db: deps.db, mailer, logger, messageIdDomain: "localhost" });
    const deliverStarted = performance.now();
    const delivered = await outbox.deliverDue();
    const deliverSeconds = (performance.now() - deliverStarted) / 1000;
    const [left] = await deps.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    console.log(
      `\n  mail outbox: ${mailCount.toLocaleString("en-IN")} mails queued in ${queueSeconds.toFixed(1)} s (${Math.round(mailCount / queueSeconds).toLocaleString("en-IN")}/s); ` +
        `delivered ${delivered.toLocaleString("en-IN")} to a local SMTP server in ${deliverSeconds.toFixed(1)} s: ${Math.round(delivered / deliverSeconds)} mails/s ` +
        `(the server counted ${smtp.count.toLocaleString("en-IN")}; ${left?.n ?? 0} left unsent)`,
    );
    await deps.db.delete(mailOutbox);
  } finally {
    await smtp.stop();
  }
}
