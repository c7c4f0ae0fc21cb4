/**
 * The verification's query keys. They start with the keys of the areas they show in, "employer"
 * (the dashboard's card) and "admin" (the queue), so the `moderation` server event, which
 * invalidates both (app/server-event-keys.ts), refreshes them without a key of their own.
 */
import type { VerificationListInput } from "@app/shared/trust";
import { employerKeys } from "@/features/employers/api/keys";
import { adminAreaKey } from "@/lib/admin-keys";
import { withoutEmpty } from "@/lib/query-params";

export const verificationKeys = {
  /** The signed-in employer's latest request. */
  mine: () => [...employerKeys.all, "verification"] as const,
  queues: () => [...adminAreaKey, "verifications"] as const,
  queue: (params: VerificationListInput) => [...verificationKeys.queues(), withoutEmpty(params)] as const,
};
