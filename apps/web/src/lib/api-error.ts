/**
 * An API answer that is not a success, as the client throws it: the contract's code, message and
 * fields (ARCHITECTURE.md). A module of its own, so a part that only reads errors (an island, ADR 071)
 * imports no RPC client.
 */
import type { ApiErrorBody, ErrorCode } from "@app/shared/errors";

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]>;
  readonly params: Record<string, string>;

  constructor(status: number, body: ApiErrorBody["error"]) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    // A field's message by its i18n key where the server named one, so it shows in the reader's language.
    this.fields = { ...body.fields, ...body.fieldKeys };
    this.params = body.params ?? {};
  }
}
