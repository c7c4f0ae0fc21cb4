import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "@app/shared/auth";
import type { SignUpType } from "@app/shared/constants";
import type { SessionUser } from "@app/shared/user";
import { api, unwrap } from "@/lib/api-client";
import { setSignedInUser } from "./set-signed-in-user.ts";

export interface SignUpVariables {
  type: SignUpType;
  data: SignUpInput;
}

/** Creates the account; the server answers already signed in. */
export async function signUp({ type, data }: SignUpVariables): Promise<SessionUser> {
  const { user } = await unwrap(api.accounts["sign-up"][":type"].$post({ param: { type }, json: data }));
  return user;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
