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

/**
 * PostgreSQL sizes the rest of its shared memory (the lock table, a slot for each process, their
 * statistics) for 100 connections and 10 WAL senders, and writes all of it as it starts; PGlite is
 * one backend in single-user mode, with no replication. Sized for that one backend, its WASM memory
 * holds some 2 MB less (ADR 078). The lock table keeps 64 locks for each of the five slots PostgreSQL
 * counts (the connection, three autovacuum workers and their launcher), and grows into the shared
 * memory left free when a transaction holds more: all the migrations, run as one transaction from an
 * empty database, went through with a quarter of that.
 */
const oneBackendParams = ["max_connections=1", "max_wal_senders=0"];

/** PGlite's own start parameters with ours after them (a later `-c` wins). */
export function pgliteStartParams(sharedBuffersMb = defaultSharedBuffersMb): string[] {
  return [...PGlite.defaultStartParams, ...[...oneBackendParams, `shared_buffers=${sharedBuffersMb}MB`].flatMap((setting) => ["-c", setting])];
}
