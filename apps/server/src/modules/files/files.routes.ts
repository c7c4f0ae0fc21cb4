import { Hono, type Context } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import contentDisposition from "content-disposition";
import { withoutHiddenCharacters } from "../../storage/file-names.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook } from "../../http/errors.ts";
import type { FileRow } from "./files.mapper.ts";
import * as filesService from "./files.service.ts";

const fileIdParam = z.object({ id: z.uuid() });

/** A stored file's bytes as the answer: also the admin's download of a verification document. */
export function sendStoredFile(c: Context, row: FileRow, bytes: Buffer) {
  // Always a download, never shown inline: an uploaded file must not run in the site's origin.
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": filesService.fileContentTypes[row.type],
    "Content-Length": String(bytes.byteLength),
    // Names stored before the cleaning existed are cleaned here too.
    "Content-Disposition": contentDisposition(withoutHiddenCharacters(row.originalName), { type: "attachment" }),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}

export const filesRoutes = new Hono<AppEnv>().get("/:id", zValidator("param", fileIdParam, notFoundHook), async (c) => {
  const { row, bytes } = await filesService.openDownload(c.var.deps, c.var.user, c.req.valid("param").id);
  return sendStoredFile(c, row, bytes);
});
