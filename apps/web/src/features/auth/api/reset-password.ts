import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@app/shared/auth";
import { api, unwrap } from "@/lib/api-client";
import { currentUserQueryOptions } from "@/lib/auth";

export async function resetPassword(data: ResetPasswordInput): Promise<void> {
  await unwrap(api.accounts["reset-password"].$post({ json: data }));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server may end the sessions of an account whose password changed: ask again who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
