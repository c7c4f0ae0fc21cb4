import type { Role } from "./constants.ts";

/** The signed-in user as the API returns it (`GET /api/accounts/me`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  company: string | null;
}
