/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2 …) when S3_BUCKET is set
 * (ADR 022): the same random keys as on disk, objects written private (never an ACL: the bucket's
 * own policy, private by default, decides), downloads streamed from GetObject.
 */
import type * as S3Sdk from "@aws-sdk/client-s3";
import { assertKey, missingFileError, putUnderNewKey, type FileStorage } from "./file-storage.ts";

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible server (MinIO, R2, …); without it, AWS S3 itself. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role …) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** The HTTP status of an S3 error, if it came from the server. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** An error in a few words: a connection's code (ECONNREFUSED …) or the error's name, and its message. */
function inFewWords(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code ?? error.name;
  return error.message ? `${code}: ${error.message}` : code;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, endpoint } = options;
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the AWS default credentials)");
  }
  const where = `bucket "${bucket}" at ${endpoint ?? "AWS S3"}`;

  // The SDK takes ~300 ms to load: loaded on first use, so a server on local disk never pays for it.
  let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region ?? "us-east-1",
        endpoint,
        // MinIO and most self-hosted stores serve buckets as paths, not as subdomains.
        forcePathStyle: Boolean(endpoint),
        credentials: options.accessKeyId ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey! } : undefined,
        // The SDK's default CRC32 checksums (since 3.729) are refused by several S3-compatible
        // stores; the SigV4 payload hash still lets the server check every upload's bytes.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A wrong endpoint fails the start-up check in seconds, not after the OS's connect timeout.
        requestHandler: { connectionTimeout: 5_000 },
      }),
    })));

  const storage: FileStorage = {
    put: (data) => putUnderNewKey(storage, data),
    async write(key, data) {
      assertKey(key);
      const { sdk, client } = await connect();
      // A PUT is all or nothing: S3 answers 200 once the whole object is stored durably.
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.byteLength }));
    },
    async read(key) {
      const file = await storage.stream(key);
      if (!file) throw missingFileError(key);
      return Buffer.from(await new Response(file.body).arrayBuffer());
    },
    async stream(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const { Body, ContentLength } = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!Body || ContentLength === undefined) throw new Error(`S3 answered GetObject for ${key} without a body or a length`);
        return { body: Body.transformToWebStream() as ReadableStream<Uint8Array>, size: ContentLength };
      } catch (error) {
        // Only a missing object is "gone"; a missing bucket or a refusal is the server's fault (500).
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      // Deleting a key that is not there succeeds on S3: nothing to catch.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const problem =
          status === 404
            ? `the ${where} does not exist: create it (private), or correct S3_BUCKET / S3_ENDPOINT`
            : status === 403 || status === 401
              ? `access to the ${where} is refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the key needs s3:ListBucket, GetObject, PutObject and DeleteObject on it)`
              : status === 301 || status === 400
                ? `the ${where} answered ${status}: is S3_REGION the bucket's region?`
                : status
                  ? `the ${where} answered ${status} (${inFewWords(error)})`
                  : (error as Error).name === "CredentialsProviderError"
                    ? `no credentials for the ${where}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (${inFewWords(error)})`
                    : `the ${where} cannot be reached (${inFewWords(error)})`;
        // No `cause`: printed at start-up, it would bury this line under the SDK's stack.
        throw new Error(`File storage: ${problem}.`);
      }
    },
  };
  return storage;
}
