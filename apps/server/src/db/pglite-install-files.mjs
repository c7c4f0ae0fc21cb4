/**
 * PGlite unpacks PostgreSQL's installation (its `share` and `lib` folders) from one 6.2 MB file,
 * pglite.data, into its in-memory file system as it starts, and every file there is a view of that
 * one buffer: the whole of it stays in the thread's memory for as long as the database is open. Most
 * of it is read only by initdb, by a build or by replication, never by the running database. Once
 * PGlite is ready (initdb and the migrations done), `releaseInstallFiles` removes those files, gives
 * each file the database may still open (time zones, text search, ICU, plpgsql, extension control
 * files) a buffer of its own, and lets the bundle go: some 3.7 MB less for good (ADR 079).
 *
 * Plain JavaScript beside pglite-worker.mjs, which runs it. It reads PGlite's Emscripten file system
 * (`Module.FS`, MEMFS nodes), which PGlite does not promise: where anything is not as expected, it
 * changes nothing and answers null.
 */

/** The bundle's files under /pglite, by where they sit in it. */
const installRoot = "/pglite";

/**
 * The files the running database never opens: initdb's inputs (the catalog's .bki, the SQL it runs,
 * the .sample files it copies, its text lists), the extension build kit (pgxs), the encoding
 * conversions (the database and PGlite's client both speak UTF-8, and nothing here converts), and
 * the replication libraries (a single-user backend has no WAL sender or receiver).
 */
const unusedAfterStart = [
  /^\/pglite\/share\/postgresql\/[^/]+\.(bki|sql|sample|txt)$/,
  /^\/pglite\/lib\/postgresql\/pgxs\//,
  /^\/pglite\/lib\/postgresql\/[^/]*_and_[^/]*\.so$/,
  /^\/pglite\/lib\/postgresql\/(libpqwalreceiver|pgoutput)\.so$/,
];

/**
 * @param {{ Module: { FS: any } }} client an open PGlite
 * @returns {{ released: number, kept: number, removed: number } | null} the bundle's bytes let go,
 *   those copied for the files kept, and those of the files removed; null when nothing was changed
 */
export function releaseInstallFiles(client) {
  const FS = client.Module?.FS;
  if (!FS?.lookupPath || !FS.readdir) return null;
  let bundle;
  try {
    bundle = FS.lookupPath(`${installRoot}/share/postgresql/postgres.bki`).node.contents?.buffer;
  } catch {
    return null;
  }
  if (!(bundle instanceof ArrayBuffer) || bundle.byteLength === 0) return null;

  /** Every file of the bundle, by path; a folder mounted apart (the data directory, on disk) is not entered. */
  const files = [];
  let installMount;
  const walk = (folder) => {
    for (const name of FS.readdir(folder)) {
      if (name === "." || name === "..") continue;
      const path = `${folder}/${name}`;
      const { node } = FS.lookupPath(path);
      if (FS.isDir(node.mode)) {
        if (node.mount === installMount) walk(path);
      } else if (node.contents instanceof Uint8Array && node.contents.buffer === bundle) files.push({ path, node });
    }
  };
  try {
    installMount = FS.lookupPath(installRoot).node.mount;
    walk(installRoot);
  } catch {
    return null;
  }
  let kept = 0;
  let removed = 0;
  for (const { path, node } of files) {
    if (unusedAfterStart.some((pattern) => pattern.test(path))) {
      removed += node.usedBytes;
      FS.unlink(path);
    } else {
      node.contents = node.contents.slice(0, node.usedBytes);
      kept += node.usedBytes;
    }
  }
  const released = bundle.byteLength;
  // PGlite's loader keeps a reference to the bundle: moved into a clone that nothing holds, its memory
  // goes at the next collection all the same.
  structuredClone(bundle, { transfer: [bundle] });
  return { released, kept, removed };
}
