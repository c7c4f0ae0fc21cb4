/**
 * Which addresses lie in the local region (LOCAL_REGION, e.g. Karnataka), from an offline MMDB city
 * database (DB-IP City Lite by default; MaxMind's GeoLite2-City works too).
 *
 * The databases are large (63 MB for IPv4, 71 MB for IPv6) and a server only ever asks one question
 * of them: is this address in the region? So a short-lived child process walks each database's
 * search tree once and keeps only the address ranges whose region matches (about 44,000 for
 * Karnataka over IPv4, merged where adjacent); the server holds those sorted ranges (well under
 * 1 MB) and answers by binary search. The ranges are cached beside the data (keyed by the database
 * files and the region), so a restart reads the cache instead of walking again. ADR 014.
 *
 * IPv6 ranges are kept to their first 64 bits (the network part), which is as fine as city
 * databases go.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises";
import { isIPv4, isIPv6 } from "node:net";
import { setPriority } from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { serverSource } from "../server-files.ts";

export interface RegionRanges {
  /** Sorted, merged, inclusive IPv4 ranges: start0, end0, start1, end1, … */
  v4: Uint32Array;
  /** Sorted, merged, inclusive ranges of the first 64 bits of IPv6 addresses. */
  v6: BigUint64Array;
}

/** An address as a number to compare with the ranges, or null when it is not an IP address. */
export function addressKey(address: string): { version: 4; key: number } | { version: 6; key: bigint } | null {
  let text = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1]!;
  if (isIPv4(text)) {
    const [a, b, c, d] = text.split(".").map(Number) as [number, number, number, number];
    return { version: 4, key: ((a << 24) >>> 0) + (b << 16) + (c << 8) + d };
  }
  if (!isIPv6(text)) return null;
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  const all = [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
  let key = 0n;
  for (const group of all.slice(0, 4)) key = (key << 16n) | BigInt(Number.parseInt(group, 16) || 0);
  return { version: 6, key };
}

function inRanges<T extends number | bigint>(ranges: ArrayLike<T>, key: T): boolean {
  let low = 0;
  let high = ranges.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (key < ranges[middle * 2]!) high = middle - 1;
    else if (key > ranges[middle * 2 + 1]!) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether an address lies in the region; false for anything that is not an IP address. */
export function isInRegion(ranges: RegionRanges, address: string): boolean {
  const parsed = addressKey(address);
  if (!parsed) return false;
  return parsed.version === 4 ? inRanges(ranges.v4, parsed.key) : inRanges(ranges.v6, parsed.key);
}

// ---------------------------------------------------------------------------------------------
// The cache file: a small header, then the two arrays.

const magic = "NJRI1";

export function serializeRanges(ranges: RegionRanges): Buffer {
  const header = Buffer.alloc(13);
  header.write(magic, 0, "ascii");
  header.writeUInt32LE(ranges.v4.length, 5);
  header.writeUInt32LE(ranges.v6.length, 9);
  return Buffer.concat([
    header,
    Buffer.from(ranges.v4.buffer, ranges.v4.byteOffset, ranges.v4.byteLength),
    Buffer.from(ranges.v6.buffer, ranges.v6.byteOffset, ranges.v6.byteLength),
  ]);
}

export function deserializeRanges(data: Buffer): RegionRanges {
  if (data.toString("ascii", 0, 5) !== magic) throw new Error("not a region index file");
  const v4Length = data.readUInt32LE(5);
  const v6Length = data.readUInt32LE(9);
  // Copied into aligned arrays: a Buffer's offset need not be a multiple of 8.
  const v4 = new Uint32Array(v4Length);
  const v6 = new BigUint64Array(v6Length);
  const v4Bytes = v4Length * 4;
  Buffer.from(v4.buffer).set(data.subarray(13, 13 + v4Bytes));
  Buffer.from(v6.buffer).set(data.subarray(13 + v4Bytes, 13 + v4Bytes + v6Length * 8));
  if (13 + v4Bytes + v6Length * 8 !== data.length) throw new Error("region index file is truncated");
  return { v4, v6 };
}

// ---------------------------------------------------------------------------------------------
// Loading: the cache, or the walk in a child process.

const builderScript = serverSource("analytics/build-region-index.ts");

/** The cache file's name: the region and each database's path, size and modification time. */
async function cacheKey(databases: readonly string[], region: string): Promise<string> {
  const hash = createHash("sha256").update(region.toLowerCase());
  for (const database of databases) {
    const info = await stat(database);
    hash.update(`\0${path.resolve(database)}\0${info.size}\0${info.mtimeMs}`);
  }
  return hash.digest("hex").slice(0, 24);
}

/** Whether a process of this pid is running (one of another user's counts too). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The temporary files of builders that are gone (`<file>.<pid>.tmp`). */
async function removeDeadBuildersFiles(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  for (const name of await readdir(path.dirname(file))) {
    const pid = name.startsWith(prefix) && name.endsWith(".tmp") ? Number(name.slice(prefix.length, -".tmp".length)) : NaN;
    if (Number.isInteger(pid) && !isRunning(pid)) await rm(path.join(path.dirname(file), name), { force: true });
  }
}

/**
 * Runs the walk in a child process, so the databases' memory is returned when it exits, and only
 * one at a time for a cache file, whatever happens to the servers that want it: `<file>.lock` holds
 * the builder's pid. The builder writes a temporary file and renames it into place itself
 * (build-region-index.ts), so a server killed meanwhile (kill -9 leaves its children running) still
 * leaves the cache for its next start; a server that finds a live builder waits for its file
 * instead of starting another; the lock of a builder that died is taken over and its temporary
 * file removed. The builder runs at the lowest CPU priority: the server's start never waits on it.
 */
async function buildOnce(databases: readonly string[], region: string, file: string): Promise<void> {
  const lock = `${file}.lock`;
  for (;;) {
    if (await stat(file).then(() => true, () => false)) return;
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(lock, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number((await readFile(lock, "utf8").catch(() => "")).trim());
      if (isRunning(holder)) {
        await sleep(250);
        continue;
      }
      // Its builder is gone without finishing: take over.
      await rm(lock, { force: true });
      await removeDeadBuildersFiles(file);
      continue;
    }
    // Held by this process until the builder's pid replaces it.
    await handle.writeFile(String(process.pid));
    try {
      await buildInChildProcess(databases, region, file, async (pid) => {
        await handle.truncate(0);
        await handle.write(String(pid), 0);
        await handle.close();
      });
    } finally {
      await handle.close().catch(() => {});
      await rm(lock, { force: true });
    }
    return;
  }
}

/** Runs build-region-index.ts for `file`; `started` gets the builder's pid. */
function buildInChildProcess(databases: readonly string[], region: string, file: string, started: (pid: number) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", builderScript, file, region, ...databases], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`region index build failed (exit ${code}): ${errors.trim().slice(-500)}`)),
    );
    if (child.pid === undefined) return;
    try {
      setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
    started(child.pid).catch(reject);
  });
}

export interface LoadRegionOptions {
  databases: readonly string[];
  region: string;
  cacheDir: string;
  logger: Logger;
}

/** Where the region's ranges of these databases are kept. */
export async function regionCacheFile(databases: readonly string[], region: string, cacheDir: string): Promise<string> {
  return path.join(cacheDir, `region-${await cacheKey(databases, region)}.bin`);
}

/** The region's ranges, from the cache or built now; rejects when a database cannot be read. */
export async function loadRegionRanges({ databases, region, cacheDir, logger }: LoadRegionOptions): Promise<RegionRanges> {
  const file = await regionCacheFile(databases, region, cacheDir);
  try {
    return deserializeRanges(await readFile(file));
  } catch {
    // No cache yet (or a damaged one): build it.
    await rm(file, { force: true });
  }
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  await buildOnce(databases, region, file);
  const ranges = deserializeRanges(await readFile(file));
  logger.info(
    { region, ranges: (ranges.v4.length + ranges.v6.length) / 2, ms: Math.round(performance.now() - started) },
    "geolocation: region index ready",
  );
  return ranges;
}
