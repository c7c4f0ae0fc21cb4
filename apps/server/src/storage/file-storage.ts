/**
 * Where uploaded files live: DATA_DIR/uploads by default, outside anything served statically. Keys
 * are random and never come from the upload, so a name like `../x` cannot reach another path.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";

export interface FileStorage {
  /** Stores the bytes durably under a new random key and returns the key. */
  put(data: Uint8Array): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}$/;

function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function createLocalStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  return {
    async put(data) {
      await mkdir(directory, { recursive: true });
      const key = randomUUID();
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
      return key;
    },
    read: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
