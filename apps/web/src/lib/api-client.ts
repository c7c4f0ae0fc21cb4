/**
 * The typed API client: `hono/client` over the server's AppType, so every call is checked against
 * the server's routes. Errors come back as ApiError (api-error.ts) carrying the contract's code, message and fields.
 */
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { isApiErrorBody } from "@app/shared/errors";
import { ApiError } from "./api-error";
import type { AppType } from "../../../server/src/app.ts";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's renderer (entry-server.tsx) answers the calls in-process instead. */
let apiFetch: Fetch = (input, init) => fetch(input, init);

export function setApiFetch(fetchImpl: Fetch) {
  apiFetch = fetchImpl;
}

export const client = hc<AppType>("/", {
  init: { credentials: "same-origin" },
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
});
export const api = client.api;

/**
 * The options of a POST whose route reads no body (hire, approve, dismiss): the server still wants
 * every POST to carry JSON (the Origin/JSON rule), so `{}` is sent.
 */
export const emptyJsonBody = { headers: { "content-type": "application/json" }, init: { body: "{}" } };

/** The body of the successful answers among the responses a route declares. */
type SuccessBody<R> = R extends ClientResponse<infer Body, infer Status, infer _Format>
  ? Status extends SuccessStatusCode
    ? Body
    : never
  : never;

/** Awaits a client call and returns its JSON body, or throws ApiError (network failures too). */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await call;
  } catch {
    throw new ApiError(0, { code: "internal", message: "Network error", requestId: "" });
  }
  if (response.ok) return (await response.json()) as SuccessBody<R>;
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) throw new ApiError(response.status, body.error);
  throw new ApiError(response.status, { code: "internal", message: response.statusText, requestId: "" });
}
