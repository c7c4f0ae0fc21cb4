import { signUpTypes, type SignUpType } from "@app/shared/constants";

/** The `:type` of /login/:type and /signup/:type, when it names an account type people can have. */
export function isSignUpType(value: string | undefined): value is SignUpType {
  return signUpTypes.some((type) => type === value);
}

export const otherSignUpType = { candidate: "employer", employer: "candidate" } as const satisfies Record<
  SignUpType,
  SignUpType
>;
