/**
 * Signing in and up with a mobile number (ADR 054): asking for a code by SMS, then sending it back.
 * Asking answers the same for any number; the code's answer signs in, as the e-mail forms do.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language, SignUpType } from "@app/shared/constants";
import type { PhoneCodeSent, PhoneSignUpRequestInput } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { api, unwrap } from "@/lib/api-client";
import { setSignedInUser } from "./set-signed-in-user.ts";

/** What the phone page does: sign in to an account, or make one. */
export type PhoneMode = "login" | "signUp";

/** The first step's fields: the number, and for a sign-up the name (and an employer's company). */
export type PhoneDetails = Omit<PhoneSignUpRequestInput, "language" | "name"> & { name?: string };

export interface AskPhoneCodeVariables {
  mode: PhoneMode;
  type: SignUpType;
  details: PhoneDetails;
  /** The SMS's language: the page's. */
  language: Language;
}

const signInCodeRequest = ({ type, details, language }: AskPhoneCodeVariables) =>
  api.accounts.phone["sign-in"][":type"].code.$post({ param: { type }, json: { phoneNumber: details.phoneNumber, language } });
const signUpCodeRequest = ({ type, details, language }: AskPhoneCodeVariables) =>
  api.accounts.phone["sign-up"][":type"].code.$post({ param: { type }, json: { ...details, name: details.name ?? "", language } });

export function phoneCodeRequest(variables: AskPhoneCodeVariables) {
  return variables.mode === "login" ? signInCodeRequest(variables) : signUpCodeRequest(variables);
}

export async function askPhoneCode(variables: AskPhoneCodeVariables): Promise<PhoneCodeSent> {
  return variables.mode === "login" ? unwrap(signInCodeRequest(variables)) : unwrap(signUpCodeRequest(variables));
}

export function useAskPhoneCode() {
  return useMutation({ mutationFn: askPhoneCode });
}

export interface PhoneSignInVariables {
  mode: PhoneMode;
  type: SignUpType;
  details: PhoneDetails;
  code: string;
}

const signInRequest = ({ type, details, code }: PhoneSignInVariables) =>
  api.accounts.phone["sign-in"][":type"].$post({ param: { type }, json: { phoneNumber: details.phoneNumber, code } });
const signUpRequest = ({ type, details, code }: PhoneSignInVariables) =>
  api.accounts.phone["sign-up"][":type"].$post({ param: { type }, json: { ...details, name: details.name ?? "", code } });

export function phoneSignInRequest(variables: PhoneSignInVariables) {
  return variables.mode === "login" ? signInRequest(variables) : signUpRequest(variables);
}

/** Signs in (or up) with the code; the server answers already signed in. */
export async function phoneSignIn(variables: PhoneSignInVariables): Promise<SessionUser> {
  const { user } = variables.mode === "login" ? await unwrap(signInRequest(variables)) : await unwrap(signUpRequest(variables));
  return user;
}

export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: phoneSignIn,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
