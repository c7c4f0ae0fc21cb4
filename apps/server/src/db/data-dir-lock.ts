/**
 * A lock that one process at a time holds on a folder (the embedded database in DATA_DIR/db).
 *
 * The lock is a folder beside it (DATA_DIR/db.lock) with owner.json inside: { pid, hostname, bootId,
 * processStart, startedAt }. It appears whole, by renaming a prepared folder into place, which fails
 * while a lock is there. A lock whose owner is gone (same machine, and the pid is dead, a zombie, or
 * another process now) is taken over at once, so a restart after a crash does not wait. The owner of
 * a lock from another machine cannot be checked: that lock is judged by age (refreshed every 10 s,
 * stale after 30 s untouched), and so is a lock without a readable owner.json (one of proper-lockfile).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux: the kernel's boot id, so a pid from before a reboot is known to be gone. */
  bootId?: string;
  /** Linux: the process's start in clock ticks after boot, so a reused pid is not taken for the owner. */
  processStart?: number;
  startedAt: string;
}

export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    /** Undefined when the lock does not say who holds it. */
    readonly owner: LockOwner | undefined,
    /** The owner is on another machine, or unknown: the lock was refreshed this many ms ago. */
    readonly refreshedAgoMs?: number,
  ) {
    super(`${lockPath} is held by ${owner ? `pid ${owner.pid} on ${owner.hostname}` : "another process"}`);
    this.name = "LockHeldError";
  }
}

export interface HeldLock {
  owner: LockOwner;
  release(): Promise<void>;
}

const ownerFile = "owner.json";
/** Prepared, moved-aside and released lock folders are siblings of the lock with these infixes. */
const leftoverInfixes = [".new-", ".gone-", ".released-"];
/** Leftovers are removed after this long: whoever was taking over has long finished. */
const leftoverAgeMs = 60_000;
/** Locks held or being taken by this process: a second acquire here is refused, not taken over. */
const heldHere = new Set<string>();

function readLinux(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

const bootId = readLinux("/proc/sys/kernel/random/boot_id")?.trim();

/**
 * Linux: the state (field 3) and start (field 22, starttime) in /proc/<pid>/stat; the command name
 * before them may hold spaces and ")".
 */
function processStatus(pid: number) {
  const text = readLinux(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const start = Number(fields[19]);
  return { state: fields[0], start: Number.isSafeInteger(start) ? start : undefined };
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId,
    processStart: processStatus(process.pid)?.start,
    startedAt: new Date().toISOString(),
  };
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (text === undefined) return undefined;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isSafeInteger(owner.pid) && owner.pid! > 0 && typeof owner.hostname === "string") return owner as LockOwner;
  } catch {
    // an owner.json cut short (a crash while it was written): judged by age like an unknown owner
  }
  return undefined;
}

/** Is the recorded process still there? Only callable for an owner on this machine. */
function isRunning(owner: LockOwner) {
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  // Our own pid, and this process is taking the lock: a previous run had our pid (pid 1 in a container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const status = processStatus(owner.pid);
  // A killed process stays a zombie (Z) until its parent reaps it; it holds nothing any more.
  if (status?.state === "Z" || status?.state === "X") return false;
  return status?.start === undefined || owner.processStart === undefined || status.start === owner.processStart;
}

const isTaken = (error: unknown) => ["EEXIST", "ENOTEMPTY", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "");
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function readOwnerText(lockPath: string) {
  try {
    return await readFile(path.join(lockPath, ownerFile), "utf8");
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const statIfThere = (file: string) =>
  stat(file).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });

async function removeLeftovers(lockPath: string) {
  const directory = path.dirname(lockPath);
  const prefix = path.basename(lockPath);
  for (const name of await readdir(directory)) {
    if (!leftoverInfixes.some((infix) => name.startsWith(prefix + infix))) continue;
    const leftover = path.join(directory, name);
    // ctime: a rename sets it, and a moved-aside lock keeps the mtime its owner gave it.
    const changed = await stat(leftover).then((stats) => stats.ctimeMs, () => undefined);
    if (changed !== undefined && Date.now() - changed > leftoverAgeMs) await rm(leftover, { recursive: true, force: true });
  }
}

/**
 * Takes the lock `lockPath` (a folder that must not exist but for the lock), or throws LockHeldError
 * when its owner is alive. `staleMs` and `refreshMs` apply to owners that cannot be checked.
 */
export async function acquireLock(
  lockPath: string,
  { staleMs = 30_000, refreshMs = 10_000 }: { staleMs?: number; refreshMs?: number } = {},
): Promise<HeldLock> {
  const target = path.resolve(lockPath);
  const owner = currentOwner();
  if (heldHere.has(target)) throw new LockHeldError(target, owner);
  heldHere.add(target);
  try {
    return await takeLock(target, owner, staleMs, refreshMs);
  } catch (error) {
    heldHere.delete(target);
    throw error;
  }
}

async function takeLock(target: string, owner: LockOwner, staleMs: number, refreshMs: number) {
  const ownerText = JSON.stringify(owner);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Looked at first: a rename would replace an empty folder, such as a lock of proper-lockfile.
    const found = await statIfThere(target);
    if (!found) {
      if (await install(target, ownerText)) {
        await removeLeftovers(target);
        return hold(target, owner, ownerText, refreshMs);
      }
      continue; // another process got there first: look at its lock
    }

    const text = await readOwnerText(target);
    // Changed hands while being read (taken over, released): look again.
    if ((await statIfThere(target))?.ino !== found.ino) continue;
    const holder = parseOwner(text);
    const refreshedAgoMs = Date.now() - found.mtimeMs;
    const checkable = holder !== undefined && holder.hostname === owner.hostname;
    if (checkable ? isRunning(holder) : refreshedAgoMs < staleMs) {
      throw new LockHeldError(target, holder, checkable ? undefined : refreshedAgoMs);
    }

    // The owner is gone. Its lock is moved aside under a name derived from it: of two processes that
    // both judged it gone, the second one's rename fails, as the first one's moved-aside lock is there.
    const identity = text ?? `${found.ino}-${found.mtimeMs}`;
    const gone = `${target}.gone-${createHash("sha256").update(identity).digest("hex").slice(0, 16)}`;
    try {
      await rename(target, gone);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST" && code !== "ENOTEMPTY" && code !== "ENOENT") throw error;
      continue; // taken over or released meanwhile: look again
    }
    // Had that moved-aside lock been cleaned up already, a late process could have moved a live
    // lock here instead: it goes back.
    if ((await readOwnerText(gone)) !== text) await rename(gone, target).catch(() => {});
  }
  throw new Error(`Could not take ${target}: it kept changing hands`);
}

/** Renames a prepared lock folder into place; false when a lock got there first. */
async function install(target: string, ownerText: string) {
  const prepared = `${target}.new-${process.pid}-${randomBytes(4).toString("hex")}`;
  await mkdir(prepared);
  try {
    await writeFile(path.join(prepared, ownerFile), ownerText, { flush: true });
    await rename(prepared, target);
    return true;
  } catch (error) {
    await rm(prepared, { recursive: true, force: true });
    if (isTaken(error)) return false;
    throw error;
  }
}

function hold(lockPath: string, owner: LockOwner, ownerText: string, refreshMs: number): HeldLock {
  // Keeps the lock young for processes on other machines, which judge it by age. A failed refresh
  // is retried at the next tick; nothing else could be done about it here.
  const refresh = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => {});
  }, refreshMs);
  refresh.unref();
  let released = false;
  return {
    owner,
    async release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      try {
        // Never remove a lock that someone else has taken over (a machine that judged ours stale).
        if ((await readOwnerText(lockPath)) !== ownerText) return;
        // Renamed first, so the lock disappears at once and never exists half removed.
        const aside = `${lockPath}.released-${process.pid}-${randomBytes(4).toString("hex")}`;
        await rename(lockPath, aside);
        await rm(aside, { recursive: true, force: true });
      } finally {
        // Only now: until the lock is gone, it names this process, which must not take it over.
        heldHere.delete(lockPath);
      }
    },
  };
}
