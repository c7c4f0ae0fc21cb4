/**
 * storage/s3-storage.ts against a real S3-protocol server (s3rver, started by the api-s3 project):
 * bytes in and out unchanged, streamed; the start-up check's errors; no ACL ever sent. The app's
 * file routes run on S3 too: the api-s3 project runs their test files a second time.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestBucket, s3rverCredentials } from "../test/test-storage.ts";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.ts";

const endpoint = inject("s3Endpoint");
let bucket: string;
beforeAll(async () => {
  bucket = await createTestBucket();
});

const optionsFor = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket,
  endpoint,
  region: "us-east-1",
  ...s3rverCredentials,
  ...overrides,
});

/** The bytes of a stream, and how many pieces they came in. */
async function drain(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe("createS3Storage", () => {
  it("keeps a 5 MB file under a random key and streams it back byte for byte, in pieces", async () => {
    const storage = createS3Storage(optionsFor());
    await storage.check();
    const data = randomBytes(5 * 1024 * 1024);
    const key = await storage.put(data);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const file = await storage.stream(key);
    expect(file!.size).toBe(data.byteLength);
    const { bytes, chunks } = await drain(file!.body);
    expect(bytes.equals(data)).toBe(true);
    // Read as it arrives, not fetched whole first.
    expect(chunks).toBeGreaterThan(1);
    expect((await storage.read(key)).equals(data)).toBe(true);
  });

  it("answers null (stream) and ENOENT (read) for a key that holds nothing, and removes twice without error", async () => {
    const storage = createS3Storage(optionsFor());
    const key = await storage.put(Buffer.from("%PDF-1.4 gone"));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.read(key)).rejects.toMatchObject({ code: "ENOENT" });
    // write() puts bytes back under a key of the caller's (a restore).
    await storage.write(key, Buffer.from("back"));
    expect((await storage.read(key)).toString()).toBe("back");
  });

  it("refuses keys that are not its own random ones", async () => {
    const storage = createS3Storage(optionsFor());
    await expect(storage.stream("../other-bucket/x")).rejects.toThrow("Invalid storage key");
    await expect(storage.write("resume.pdf", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
  });
});

describe("the start-up check", () => {
  it("names the bucket and the endpoint when the bucket does not exist", async () => {
    const check = createS3Storage(optionsFor({ bucket: "no-such-bucket" })).check();
    await expect(check).rejects.toThrow(`File storage: the bucket "no-such-bucket" at ${endpoint} does not exist`);
  });

  it("says the credentials are refused when the access key is wrong (s3rver checks the key id, not the signature)", async () => {
    const check = createS3Storage(optionsFor({ accessKeyId: "WRONGKEY", secretAccessKey: "wrong-secret" })).check();
    await expect(check).rejects.toThrow(`File storage: access to the bucket "${bucket}" at ${endpoint} is refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
  });

  it("says when the endpoint cannot be reached, and refuses half a key pair at once", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const check = createS3Storage(optionsFor({ endpoint: `http://127.0.0.1:${port}` })).check();
    await expect(check).rejects.toThrow(`File storage: the bucket "${bucket}" at http://127.0.0.1:${port} cannot be reached`);
    expect(() => createS3Storage(optionsFor({ secretAccessKey: undefined }))).toThrow("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  });

  it("stops the server at start, before it opens the database, when the bucket is missing", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-s3-start-"));
    const server = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../index.ts")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "silent",
        GEOIP_DATABASE: "off",
        S3_BUCKET: "missing-at-start",
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => {
        server.on("exit", resolve);
        // Were it to listen, it would never exit: stop it and fail below.
        server.stdout.on("data", () => output.includes("Ready in") && server.kill());
      });
      expect(output).toContain(`File storage: the bucket "missing-at-start" at ${endpoint} does not exist`);
      expect(output).not.toContain("Ready in");
      expect(code).toBe(1);
      // Checked first: no embedded database was created in DATA_DIR.
      expect(existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("object privacy", () => {
  // s3rver serves anonymous GETs whatever the ACL (it keeps none), so privacy cannot be shown by
  // a refused anonymous GET here. What the adapter controls is shown instead: it never sends an ACL
  // (x-amz-acl, x-amz-grant-*) nor touches the bucket's ACL or policy, so objects stay as private
  // as the bucket, which on AWS, MinIO and R2 is private unless made public.
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let proxy: http.Server;
  let proxyEndpoint: string;

  beforeAll(async () => {
    const target = new URL(endpoint);
    proxy = http.createServer((request, response) => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers });
      const forward = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => proxy.close(resolve)));

  it("never sends an ACL or a policy: not on upload, download, removal or the check", async () => {
    const storage = createS3Storage(optionsFor({ endpoint: proxyEndpoint }));
    await storage.check();
    const key = await storage.put(Buffer.from("%PDF-1.4 private"));
    await drain((await storage.stream(key))!.body);
    await storage.remove(key);

    expect(requests.map(({ method }) => method)).toEqual(["HEAD", "PUT", "GET", "DELETE"]);
    expect(requests.every(({ url }) => url.startsWith(`/${bucket}`))).toBe(true);
    for (const { url, headers } of requests) {
      expect(Object.keys(headers).filter((name) => name === "x-amz-acl" || name.startsWith("x-amz-grant-"))).toEqual([]);
      expect(new URL(url, proxyEndpoint).searchParams.has("acl")).toBe(false);
      expect(new URL(url, proxyEndpoint).searchParams.has("policy")).toBe(false);
    }
  });
});
