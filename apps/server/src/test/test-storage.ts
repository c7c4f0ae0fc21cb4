/**
 * Which file storage the API tests run on: local disk, or, with TEST_STORAGE=s3 (the api-s3
 * project), a bucket of each test file's own on the s3rver the project's global setup started.
 * The helpers look at what is stored from outside the app's adapter: in the uploads folder, or in
 * the bucket through a client of their own.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { inject } from "vitest";
import type { Config } from "../config.ts";

export function testStorageKind(): "local" | "s3" {
  return process.env.TEST_STORAGE === "s3" ? "s3" : "local";
}

/** The only key pair s3rver knows. */
export const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

// Loaded only when a test looks into a bucket: the SDK costs every test file ~300 ms to import.
const loadSdk = () => import("@aws-sdk/client-s3");
const clients = new Map<string, S3Client>();

/** The SDK, and a client with s3rver's keys for the tests to make and look into buckets with. */
export async function s3rverClient(endpoint: string) {
  const sdk = await loadSdk();
  let client = clients.get(endpoint);
  if (!client) {
    client = new sdk.S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: s3rverCredentials,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    clients.set(endpoint, client);
  }
  return { sdk, client };
}

/** A new, empty bucket on the project's s3rver; returns its name. */
export async function createTestBucket(endpoint = inject("s3Endpoint")): Promise<string> {
  const bucket = `nj-test-${randomBytes(6).toString("hex")}`;
  const { sdk, client } = await s3rverClient(endpoint);
  await client.send(new sdk.CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** The S3_* variables of a new bucket when the tests run on S3; nothing (local disk) otherwise. */
export async function testStorageEnvironment(): Promise<Record<string, string>> {
  if (testStorageKind() === "local") return {};
  const endpoint = inject("s3Endpoint");
  return {
    S3_BUCKET: await createTestBucket(endpoint),
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
  };
}

const uploadsOf = (config: Config) => path.join(config.dataDir, "uploads");

/** Every key stored so far, sorted: the uploads folder's files, or the bucket's objects. */
export async function storedKeys(config: Config): Promise<string[]> {
  if (!config.s3) {
    try {
      return readdirSync(uploadsOf(config)).sort();
    } catch {
      return [];
    }
  }
  const { sdk, client } = await s3rverClient(config.s3.endpoint!);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: config.s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** The bytes stored under `key`, or null when nothing is. */
export async function storedBytes(config: Config, key: string): Promise<Buffer | null> {
  if (!config.s3) {
    try {
      return readFileSync(path.join(uploadsOf(config), key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  const { sdk, client } = await s3rverClient(config.s3.endpoint!);
  try {
    const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: config.s3.bucket, Key: key }));
    return Buffer.from(await Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof sdk.NoSuchKey) return null;
    throw error;
  }
}

export async function storedObjectExists(config: Config, key: string): Promise<boolean> {
  return (await storedBytes(config, key)) !== null;
}
