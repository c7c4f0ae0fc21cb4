/**
 * Where uploaded files live: DATA_DIR/uploads by default, outside anything served statically, or an
 * S3-compatible bucket when S3_BUCKET is set (s3-storage.ts). Keys are random and never come from
 * the upload, so a name like `../x` cannot reach another path.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** A stored file being read: its bytes as they arrive, and how many there are (for Content-Length). */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  /** Stores the bytes durably under a new random key and returns the key. */
  put(data: Uint8Array): Promise<string>;
  /** Stores the bytes durably under a key given by the caller (a restore puts files back where they were). */
  write(key: string, data: Uint8Array): Promise<void>;
  /** The whole file; rejects with an error whose `code` is "ENOENT" when the key holds nothing (on every adapter). */
  read(key: string): Promise<Buffer>;
  /** The file as a stream, or null when the key holds nothing: a download never holds a whole file in memory. */
  stream(key: string): Promise<StoredFile | null>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Run once at start-up: throws, with a message that says what to fix, when files could not be kept. */
  check(): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}$/;

export function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** What `read` rejects with for a key that holds nothing, whichever the adapter. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file under ${key}`), { code: "ENOENT" });
}

/** Every adapter's `put`: the bytes under a new random key, stored by the adapter's own `write`. */
export async function putUnderNewKey(storage: Pick<FileStorage, "write">, data: Uint8Array): Promise<string> {
  const key = randomUUID();
  await storage.write(key, data);
  return key;
}

export function createLocalStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  const storage: FileStorage = {
    put: (data) => putUnderNewKey(storage, data),
    async write(key, data) {
      await mkdir(directory, { recursive: true });
      const target = fileOf(key);
      const partial = `${target}.part`;
      // Written aside, flushed to disk, then renamed: a crash leaves either the whole file or a
      // `.part` that no row points to, never half a resume under a real key.
      const handle = await open(partial, "wx", 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(partial, { force: true });
        throw error;
      }
      await handle.close();
      await rename(partial, target);
    },
    read: (key) => readFile(fileOf(key)),
    async stream(key) {
      let handle: FileHandle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        // The size of the file opened, not of the row: what Content-Length promises is what is sent.
        const { size } = await handle.stat();
        // The stream closes the handle when it ends, fails or is cancelled (a client gone mid-download).
        return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    check: async () => {
      await mkdir(directory, { recursive: true });
    },
  };
  return storage;
}
