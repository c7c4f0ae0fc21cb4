/** A test's employer verification: a pending GSTIN request, changed by `overrides`. */
import type { EmployerVerification } from "@app/shared/trust";

export function testVerification(overrides: Partial<EmployerVerification> = {}): EmployerVerification {
  return {
    id: "7c1e8a52-0d55-4f1b-9a4e-3f1d2b6c9e01",
    kind: "gstin",
    number: "29ABCDE1234F1ZW",
    website: null,
    documentName: null,
    status: "pending",
    reason: null,
    requestedAt: "2024-03-05T10:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}
