/**
 * The mailer without SMTP: each mail an .eml file in the outbox folder, which a developer (and the
 * suites) read in the order of their names.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../http/logger.ts";
import { createMailer } from "./mailer.ts";

const outboxDir = mkdtempSync(path.join(os.tmpdir(), "nj-mailer-"));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe("the outbox folder", () => {
  it("names the files so that they sort in the order the mails were sent, many in one millisecond too", async () => {
    const mailer = createMailer({ from: "Test <no-reply@localhost>", outboxDir, logger: createLogger("silent") });
    const subjects = Array.from({ length: 40 }, (_, index) => `Letter ${index + 1}`);
    // One after the other, as the outbox sends without SMTP (one at a time).
    for (const subject of subjects) await mailer.send({ to: "asha@example.com", subject, text: subject });

    const files = readdirSync(outboxDir).filter((file) => file.endsWith(".eml")).sort();
    const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(outboxDir, file)))));
    expect(parsed.map((mail) => mail.subject)).toEqual(subjects);
  });
});
