/** The hooks of record-packages.mjs: each package import (a bare specifier such as `pg` or `nodemailer/lib/addressparser`), as written. */
import { appendFileSync } from "node:fs";

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (file && resolved.url.includes("/node_modules/") && !/^(\.|\/|node:|file:|data:)/.test(specifier)) appendFileSync(file, `${specifier}\n`);
  return resolved;
}
