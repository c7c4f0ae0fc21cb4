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

const databaseA = {} as Database;
const databaseB = {} as Database;

describe("sharedRead", () => {
  it("gives reads that arrive while the same one runs its answer, and asks again once it is answered", async () => {
    const { read, calls } = controlledRead();
    const first = read(databaseA, "developer", 1);
    const second = read(databaseA, "developer", 1);
    expect(calls).toHaveLength(1);
    calls[0]!.answer("rows");
    await expect(Promise.all([first, second])).resolves.toEqual(["rows", "rows"]);

    const later = read(databaseA, "developer", 1);
    expect(calls).toHaveLength(2);
    calls[1]!.answer("fresh rows");
    await expect(later).resolves.toBe("fresh rows");
  });

  it("asks separately for other arguments and for another database", () => {
    const { read, calls } = controlledRead();
    void read(databaseA, "developer", 1);
    void read(databaseA, "developer", 2);
    void read(databaseA, "driver", 1);
    void read(databaseB, "developer", 1);
    expect(calls.map((call) => call.args)).toEqual([["developer", 1], ["developer", 2], ["driver", 1], ["developer", 1]]);
  });

  it("fails every read that shared a failed one, and the next read tries again", async () => {
    const { read, calls } = controlledRead();
    const first = read(databaseA, "developer", 1);
    const second = read(databaseA, "developer", 1);
    calls[0]!.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await expect(second).rejects.toThrow("connection lost");
    const retry = read(databaseA, "developer", 1);
    expect(calls).toHaveLength(2);
    calls[1]!.answer("rows");
    await expect(retry).resolves.toBe("rows");
  });
});
