/**
 * db/data-dir-lock.ts: one process holds the lock; a live owner is refused, a gone one (dead pid,
 * reused pid, stale lock from another machine) is taken over at once, and of several processes
 * taking over the same lock at the same moment exactly one wins. Other processes are real ones.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { acquireLock, LockHeldError, type HeldLock, type LockOwner } from "./data-dir-lock.ts";
import { testDatabaseKind } from "../test/test-database.ts";

const lockModule = pathToFileURL(path.join(import.meta.dirname, "data-dir-lock.ts")).href;

/** A process that takes and releases the lock when told on stdin, and answers one line each time. */
const lockProcessScript = `
import { createInterface } from "node:readline";
const { acquireLock, LockHeldError } = await import(${JSON.stringify(lockModule)});
let lock;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, target] = [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)];
  if (command === "acquire") {
    try {
      lock = await acquireLock(target);
      console.log("won");
    } catch (error) {
      console.log(error instanceof LockHeldError ? "held " + error.owner?.pid : "error " + error.message);
    }
  } else {
    await lock?.release();
    lock = undefined;
    console.log("released");
  }
}
`;

interface LockProcess {
  pid: number;
  child: ChildProcess;
  exited: Promise<void>;
  /** Sends `acquire <path>` or `release`; resolves with the answer ("won", "held <pid>", "released"). */
  ask(command: string): Promise<string>;
}

const lockProcesses: LockProcess[] = [];

function startLockProcess(): LockProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", lockProcessScript], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const answers: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => answers.shift()?.(line));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const ask = (command: string) =>
    new Promise<string>((resolve) => {
      answers.push(resolve);
      child.stdin.write(`${command}\n`);
    });
  const lockProcess = { pid: child.pid!, child, exited, ask };
  lockProcesses.push(lockProcess);
  return lockProcess;
}

/** The pid of a process that has run and exited. */
function deadPid() {
  return spawnSync(process.execPath, ["-e", ""]).pid;
}

function writeLock(lockPath: string, owner: Partial<LockOwner>) {
  mkdirSync(lockPath);
  const fullOwner = { hostname: os.hostname(), startedAt: new Date().toISOString(), ...owner };
  writeFileSync(path.join(lockPath, "owner.json"), JSON.stringify(fullOwner));
}

const ownerOf = (lockPath: string) => JSON.parse(readFileSync(path.join(lockPath, "owner.json"), "utf8")) as LockOwner;

describe.runIf(testDatabaseKind() === "pglite")("acquireLock", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "nj-data-dir-lock-"));
  let count = 0;
  const held: HeldLock[] = [];
  /** A fresh folder per test, with the path of its lock. */
  const newLockPath = () => {
    const directory = path.join(root, String((count += 1)));
    mkdirSync(directory);
    return path.join(directory, "db.lock");
  };
  const take = async (lockPath: string) => {
    const lock = await acquireLock(lockPath);
    held.push(lock);
    return lock;
  };
  const refusal = (lockPath: string) =>
    acquireLock(lockPath).then(
      () => expect.fail("the lock was taken"),
      (error: unknown) => {
        expect(error).toBeInstanceOf(LockHeldError);
        return error as LockHeldError;
      },
    );

  afterEach(async () => {
    for (const lock of held.splice(0)) await lock.release();
  });
  afterAll(async () => {
    for (const { child, exited } of lockProcesses) {
      child.kill("SIGKILL");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it("takes a free lock, naming this process, and leaves nothing behind when released", async () => {
    const lockPath = newLockPath();
    const lock = await acquireLock(lockPath);
    expect(ownerOf(lockPath)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(lock.owner.pid).toBe(process.pid);

    await lock.release();
    expect(readdirSync(path.dirname(lockPath))).toEqual([]);
    await take(lockPath);
  });

  it("refuses a second acquire in the same process", async () => {
    const lockPath = newLockPath();
    await take(lockPath);
    expect((await refusal(lockPath)).owner?.pid).toBe(process.pid);
  });

  it("refuses a lock held by a live process, and takes it over at once when that process is killed", async () => {
    const lockPath = newLockPath();
    const holder = startLockProcess();
    expect(await holder.ask(`acquire ${lockPath}`)).toBe("won");

    const error = await refusal(lockPath);
    expect(error.owner).toMatchObject({ pid: holder.pid, hostname: os.hostname() });
    expect(error.refreshedAgoMs).toBeUndefined();

    holder.child.kill("SIGKILL");
    await holder.exited;
    await take(lockPath);
    expect(ownerOf(lockPath).pid).toBe(process.pid);
  }, 30_000);

  it("takes over a lock whose recorded pid is dead", async () => {
    const lockPath = newLockPath();
    writeLock(lockPath, { pid: deadPid() });
    await take(lockPath);
    expect(ownerOf(lockPath).pid).toBe(process.pid);
  });

  it.runIf(existsSync("/proc/self/stat"))("takes over a lock whose pid now belongs to another process (started at another time)", async () => {
    const lockPath = newLockPath();
    writeLock(lockPath, { pid: 1, processStart: Number.MAX_SAFE_INTEGER });
    await take(lockPath);
  });

  it("judges a lock from another machine by its age: refused while refreshed, taken over when stale", async () => {
    const lockPath = newLockPath();
    writeLock(lockPath, { pid: process.pid, hostname: "another-machine" });
    const error = await refusal(lockPath);
    expect(error.owner?.hostname).toBe("another-machine");
    expect(error.refreshedAgoMs).toBeLessThan(30_000);

    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath, longAgo, longAgo);
    await take(lockPath);
  });

  it("judges a lock without an owner (an old proper-lockfile folder) by its age", async () => {
    const lockPath = newLockPath();
    mkdirSync(lockPath);
    expect((await refusal(lockPath)).owner).toBeUndefined();

    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath, longAgo, longAgo);
    await take(lockPath);
  });

  it("does not remove, when released, a lock that another process took over meanwhile", async () => {
    const lockPath = newLockPath();
    const lock = await acquireLock(lockPath);
    const other = { pid: 12345, hostname: "another-machine", startedAt: new Date().toISOString() };
    writeFileSync(path.join(lockPath, "owner.json"), JSON.stringify(other));
    await lock.release();
    expect(ownerOf(lockPath)).toEqual(other);
  });

  it("lets exactly one of four processes win when they take over a dead owner's lock at the same moment", async () => {
    const contenders = Array.from({ length: 4 }, () => startLockProcess());
    for (let round = 0; round < 10; round += 1) {
      const lockPath = newLockPath();
      writeLock(lockPath, { pid: deadPid() });
      const answers = await Promise.all(contenders.map((contender) => contender.ask(`acquire ${lockPath}`)));
      const winners = contenders.filter((_, index) => answers[index] === "won");
      expect(winners, `round ${round}: ${answers.join(", ")}`).toHaveLength(1);
      const winner = winners[0]!;
      expect(answers.filter((answer) => answer !== "won")).toEqual(Array(3).fill(`held ${winner.pid}`));
      expect(ownerOf(lockPath).pid).toBe(winner.pid);
      expect(await winner.ask("release")).toBe("released");
    }
  }, 60_000);
});
