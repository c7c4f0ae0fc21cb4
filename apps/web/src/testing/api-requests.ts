/** Helpers for tests that read what a page sent and answer it in the HTTP contract's error shape, on top of `@/testing/render-app`. */
import type { Mock } from "vitest";
import type { ErrorCode } from "@app/shared/errors";
import { json } from "@/testing/render-app";

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The requests a page sent besides the reads every page makes (site info, current user). */
export function sentRequests(fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>) {
  return fetchMock.mock.calls
    .map(([input, init]): SentRequest => ({
      method: (init?.method ?? "GET").toUpperCase(),
      path: new URL(String(input), "http://localhost").pathname,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }))
    .filter((request) => request.method !== "GET");
}

/** A response in the error shape of the HTTP contract. */
export function errorResponse(
  status: number,
  code: ErrorCode,
  extra: { params?: Record<string, string>; fields?: Record<string, string[]> } = {},
) {
  return json({ error: { code, message: code, ...extra, requestId: "test" } }, status);
}
