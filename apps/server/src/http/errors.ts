/**
 * The error shape of the HTTP contract: `{ error: { code, message, fields?, params?, requestId } }`.
 * Handlers throw ApiError; anything else becomes a logged 500 with no detail for the client.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { ApiErrorBody, ErrorCode } from "@app/shared/errors";
import { englishText, errorText } from "./messages.ts";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly options: { fields?: Record<string, string[]>; params?: Record<string, string>; message?: string } = {},
  ) {
    super(options.message ?? errorText(code, options.params));
    this.name = "ApiError";
  }
}

export function errorBody(
  c: Context,
  code: ErrorCode,
  options: { fields?: Record<string, string[]>; params?: Record<string, string>; message?: string } = {},
): ApiErrorBody {
  return {
    error: {
      code,
      message: options.message ?? errorText(code, options.params),
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.params ? { params: options.params } : {}),
      requestId: c.get("requestId") ?? "",
    },
  };
}

/** zod issues → `fields` with English texts (the web app translates the same keys itself). */
export function fieldsFromZod(error: z.ZodError): Record<string, string[]> {
  const flat = z.flattenError(error, (issue) => englishText(issue.message));
  const fields: Record<string, string[]> = { ...(flat.fieldErrors as Record<string, string[]>) };
  if (flat.formErrors.length > 0) fields._ = flat.formErrors;
  return fields;
}

/** The hook every zValidator gets, so a bad input answers 400 in the contract's shape. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const fields = result.error instanceof z.ZodError ? fieldsFromZod(result.error) : undefined;
    return c.json(errorBody(c, "invalid_input", { fields }), 400);
  }
}

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: "invalid_input",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) {
    return c.json(errorBody(c, error.code, error.options), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = statusCodes[error.status] ?? "invalid_input";
    return c.json(errorBody(c, code), error.status);
  }
  c.get("logger")?.error({ err: error }, "unhandled error");
  return c.json(errorBody(c, "internal"), 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json(errorBody(c, "not_found"), 404);

/** A validator hook for ids in the path: a malformed id names nothing, so it is "not found". */
export function notFoundHook(result: { success: boolean }) {
  if (!result.success) throw new ApiError(404, "not_found");
}
