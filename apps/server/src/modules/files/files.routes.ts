/**
 * `GET /api/files/:id`: a stored file (a résumé, a verification document) for its owner, the admin,
 * or an employer it was sent to by an application; anyone else gets a 404, never a hint it exists.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import contentDisposition from "content-disposition";
import { withoutHiddenCharacters } from "../../storage/file-names.ts";
import type { StoredFile } from "../../storage/file-storage.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook } from "../../http/errors.ts";
import type { FileRow } from "./files.mapper.ts";
import * as filesService from "./files.service.ts";

const fileIdParam = z.object({ id: z.uuid() });

/**
 * A stored file as the answer, streamed from the storage as it is read: also the admin's download
 * of a verification document.
 */
export async function sendStoredFile(c: Context, row: FileRow, file: StoredFile) {
  // Always a download, never shown inline: an uploaded file must not run in the site's origin.
  const headers = {
    "Content-Type": filesService.fileContentTypes[row.type],
    "Content-Length": String(file.size),
    // Names stored before the cleaning existed are cleaned here too.
    "Content-Disposition": contentDisposition(withoutHiddenCharacters(row.originalName), { type: "attachment" }),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
  if (c.req.method === "HEAD") {
    // Hono answers HEAD from this GET route and would drop the body unread: let the storage's
    // stream (on S3, an open connection) go now rather than when it times out.
    await file.body.cancel();
    return c.body(null, 200, headers);
  }
  return c.body(file.body, 200, headers);
}

export const filesRoutes = new Hono<AppEnv>().get("/:id", zValidator("param", fileIdParam, notFoundHook), async (c) => {
  const { row, file } = await filesService.openDownload(c.var.deps, c.var.user, c.req.valid("param").id);
  return sendStoredFile(c, row, file);
});
