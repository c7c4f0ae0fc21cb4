/**
 * A real SMTP server for tests (smtp-server from npm) on a free loopback port: it keeps every
 * message it accepted, parsed, and can be stopped and started again on the same port, the way a
 * mail server goes down for a while. Recipients matching `refuse` are answered 550 (no such mailbox).
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string | undefined;
  to: string[];
  subject: string | undefined;
  text: string | undefined;
  headers: ParsedMail["headers"];
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages accepted, kept or not. */
  readonly count: number;
  stop(): Promise<void>;
  /** Starts again on the same port (nothing when it runs). */
  start(): Promise<void>;
}

/** `keep: false` only counts the messages (a bench's tens of thousands), without parsing or keeping them. */
export async function startTestSmtpServer(options: { refuse?: RegExp; keep?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let count = 0;
  let server: SMTPServer | null = null;
  let port = 0;

  async function start() {
    if (server) return;
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Idle connections (the sender keeps a pool) are cut soon after a stop, not after 30 s.
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.test(address.address)) {
          callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        if (options.keep === false) {
          stream.on("end", () => {
            count += 1;
            callback();
          });
          stream.resume();
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) => list.value.map((entry) => entry.address ?? ""));
            received.push({ messageId: mail.messageId, to, subject: mail.subject, text: mail.text, headers: mail.headers });
            count += 1;
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    // A client reset mid-session is the sender's business, not the test's.
    instance.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      instance.once("error", reject);
      instance.listen(port, "127.0.0.1", () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running) return;
    // Open connections (the sender's pool) are cut, as when a mail server goes away.
    await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get count() {
      return count;
    },
    stop,
    start,
  };
}
