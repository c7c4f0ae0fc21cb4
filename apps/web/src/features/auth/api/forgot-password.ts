import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@app/shared/auth";
import { api, unwrap } from "@/lib/api-client";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(data: ForgotPasswordInput): Promise<void> {
  await unwrap(api.accounts["forgot-password"].$post({ json: data }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
