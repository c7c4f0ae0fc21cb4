/**
 * The answer with an image this server re-encoded and stored (a company's logo, a candidate's
 * photo): WebP, shown inline, never sniffed, cached as `cacheControl` says and embeddable only
 * where `resourcePolicy` allows; a HEAD gets the headers alone. Not found when nothing is stored.
 */
import type { Context, Env } from "hono";
import { AppError } from "../errors/app-error.ts";
import type { StoredFile } from "../storage/file-storage.ts";

export function storedImage<E extends Env>(
  c: Context<E>,
  file: StoredFile | null,
  options: { cacheControl: string; resourcePolicy: "same-origin" | "same-site" },
): Response | Promise<Response> {
  if (!file) throw new AppError("not_found");
  const headers = {
    "Content-Type": "image/webp",
    "Content-Length": String(file.size),
    "Content-Disposition": "inline",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": options.cacheControl,
    "Cross-Origin-Resource-Policy": options.resourcePolicy,
  };
  if (c.req.method === "HEAD") return file.body.cancel().then(() => c.body(null, 200, headers));
  return c.body(file.body, 200, headers);
}
