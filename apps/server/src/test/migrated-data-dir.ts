/**
 * A new DATA_DIR whose embedded database is already migrated: the test run's migrated PGlite
 * (global-setup.ts) written out to DATA_DIR/db. A server started on it opens it as a restart does,
 * in about a third of the time a first start takes to build and migrate a database (2.7 against
 * 9 s on the developers' machine). For the process tests of what a running server does; index.test.ts
 * still starts one on an empty folder. The api-pglite project only (it provides the dump).
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite } from "../db/client.ts";
import { migratedDumpBlob } from "./test-database.ts";

export async function migratedDataDir(prefix: string, parent = os.tmpdir()): Promise<string> {
  const dataDir = mkdtempSync(path.join(parent, prefix));
  const client = await createPglite({ dataDir: path.join(dataDir, "db"), loadDataDir: migratedDumpBlob() });
  await client.close();
  return dataDir;
}
