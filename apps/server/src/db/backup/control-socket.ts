/**
 * How `npm run backup` gets an archive of the embedded database while the server runs (ADR 023):
 * the server holds DATA_DIR/db, which no second process may open, so it listens on the Unix socket
 * DATA_DIR/control.sock (mode 0600: the file's owner is the one who may ask) and writes the archive
 * itself. The protocol is HTTP: `POST /backup` answers the .tar.gz, chunked, and a trailer says
 * whether it is complete, so a backup cut short (an error, a shutdown) is never taken for a whole one.
 */
import { rm, chmod } from "node:fs/promises";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { DatabaseHandle } from "../client.ts";
import type { BackupSummary } from "./write-backup.ts";

export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control.sock");

const completeTrailer = "x-backup-complete";
const errorTrailer = "x-backup-error";

function sendError(response: http.ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { code, message } }));
}

/**
 * Listens on DATA_DIR/control.sock until `close()`. A socket file already there is a dead process's:
 * only the holder of DATA_DIR's lock listens, and that is this process. A socket that cannot be made
 * (a DATA_DIR path too long for one) is logged, and only backups through the server are missing.
 */
export async function listenForBackups(options: { dataDir: string; database: DatabaseHandle; storage: FileStorage; logger: Logger }) {
  const { database, storage, logger } = options;
  const file = controlSocketPath(options.dataDir);
  const connections = new Set<Socket>();
  let running: Promise<unknown> | undefined;

  const server = http.createServer((request, response) => {
    request.resume();
    if (request.method !== "POST" || request.url !== "/backup") {
      sendError(response, 404, "not_found", "The control socket answers POST /backup only.");
      return;
    }
    if (running) {
      sendError(response, 409, "conflict", "A backup is already being written: try again when it has finished.");
      return;
    }
    response.writeHead(200, { "content-type": "application/gzip", trailer: `${completeTrailer}, ${errorTrailer}` });
    // The archive goes through a stream of its own, so the response stays open for the trailer.
    const body = new PassThrough();
    body.pipe(response, { end: false });
    // A client gone away must end the backup: nobody would read the rest, and on PGlite the
    // snapshot would hold the only connection for ever.
    response.on("close", () => {
      if (!response.writableFinished) body.destroy(new Error("The backup's client went away"));
    });
    running = (async () => {
      const started = performance.now();
      try {
        // The archive's code (tar-stream) is loaded at the first backup, not with the server (ADR 077).
        const { writeBackup } = await import("./write-backup.ts");
        const summary = await writeBackup({ db: database.db, kind: database.kind, storage }, body);
        await finished(body);
        logger.info({ ...summary, ms: Math.round(performance.now() - started) }, "backup written through the control socket");
        response.addTrailers({ [completeTrailer]: JSON.stringify(summary) });
      } catch (error) {
        logger.error({ err: error }, "backup through the control socket failed");
        response.addTrailers({ [errorTrailer]: encodeURIComponent((error as Error).message) });
      } finally {
        response.end();
        running = undefined;
      }
    })();
  });
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
  });

  try {
    await rm(file, { force: true });
    const listening = new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.once("listening", resolve);
    });
    // Created with no access for anyone but the owner, never open between the bind and a chmod. The
    // bind happens inside listen(), synchronously, so the process-wide umask is put back at once.
    const umask = process.umask(0o177);
    try {
      server.listen(file);
    } finally {
      process.umask(umask);
    }
    await listening;
    await chmod(file, 0o600);
  } catch (error) {
    logger.warn({ err: error, file }, "no control socket: npm run backup cannot reach this server (stop it to back up)");
    return { close: async () => {} };
  }

  return {
    /** Stops listening and ends a backup in progress (its client sees it incomplete); removes the socket. */
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of connections) socket.destroy();
      await running;
      await closed;
      await rm(file, { force: true });
    },
  };
}

/**
 * Asks the server on DATA_DIR for an archive and writes it to the stream `open()` gives. Resolves
 * undefined, having opened nothing, when no server answers there (no socket, or a dead one's).
 */
export async function backupThroughServer(dataDir: string, open: () => Writable): Promise<BackupSummary | undefined> {
  const response = await new Promise<http.IncomingMessage | undefined>((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketPath(dataDir), method: "POST", path: "/backup" }, resolve);
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    request.end();
  });
  if (!response) return undefined;
  if (response.statusCode !== 200) {
    const text = Buffer.concat(await response.toArray()).toString("utf8");
    let message = text;
    try {
      message = (JSON.parse(text) as { error: { message: string } }).error.message;
    } catch {
      // not the JSON error body: show the text as it is
    }
    throw new Error(`The server refused the backup (${response.statusCode}): ${message}`);
  }
  await pipeline(response, open());
  const failure = response.trailers[errorTrailer];
  if (failure) throw new Error(`The server could not write the backup: ${decodeURIComponent(failure)}`);
  const complete = response.trailers[completeTrailer];
  if (!complete) throw new Error("The server ended the backup before it was complete (was it stopped?): see its log.");
  return JSON.parse(complete) as BackupSummary;
}
