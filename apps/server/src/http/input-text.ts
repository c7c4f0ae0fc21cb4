/**
 * One rule for every text a client sends (issue 16), applied before any route, to the path, the
 * query string and every string (and key) of a JSON body:
 * - no control characters (C0 and C1): a NUL byte cannot be stored in PostgreSQL text at all, and
 *   the others are never typed by a person; tab, line feed and carriage return only in a field of
 *   several lines (a description, a message), so a name or a title can never start a new line of
 *   a mail header, a calendar entry or a log;
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
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What a field of one line may not hold, though a field of several lines may. */
const lineBreaks = /[\t\n\r]/;

/**
 * The fields, by name, that the site's forms write on several lines (a textarea): only these keep
 * their tabs and line breaks. Any other text, at any depth, is one line.
 */
export const multiLineFields: ReadonlySet<string> = new Set([
  "about",
  "aboutKn",
  "bio",
  "body",
  "coverLetter",
  "description",
  "descriptionKn",
  "details",
  "message",
  "note",
  "place",
  "reason",
  "requirements",
  "responsibilities",
]);

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Fault = "controlCharacters" | "lineBreaks" | "malformedText";

function faultOf(text: string, multiLine: boolean): Fault | null {
  if (controlCharacters.test(text)) return "controlCharacters";
  if (!multiLine && lineBreaks.test(text)) return "lineBreaks";
  if (loneSurrogate.test(text)) return "malformedText";
  return null;
}

/** The field a path names: its last key that is not an index in a list ("education.0.details" → "details"). */
const fieldName = (path: string[]) => path.findLast((key) => !/^\d+$/.test(key)) ?? "";

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
    const fault = faultOf(value, multiLineFields.has(fieldName(path)));
    return fault ? { field: field(), fault } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (path.length >= maxJsonDepth) return { field: field(), fault: "tooDeep" };
  for (const [key, item] of Object.entries(value)) {
    const keyFault = faultOf(key, false);
    if (keyFault) return { field: [...path, "_"].join("."), fault: keyFault };
    const found = findTextFault(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The 400 of a text fault, naming its field with the message of what is wrong. */
export function textFaultBody(c: Context, found: TextFault) {
  const message = found.fault === "tooDeep" ? "validation.text.tooDeep" : `validation.text.${found.fault}`;
  return errorBody(c, "invalid_input", keyedFields({ [found.field]: [message] }));
}

/** A path that holds a control character once decoded (`/api/talent-pool/%00/…`) names nothing. */
function pathHasControlCharacters(c: Context): boolean {
  try {
    return controlCharacters.test(decodeURIComponent(c.req.path)) || lineBreaks.test(decodeURIComponent(c.req.path));
  } catch {
    // Broken percent-encoding is the router's to answer (it finds no route).
    return false;
  }
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
  if (pathHasControlCharacters(c)) return c.json(errorBody(c, "not_found"), 404);
  let found = findQueryFault(c);
  const isJson = (c.req.header("content-type") ?? "").includes("application/json");
  let body: unknown;
  if (!found && isJson) {
    // A body that is not JSON at all is the route's validator's to refuse.
    body = await c.req.json().catch(() => undefined);
    found = findTextFault(body);
  }
  if (found) return c.json(textFaultBody(c, found), 400);
  c.req.raw = withNormalisedQuery(c.req.raw);
  if (body !== undefined) {
    // The validators read the body through this cache: they get the normalised texts.
    // (Hono keeps promises there, whatever its type says.)
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(normaliseTexts(body)));
  }
  await next();
});
