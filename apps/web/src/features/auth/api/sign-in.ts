import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { SignInInput } from "@app/shared/auth";
import type { SessionUser } from "@app/shared/user";
import { api, unwrap } from "@/lib/api-client";
import { setSignedInUser } from "./set-signed-in-user.ts";

type SignInRoute = (typeof api.accounts)["sign-in"][":type"]["$post"];
/** The `:type` of the sign-in route (and of /login/:type): an account type people can have, or admin. */
export type LoginType = InferRequestType<SignInRoute>["param"]["type"];

export interface SignInVariables {
  type: LoginType;
  data: SignInInput;
}

export async function signIn({ type, data }: SignInVariables): Promise<SessionUser> {
  const { user } = await unwrap(api.accounts["sign-in"][":type"].$post({ param: { type }, json: data }));
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
