/**
 * One rule for every text a client sends (issue 16), applied before any route, to the query string
 * and to every string (and key) of a JSON body:
 * - no control characters but tab, line feed and carriage return: a NUL byte cannot be stored in
 *   PostgreSQL text at all, and the others are never typed by a person;
 * - well-formed Unicode: a lone surrogate has no UTF-8 form, so the database would refuse it;
 * - NFC: the same letters arrive as one spelling ("ಕೆ" typed as one sequence or another), so a
 *   search finds what was stored and a name compares equal to itself.
 * A text that breaks the first two answers the usual 400 naming the field. Texts are normalised
 * in place of the request's own, so every validator reads the normalised text; passwords are left
 * as typed (their hashes were made from what was typed). Trimming stays with each field's schema:
 * only the schema knows whether spaces matter.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { keyedFields } from "../errors/app-error.ts";
import { errorBody } from "./errors.ts";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Fault = "controlCharacters" | "malformedText";

function faultOf(text: string): Fault | null {
  if (controlCharacters.test(text)) return "controlCharacters";
  if (loneSurrogate.test(text)) return "malformedText";
  return null;
}

/** A JSON body nested deeper than any form of the site: refused before it is walked. */
export const maxJsonDepth = 32;

/** Where the first bad string (or key) is, e.g. "name" or "education.0.school", and what is wrong with it. */
export interface TextFault {
  field: string;
  fault: Fault | "tooDeep";
}

/** The first string or key that breaks the rule; null when every text is fine. */
export function findTextFault(value: unknown, path: string[] = []): TextFault | null {
  const field = () => path.join(".") || "_";
  if (typeof value === "string") {
    const fault = faultOf(value);
    return fault ? { field: field(), fault } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (path.length >= maxJsonDepth) return { field: field(), fault: "tooDeep" };
  for (const [key, item] of Object.entries(value)) {
    const keyFault = faultOf(key);
    if (keyFault) return { field: [...path, "_"].join("."), fault: keyFault };
    const found = findTextFault(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The path of the first string (or key) with a control character; null when there is none. */
export function findControlCharacters(value: unknown): string | null {
  const found = findTextFault(value);
  return found?.fault === "controlCharacters" ? found.field : null;
}

const keptAsTyped = /password/i;

/** Every string (and key) in NFC, but the values of password fields. */
export function normaliseTexts(value: unknown, key = ""): unknown {
  if (typeof value === "string") return keptAsTyped.test(key) ? value : value.normalize("NFC");
  if (Array.isArray(value)) return value.map((item) => normaliseTexts(item, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name.normalize("NFC"), normaliseTexts(item, name)]));
  }
  return value;
}

/** The request with its query in NFC, or the request itself when it already is. */
function withNormalisedQuery(request: Request): Request {
  const url = new URL(request.url);
  const normalised = new URLSearchParams([...url.searchParams].map(([name, value]): [string, string] => [name.normalize("NFC"), value.normalize("NFC")]));
  if (normalised.toString() === url.searchParams.toString()) return request;
  url.search = normalised.toString();
  // Only a body-less request carries free text in its query (searches); others keep theirs as sent.
  return request.method === "GET" || request.method === "HEAD" ? new Request(url, request) : request;
}

/** The first text of a request's query that breaks the rule; a repeated parameter (?type=a&type=b) is named as a whole. */
export function findQueryFault(c: Context): TextFault | null {
  return findTextFault(Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.join("")])));
}

export const checkInputText = createMiddleware<AppEnv>(async (c, next) => {
  let found = findQueryFault(c);
  const isJson = (c.req.header("content-type") ?? "").includes("application/json");
  let body: unknown;
  if (!found && isJson) {
    // A body that is not JSON at all is the route's validator's to refuse.
    body = await c.req.json().catch(() => undefined);
    found = findTextFault(body);
  }
  if (found) {
    const message = found.fault === "tooDeep" ? "validation.text.tooDeep" : `validation.text.${found.fault}`;
    return c.json(errorBody(c, "invalid_input", keyedFields({ [found.field]: [message] })), 400);
  }
  c.req.raw = withNormalisedQuery(c.req.raw);
  if (body !== undefined) {
    // The validators read the body through this cache: they get the normalised texts.
    // (Hono keeps promises there, whatever its type says.)
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(normaliseTexts(body)));
  }
  await next();
});
