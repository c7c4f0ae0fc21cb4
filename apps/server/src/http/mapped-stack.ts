/**
 * A logged error's stack in the sources' lines rather than the bundle's (ADR 076). The server runs
 * its bundle without `--enable-source-maps`, which kept every chunk's source map parsed in the heap
 * from the start and mapped every stack Node formatted, logged or not (some 8 MB and 5 % of a search's
 * CPU time under the load bench). Here a map is read only when a logged stack names a file that has
 * one beside it, and let go a minute after the last such stack: errors are rare, and a storm of them
 * reads each map once.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { LRUCache } from "lru-cache";
import { stdSerializers } from "pino";

/** A stack frame's place: `file:///…/chunk.js:12:34` or `/…/chunk.js:12:34`, inside parentheses or after `at `. */
const framePlace = /((?:file:\/\/)?\/[^\s():]+\.m?js):(\d+):(\d+)/g;

/** A bundle file's map, or null where it has none; kept a minute after its last use. */
const maps = new LRUCache<string, { map: TraceMap | null }>({ max: 16, ttl: 60_000, updateAgeOnGet: true });

function mapOf(file: string): TraceMap | null {
  const cached = maps.get(file);
  if (cached) return cached.map;
  const mapFile = `${file}.map`;
  let map: TraceMap | null = null;
  try {
    if (existsSync(mapFile)) map = new TraceMap(readFileSync(mapFile, "utf8"), mapFile);
  } catch {
    map = null; // An unreadable map leaves the frame as Node wrote it.
  }
  maps.set(file, { map });
  return map;
}

/** `stack` with each frame of a file that has a source map beside it (`<file>.map`) named by its source's path, line and column. */
export function mapStack(stack: string): string {
  return stack.replace(framePlace, (place, location: string, line: string, column: string) => {
    const file = location.startsWith("file://") ? fileURLToPath(location) : location;
    const map = mapOf(file);
    if (!map) return place;
    // V8 counts columns from 1, source maps from 0.
    const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    return original.source && original.line !== null ? `${original.source}:${original.line}:${original.column + 1}` : place;
  });
}

/** pino's error serializer, with the stack mapped to the sources. */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  return typeof serialized.stack === "string" ? { ...serialized, stack: mapStack(serialized.stack) } : serialized;
}
