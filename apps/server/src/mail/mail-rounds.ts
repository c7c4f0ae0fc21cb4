/**
 * The timer of a round that queues mail on its own (renewal reminders, interview reminders, unread
 * messages), or removes what ran out (expired codes and links): a first look after `firstAfterMs`,
 * then one every `everyMs`, never two at once on an instance (a look still under way when the next
 * is due lets it pass). Each round claims its rows in the transaction that queues their mails, so
 * instances side by side never send one twice.
 */
import type { Logger } from "pino";

interface MailRoundOptions {
  logger: Logger;
  /** What the log says: "renewal reminders" → "renewal reminders queued" / "… failed". */
  name: string;
  /** One look; the number of mails (or things) queued, or removed. */
  run: () => Promise<number>;
  /** What the log says was done with them: "queued" unless told. */
  done?: "queued" | "removed";
  firstAfterMs: number;
  everyMs: number;
}

/** Starts the round; the returned function stops it and resolves once a look under way has ended. */
export function startMailRounds({ logger, name, done = "queued", run, firstAfterMs, everyMs }: MailRoundOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = run()
      .then(
        (count) => void (count > 0 && logger.info({ [done]: count }, `${name} ${done}`)),
        (error: unknown) => logger.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, firstAfterMs);
  const every = setInterval(look, everyMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
