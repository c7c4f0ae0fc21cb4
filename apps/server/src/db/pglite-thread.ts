/**
 * The embedded PGlite, run in a worker thread (pglite-worker.mjs says why) behind the part of
 * PGlite's interface that Drizzle, the migrator and the event bus use: query, exec, transaction,
 * listen and close. Queries still run one at a time, in the order they are sent, as in PGlite.
 */
import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { serverSource } from "../server-files.ts";
import { pgliteStartParams, pgliteThreadHeapMb, pgliteThreadYoungMb } from "./pglite-settings.ts";

/** What the rest of the server needs of an embedded database, in-process or in its thread. */
export type PgliteClient = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close" | "closed"> & {
  /** The database thread's memory, in bytes (the metrics read it; the in-process PGlite has none). */
  memoryUsage?: () => Promise<DatabaseThreadMemory>;
  /**
   * The thread's client whose every query runs in a transaction of its own that first runs
   * `settings` (SET LOCAL statements), all in the thread: one message a query, where a transaction
   * begun from here costs four, and holds the database while each crosses between the threads
   * (planner-settings.ts). The in-process PGlite has none.
   */
  withSettings?: (settings: string) => Pick<PGlite, "query" | "exec" | "transaction">;
  /** How many messages the thread has not answered yet: 0 when the database is idle (the upkeep waits for it, ADR 066). */
  pendingMessages?: () => number;
};

/**
 * The database thread's V8 heap (used, reserved, and the most it may take: its old and young
 * generations' limits), its memory outside the heap (`external`, of which `arrayBuffers`), the size
 * of PGlite's WASM memory, which grows and never shrinks, and what letting PGlite's installation bundle
 * go saved as the thread started (pglite-install-files.mjs; null if it could not).
 */
export type DatabaseThreadMemory = {
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
  installFiles: { released: number; kept: number; removed: number } | null;
};

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };
type Notification = { op: "notify"; channel: string; payload: string };

/** The database's error again, with its SQLSTATE `code` and fields, so db/errors.ts reads it as before. */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * V8 sizes a new thread's heap from the process's flags before the thread's own `resourceLimits`:
 * the server's `--max-old-space-size` (and any `--max-semi-space-size`) would otherwise be the
 * database thread's too. The flags are read only as a heap is made, so clearing them now leaves the
 * main thread's heap as it started and lets the thread's limits rule its own.
 */
function threadHeapFromItsOwnLimits() {
  v8.setFlagsFromString("--max-old-space-size=0");
  v8.setFlagsFromString("--max-semi-space-size=0");
}

/** Options that can cross to the thread: parsers become the type ids whose text is kept as it is. */
function portableOptions(options: QueryOptions | undefined) {
  for (const [type, parser] of Object.entries(options?.parsers ?? {})) {
    if (parser("x", Number(type)) !== "x") throw new Error("Only parsers that keep the text are supported by the PGlite thread");
  }
  return { rowMode: options?.rowMode, rawTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

export async function openPgliteThread(directory: string, sharedBuffersMb?: number): Promise<PgliteClient> {
  threadHeapFromItsOwnLimits();
  const worker = new Worker(serverSource("db/pglite-worker.mjs"), {
    workerData: { directory, startParams: pgliteStartParams(sharedBuffersMb) },
    // Its live objects are some 25 MB (rows on their way out); V8 would let garbage grow past 60, and
    // its young generation to 48 MB (ADR 062).
    resourceLimits: { maxOldGenerationSizeMb: pgliteThreadHeapMb, maxYoungGenerationSizeMb: pgliteThreadYoungMb },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: Reply | Notification | { op: "ready" }) => {
      if ("op" in message) {
        if (message.op === "ready") resolve();
        else for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.ok) call?.resolve(message.value);
      else call?.reject(toError(message.error));
    });
    worker.on("error", (error) => {
      reject(error);
      failAll(error);
    });
    worker.on("exit", (code) => {
      closed = true;
      const error = new Error(`The embedded database thread stopped (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  await ready;

  function send<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...fields });
    });
  }

  /** query and exec, on the database or inside one open transaction, or each in its own transaction after `settings`. */
  const statements = (transaction?: number, settings?: string) => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results<T>>("query", { sql, params, transaction, settings, ...portableOptions(options) }),
    exec: (sql: string) => send<Results[]>("exec", { sql, transaction, settings }),
  });

  const client: PgliteClient = {
    ...statements(),
    async transaction<T>(callback: (transaction: Transaction) => Promise<T>): Promise<T> {
      const id = await send<number>("begin");
      let ended = false;
      const end = (commit: boolean) => {
        ended = true;
        return send("end", { transaction: id, commit });
      };
      const transaction = {
        ...statements(id),
        rollback: () => end(false),
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(transaction);
      } catch (error) {
        if (!ended) await end(false).catch(() => {});
        throw error;
      }
      if (!ended) await end(true);
      return result;
    },
    async listen(channel: string, callback: (payload: string) => void) {
      const channelListeners = listeners.get(channel) ?? new Set();
      listeners.set(channel, channelListeners);
      channelListeners.add(callback);
      await send("listen", { channel });
      return async () => {
        channelListeners.delete(callback);
        if (channelListeners.size === 0 && !closed) await send("unlisten", { channel });
      };
    },
    async close() {
      if (closed) return;
      await send("close");
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
    memoryUsage: () => send<DatabaseThreadMemory>("memory"),
    pendingMessages: () => waiting.size,
    withSettings: (settings: string) => ({
      ...statements(undefined, settings),
      // A transaction of several statements (none of the reads with settings begins one) takes the settings first.
      transaction: <T>(callback: (transaction: Transaction) => Promise<T>) =>
        client.transaction(async (transaction) => {
          await transaction.exec(settings);
          return callback(transaction);
        }),
    }),
  } as PgliteClient;
  return client;
}
