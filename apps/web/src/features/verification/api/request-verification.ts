/**
 * Requesting verification (`POST /api/employer/verification`, multipart: `kind`, `number`,
 * `website` and an optional `document`). The browser sets the multipart content type with its
 * boundary, so no header is set here. The server checks the number again and the document by its
 * content; the answer is the card's new state.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerificationRequestValues } from "@app/shared/trust";
import { api, unwrap } from "@/lib/api-client";
import { verificationKeys } from "./keys";

export type VerificationRequestForm = VerificationRequestValues & { document: File | null };

export async function requestVerification({ kind, number, website, document }: VerificationRequestForm) {
  const form = { kind, number, website, document: document ?? undefined };
  return (await unwrap(api.employer.verification.$post({ form }))).verification;
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (verification) => queryClient.setQueryData(verificationKeys.mine(), verification),
  });
}
