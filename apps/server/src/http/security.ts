/**
 * Request guards shared by every route: security headers, and for mutating /api requests an Origin
 * equal to the site's own and a JSON (or multipart) body. Together with SameSite=Lax cookies this
 * shuts out cross-site request forgery.
 */
import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { earlyTapsScript } from "@app/shared/early-taps";
import { errorBody } from "./errors.ts";

/** The one script a page carries in itself (index.html's head), allowed by its hash. */
const earlyTapsHash = `'sha256-${createHash("sha256").update(earlyTapsScript).digest("base64")}'`;

const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", earlyTapsHash],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
});

/**
 * The hashed files under /assets (scripts, the stylesheet, fonts, images) are never documents: the
 * policy, framing and referrer headers act only on a page or a worker, and on a phone's HTTP/1.1
 * connection they cost about 700 bytes on each of a page's 25 files. They keep what acts on a file:
 * no type sniffing, and no use by other sites.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  if (!c.req.path.startsWith("/assets/")) return documentHeaders(c, next);
  await next();
  c.header("x-content-type-options", "nosniff");
  c.header("cross-origin-resource-policy", "same-origin");
});

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `oneClickPaths`: POSTs a mail client sends on a person's behalf (RFC 8058 one-click unsubscribe, a
 * form without an Origin); they carry their own secret in the address, so another site cannot forge
 * them.
 */
export function requireSameOriginJson(allowedOrigins: string[], oneClickPaths: readonly string[] = []) {
  return createMiddleware(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    if (c.req.method === "POST" && oneClickPaths.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (!origin || !allowedOrigins.includes(origin)) {
      return c.json(errorBody(c, "origin_forbidden"), 403);
    }
    // PUT and DELETE may come without a body (save a job, remove one); POST and PATCH always carry
    // one, and anything with a body must say it is JSON (or an upload) — never parsed as `{}`.
    const bodyless = c.req.method === "PUT" || c.req.method === "DELETE";
    const hasBody = !bodyless || Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding");
    if (!hasBody) return next();
    const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (contentType !== "application/json" && contentType !== "multipart/form-data") {
      return c.json(errorBody(c, "unsupported_media_type"), 415);
    }
    return next();
  });
}

/**
 * For the forms a page posts to the site itself (the language switch, the account and contact forms
 * before the page's script runs): only this site's pages may post them. A browser names the page's
 * origin in `Origin`; without one, `Sec-Fetch-Site` must not say another site. A tool that sends
 * neither is let through, as it could send anything else.
 */
export function requireSameSiteForm(allowedOrigins: string[]) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const sameSite = origin ? allowedOrigins.includes(origin) : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (!sameSite) return c.json(errorBody(c, "origin_forbidden"), 403);
    return next();
  });
}
