/** sharedRead: identical reads in flight together are asked once; nothing outlives the flight. */
import { describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { sharedRead } from "./shared-reads.ts";

/** A read that counts its calls and answers when told to. */
function controlledRead() {
  const calls: { args: unknown[]; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = sharedRead(
    (_db: Database, ...args: [string, number]) =>
      new Promise<string>((answer, fail) => calls.push({ args, answer, fail })),
  );
  return { read, calls };
}

/** Lets the event loop finish its turn: the shared reads start their query then. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const databaseA = {} as Database;
const databaseB = {} as Database;

describe("sharedRead", () => {
  it("gives reads that arrive while the same one runs its answer, and asks again once it is answered", async () => {
    const { read, calls } = controlledRead();
    const first = read(databaseA, "developer", 1);
    const second = read(databaseA, "developer", 1);
    await nextTurn();
    expect(calls).toHaveLength(1);
    const third = read(databaseA, "developer", 1);
    calls[0]!.answer("rows");
    await expect(Promise.all([first, second, third])).resolves.toEqual(["rows", "rows", "rows"]);
    expect(calls).toHaveLength(1);

    const later = read(databaseA, "developer", 1);
    await nextTurn();
    expect(calls).toHaveLength(2);
    calls[1]!.answer("fresh rows");
    await expect(later).resolves.toBe("fresh rows");
  });

  it("asks separately for other arguments and for another database", async () => {
    const { read, calls } = controlledRead();
    void read(databaseA, "developer", 1);
    void read(databaseA, "developer", 2);
    void read(databaseA, "driver", 1);
    void read(databaseB, "developer", 1);
    await nextTurn();
    expect(calls.map((call) => call.args)).toEqual([["developer", 1], ["developer", 2], ["driver", 1], ["developer", 1]]);
  });

  it("fails every read that shared a failed one, and the next read tries again", async () => {
    const { read, calls } = controlledRead();
    const first = read(databaseA, "developer", 1);
    const second = read(databaseA, "developer", 1);
    await nextTurn();
    calls[0]!.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await expect(second).rejects.toThrow("connection lost");
    const retry = read(databaseA, "developer", 1);
    await nextTurn();
    expect(calls).toHaveLength(2);
    calls[1]!.answer("rows");
    await expect(retry).resolves.toBe("rows");
  });

  it("shares a read that answers at once (the embedded database on this thread) among the reads of one turn", async () => {
    let queries = 0;
    const read = sharedRead(async (_db: Database, word: string) => {
      queries += 1;
      return `rows for ${word}`;
    });
    // Fifty requests read from their sockets in one turn: each callback runs, and its promises settle, before the next.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => new Promise<string>((resolve, reject) => setImmediate(() => read(databaseA, "developer").then(resolve, reject)))),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, () => "rows for developer"));
    expect(queries).toBe(1);
    await read(databaseA, "developer");
    expect(queries).toBe(2);
  });
});
