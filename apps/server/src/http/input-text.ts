/**
 * One rule for every text a client sends (issue 16): no control characters but tab, line feed and
 * carriage return. A NUL byte cannot be stored in PostgreSQL text at all, and the others are never
 * typed by a person. Checked before any route, in the query string and in every string (and key) of
 * a JSON body, so each route answers the usual 400 instead of failing in the database.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { englishText } from "../errors/messages.ts";
import { errorBody } from "./errors.ts";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path of the first string (or key) with a control character, e.g. "name" or "education.0.school"; null when clean. */
export function findControlCharacters(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return controlCharacters.test(value) ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacters(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (controlCharacters.test(key)) return [...path, "_"].join(".");
      const found = findControlCharacters(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export const rejectControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  // A query parameter may repeat (?type=a&type=b): it is named as a whole.
  const query = Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.join("")]));
  let field = findControlCharacters(query);
  if (field === null && (c.req.header("content-type") ?? "").includes("application/json")) {
    // A body that is not JSON at all is the route's validator's to refuse.
    const body: unknown = await c.req.json().catch(() => undefined);
    field = findControlCharacters(body);
  }
  if (field !== null) {
    return c.json(errorBody(c, "invalid_input", { fields: { [field]: [englishText("validation.text.controlCharacters")] } }), 400);
  }
  await next();
});
