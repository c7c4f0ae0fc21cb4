/**
 * Reading answers in API tests. `expectStatus` asserts a typed client's status and returns the body
 * the route declares for it, so a changed response shape fails the type check; `expectError` asserts
 * the error shape of the HTTP contract, which the typed client does not know (errors are thrown).
 */
import type { ClientResponse } from "hono/client";
import { expect } from "vitest";
import { isApiErrorBody, type ApiErrorBody, type ErrorCode } from "@app/shared/errors";

/** An untyped agent's answer (test-app.ts): the body is JSON when it parses, else the text; narrow it before use. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

type AnyClientResponse = ClientResponse<unknown, number, string>;
/** A typed client's answer or a plain Response. */
type JsonResponse = { status: number; json(): Promise<unknown> };

/** The declared body of the answers with status `S` among a route's answers `R`. */
type BodyOf<R, S extends number> = R extends ClientResponse<infer Body, infer Status, infer _Format>
  ? Status extends S
    ? Body
    : never
  : never;

/** Asserts the status (showing the body when it is another) and returns the body declared for it. */
export async function expectStatus<R extends AnyClientResponse, S extends R["status"]>(
  call: R | Promise<R>,
  status: S,
): Promise<BodyOf<R, S>> {
  const response = await call;
  if (response.status !== status) {
    expect.fail(`expected status ${status}, got ${response.status}: ${await response.text()}`);
  }
  const body: unknown = await response.json();
  // The status was just checked, and `R` is what the route declares for each status.
  return body as BodyOf<R, S>;
}

/**
 * Asserts an error answer — this status, and this code when given — in the one error shape, and
 * returns its `error`. Takes a typed client's answer, a plain Response, or an untyped agent's answer.
 */
export async function expectError(
  call: JsonResponse | TestResponse | Promise<JsonResponse | TestResponse>,
  status: number,
  code?: ErrorCode,
): Promise<ApiErrorBody["error"]> {
  const response = await call;
  const body: unknown = "json" in response ? await response.json() : response.body;
  expect(response.status, JSON.stringify(body)).toBe(status);
  if (!isApiErrorBody(body)) return expect.fail(`not the error shape: ${JSON.stringify(body)}`);
  expect(Object.keys(body)).toEqual(["error"]);
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}
