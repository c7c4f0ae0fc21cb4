/**
 * The embedded database's own thread (pglite-thread.ts starts it). PGlite runs PostgreSQL in WASM,
 * synchronously: on the main thread every query stops the server from reading requests and writing
 * answers, and under load the requests it cannot read wait their turn unfairly long (issue 16,
 * item 4). Here the queries run beside the event loop, on the machine's other core.
 *
 * Plain JavaScript, so the thread starts the same under tsx, vitest and node. Messages:
 * `{ id, op, ... }` in, `{ id, ok, value | error }` out, and `{ op: "notify", channel, payload }`.
 */
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { releaseInstallFiles } from "./pglite-install-files.mjs";

// The extensions of client.ts's pgliteExtensions, and the start parameters of pglite-settings.ts.
const client = await PGlite.create({ dataDir: workerData.directory, startParams: workerData.startParams, extensions: { fuzzystrmatch, pg_trgm } });
/** What letting PGlite's installation bundle go saved (pglite-install-files.mjs), reported with the thread's memory. */
const installFiles = releaseInstallFiles(client);
/** Open transactions by the id of the message that began them. */
const transactions = new Map();
const listening = new Map();

/** A query's options as PGlite takes them; parsers cannot cross threads, so they come as type ids to keep raw. */
function queryOptions({ rowMode, rawTypes }) {
  const options = {};
  if (rowMode) options.rowMode = rowMode;
  if (rawTypes?.length) options.parsers = Object.fromEntries(rawTypes.map((type) => [type, (value) => value]));
  return options;
}

/** An error as plain data: its message and every field PostgreSQL filled in (code, constraint, detail…). */
function describeError(error) {
  const fields = { name: error?.name ?? "Error", message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function target(message) {
  if (message.transaction === undefined) return client;
  const transaction = transactions.get(message.transaction);
  if (!transaction) throw new Error("The transaction has already ended");
  return transaction.client;
}

/** Opens a transaction that stays open until an "end" message says to commit or roll back. */
function begin(id) {
  return new Promise((opened, failed) => {
    let decide;
    const decision = new Promise((resolve) => (decide = resolve));
    const finished = client
      .transaction(async (transactionClient) => {
        transactions.set(id, { client: transactionClient, decide, finished });
        opened(id);
        if (!(await decision)) await transactionClient.rollback();
      })
      .finally(() => transactions.delete(id));
    finished.catch(failed);
    transactions.set(id, { client: null, decide, finished });
  });
}

async function end({ transaction, commit }) {
  const open = transactions.get(transaction);
  if (!open) throw new Error("The transaction has already ended");
  open.decide(commit);
  await open.finished;
}

/**
 * Runs `run` on the message's target; with `settings` (SET LOCAL statements, planner-settings.ts),
 * in a transaction of its own that runs them first, here in the thread: one message for what took
 * four (BEGIN, the settings, the query, COMMIT), each waiting on the main thread's turn while the
 * transaction held the database.
 */
function run(message, statement) {
  if (message.settings === undefined || message.transaction !== undefined) return statement(target(message));
  return client.transaction(async (transaction) => {
    await transaction.exec(message.settings);
    return statement(transaction);
  });
}

const operations = {
  query: async (message) => {
    const result = await run(message, (on) => on.query(message.sql, message.params, queryOptions(message)));
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  },
  exec: async (message) => (await run(message, (on) => on.exec(message.sql))).map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows })),
  begin: (message) => begin(message.id),
  end,
  listen: async ({ channel }) => {
    if (!listening.has(channel)) {
      listening.set(channel, await client.listen(channel, (payload) => parentPort.postMessage({ op: "notify", channel, payload })));
    }
  },
  unlisten: async ({ channel }) => {
    await listening.get(channel)?.();
    listening.delete(channel);
  },
  close: async () => {
    await client.close();
  },
  /** This thread's V8 memory (process.memoryUsage() counts the calling thread's heap) and PGlite's WASM memory. */
  memory: () => {
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return { heapUsed, heapTotal, heapLimit: getHeapStatistics().heap_size_limit, external, arrayBuffers, wasm: client.Module.wasmMemory.buffer.byteLength, installFiles };
  },
};

parentPort.on("message", async (message) => {
  try {
    const value = await operations[message.op](message);
    parentPort.postMessage({ id: message.id, ok: true, value });
    if (message.op === "close") parentPort.close();
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) });
  }
});
parentPort.postMessage({ op: "ready" });
