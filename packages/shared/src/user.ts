import type { Role } from "./constants.ts";

/** The signed-in user as the API returns it (`GET /api/accounts/me`). */
export interface SessionUser {
  id: string;
  name: string;
  /** Null for an account made with a phone only: its stand-in address (phone.ts) is never shown. */
  email: string | null;
  role: Role;
  /** The mobile number the account signs in with (E.164), once a code sent to it came back. */
  phoneNumber: string | null;
  phone: string | null;
  company: string | null;
}
