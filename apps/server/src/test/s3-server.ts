/**
 * A real S3-protocol server for the tests: s3rver on 127.0.0.1, on a free port, keeping its
 * objects in a temporary folder. It checks the access key id (a wrong one is refused with 403) but
 * not SigV4 signatures, and it does not enforce ACLs (an anonymous GET is served): the tests that
 * depend on those say so.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export async function startS3Server(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "nj-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, vhostBuckets: false });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
