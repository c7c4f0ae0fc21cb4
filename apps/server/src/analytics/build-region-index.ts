/**
 * Child process of region-index.ts: `build-region-index.ts OUTPUT REGION DATABASE...`. Walks each
 * MMDB database's search tree once, keeps the networks whose region (`state1` in DB-IP, the first
 * subdivision's English name in MaxMind) is REGION, and writes the merged ranges to OUTPUT, atomically.
 * It reads whole databases into memory, which is why it runs apart from the server.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { Reader, type CityResponse } from "mmdb-lib";
import { serializeRanges } from "./region-index.ts";

/** The fields read from a record: DB-IP's `state1`, or MaxMind's first subdivision. */
type CityRecord = CityResponse & { state1?: string };

/** What mmdb-lib keeps private but a walk needs: the node reader and the data decoder. */
interface ReaderInternals {
  walker: { left(offset: number): number; right(offset: number): number };
  resolveDataPointer(pointer: number): CityRecord;
}

function regionOf(record: CityRecord | null): string | undefined {
  return record?.state1 ?? record?.subdivisions?.[0]?.names?.en;
}

/** Ranges of one database, as [start, end] pairs of numbers (IPv4) or of 64-bit prefixes (IPv6). */
function walk(file: string, region: string): { version: 4 | 6; ranges: [bigint, bigint][] } {
  const reader = new Reader<CityRecord>(readFileSync(file));
  const { nodeCount, nodeByteSize, ipVersion } = reader.metadata;
  const internals = reader as unknown as ReaderInternals;
  const wanted = region.toLowerCase();
  const matches = new Map<number, boolean>();
  const isWanted = (pointer: number) => {
    let match = matches.get(pointer);
    if (match === undefined) {
      match = regionOf(internals.resolveDataPointer(pointer))?.toLowerCase() === wanted;
      matches.set(pointer, match);
    }
    return match;
  };

  // IPv4 numbers are 32 bits; IPv6 keeps the first 64. Deeper networks round to their /64.
  const bits = ipVersion === 6 ? 64 : 32;
  const maxDepth = ipVersion === 6 ? 128 : 32;
  const ranges: [bigint, bigint][] = [];
  const stack: [node: number, depth: number, prefix: bigint][] = [[0, 0, 0n]];
  while (stack.length) {
    const [node, depth, prefix] = stack.pop()!;
    const offset = node * nodeByteSize;
    const children = [internals.walker.left(offset), internals.walker.right(offset)];
    for (const [bit, child] of children.entries()) {
      const childDepth = depth + 1;
      const shift = BigInt(Math.max(bits - childDepth, 0));
      const start = childDepth <= bits ? prefix | (BigInt(bit) << shift) : prefix;
      if (child < nodeCount) {
        if (childDepth < maxDepth) stack.push([child, childDepth, start]);
      } else if (child > nodeCount && isWanted(child)) {
        ranges.push([start, start + (1n << shift) - 1n]);
      }
    }
  }
  return { version: ipVersion === 6 ? 6 : 4, ranges };
}

/** Sorts and joins touching or overlapping ranges. */
function merge(ranges: [bigint, bigint][]): bigint[] {
  ranges.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: bigint[] = [];
  for (const [start, end] of ranges) {
    const last = merged.length - 1;
    if (last > 0 && start <= merged[last]! + 1n) {
      if (end > merged[last]!) merged[last] = end;
    } else {
      merged.push(start, end);
    }
  }
  return merged;
}

const [output, region, ...databases] = process.argv.slice(2);
if (!output || !region || databases.length === 0) {
  process.stderr.write("usage: build-region-index.ts OUTPUT REGION DATABASE...\n");
  process.exit(2);
}
const v4: [bigint, bigint][] = [];
const v6: [bigint, bigint][] = [];
for (const database of databases) {
  const { version, ranges } = walk(database, region);
  (version === 4 ? v4 : v6).push(...ranges);
}
// Whole or not at all, even if the server that asked is gone: a file of its own, renamed into place
// (region-index.ts waits for OUTPUT, and removes the lock once this process has ended).
const partial = `${output}.${process.pid}.tmp`;
writeFileSync(partial, serializeRanges({ v4: Uint32Array.from(merge(v4), Number), v6: BigUint64Array.from(merge(v6)) }));
renameSync(partial, output);
// The lock is this builder's: a server killed while it ran cannot remove it.
const lock = `${output}.lock`;
const lockHolder = (() => {
  try {
    return readFileSync(lock, "utf8").trim();
  } catch {
    return "";
  }
})();
if (lockHolder === String(process.pid)) rmSync(lock, { force: true });
