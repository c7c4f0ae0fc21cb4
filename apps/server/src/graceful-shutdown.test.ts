/**
 * Issue 14, graceful shutdown, on the real server process: on SIGTERM a request in flight (a resume
 * upload whose body is still arriving) completes with 200, a new connection is refused, an open
 * event stream is told to reconnect and ends, and the process exits 0 within 10 s.
 * Run on the embedded database; the cluster test stops its PostgreSQL instances the same way.
 */
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "./db/sample-documents.ts";
import { migratedDataDir } from "./test/migrated-data-dir.ts";
import { freePort, signUpCandidate, removeServerBundle, startServer, waitUntilReady } from "./db/server-process-test-helpers.ts";
import { testDatabaseKind } from "./test/test-database.ts";

/** A multipart PUT of a resume, sent in two parts: `finish()` sends the rest and resolves with the answer. */
function startSlowUpload(port: number, cookie: string) {
  const boundary = "----nj-graceful-shutdown";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    samplePdf(["Slow upload"]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "PUT",
    path: "/api/profile/resume",
    headers: {
      origin: `http://127.0.0.1:${port}`,
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": body.length,
    },
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
  });
  request.write(body.subarray(0, body.length - 40));
  return {
    finish() {
      request.end(body.subarray(body.length - 40));
      return answer;
    },
  };
}

/** GET /api/events as `cookie`; collects what arrives until the server ends the stream. */
async function openStream(port: number, cookie: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { origin: `http://127.0.0.1:${port}`, cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value);
    }
  })();
  return { text: () => text, ended };
}

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(testDatabaseKind() === "pglite")("the server on SIGTERM", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir("nj-graceful-");
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    removeServerBundle();
  });

  it("finishes the upload in flight, refuses new connections, tells the event stream to reconnect, and exits 0", async () => {
    const port = await freePort();
    const server = await startServer(dataDir, port);
    try {
      await waitUntilReady(server, port, 60_000);
      const candidate = await signUpCandidate(port);
      expect(candidate).toBeDefined();

      const stream = await openStream(port, candidate!.cookie);
      await until(() => stream.text().includes("event: ready"), "the stream's ready event");
      const upload = startSlowUpload(port, candidate!.cookie);
      // The request's headers and most of its body are in: the server is handling it.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalledAt = performance.now();
      server.kill("SIGTERM");

      // The stream is told to reconnect, then ended by the server (not by us).
      const streamed = await stream.ended;
      expect(streamed).toMatch(/event: reconnect\ndata: \{\}\nretry: \d+\n\n$/);

      // No new connections: the port is closed while the upload is still open. (A kept-alive
      // connection may still carry a request; it is answered with `Connection: close`.)
      const refused = await new Promise((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.destroy();
          resolve("connected");
        });
        socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code));
      });
      expect(refused).toBe("ECONNREFUSED");
      expect(await Promise.race([server.exited.then(() => "exited"), new Promise((resolve) => setTimeout(() => resolve("running"), 500))])).toBe(
        "running",
      );

      // The rest of the body arrives after a second: the upload still succeeds.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const answer = await upload.finish();
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ profile: { resume: { name: "cv.pdf", type: "pdf" } } });
      // Said so a proxy does not send another request over this connection.
      expect(answer.headers.connection).toBe("close");

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalledAt).toBeLessThan(10_000);
      // Nothing was cut at the deadline (that is logged as a warning).
      expect(server.output()).not.toContain("still running");
    } finally {
      server.kill("SIGKILL");
    }
  }, 90_000);
});
