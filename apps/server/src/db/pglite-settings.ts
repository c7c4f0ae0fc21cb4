/**
 * How the embedded database runs, for both ways of opening it (client.ts in-process, pglite-worker.mjs
 * in its thread). PostgreSQL's shared buffers default to 128 MB, which PGlite takes from its WASM
 * memory as it starts and never gives back; the operating system's file cache already holds the
 * database's pages (PGlite reads them from `DATA_DIR` through Node's file calls), so a small pool
 * loses little speed at a city's size and saves about 110 MB of the server's memory (ADR 042). A
 * site with far more jobs sets PGLITE_SHARED_BUFFERS_MB higher.
 */
import { PGlite } from "@electric-sql/pglite";

/** The buffer pool unless PGLITE_SHARED_BUFFERS_MB says otherwise (config.ts). */
export const defaultSharedBuffersMb = 16;

/** The old generation of the thread PGlite runs in, in MB (its JavaScript; the WASM memory is apart). */
export const pgliteThreadHeapMb = 64;

/**
 * The thread's young generation, in MB: V8's default of 48 grew to 24 MB under load for objects that
 * live a moment (a query's rows on their way to the main thread); at 6 the thread holds about 25 MB
 * less under load at the same speed (ADR 062).
 */
export const pgliteThreadYoungMb = 6;

/** PGlite's own start parameters with ours after them (a later `-c` wins). */
export function pgliteStartParams(sharedBuffersMb = defaultSharedBuffersMb): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`];
}
