/**
 * Where the server's own files are, whichever way it runs: from its sources (`src/`, tests and the
 * CLI) or from the bundle `npm start` runs (`dist/`, ADR 036). Both sit in apps/server, the folder
 * of its package.json, so each path is taken from there, never from the running file's place.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function packageFolder(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const serverFolder = packageFolder(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the server's sources, e.g. `db/migrations`. */
export const serverSource = (relative: string) => path.join(serverFolder, "src", relative);

/** The web app's build, which the server serves and renders from. */
export const webBuildFolder = path.resolve(serverFolder, "../web/dist");
