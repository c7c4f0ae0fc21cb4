/**
 * The reports feature's query keys. The admin's Reports queue lives under the admin area's keys,
 * which the `moderation` and `jobs` server events invalidate (app/server-event-keys.ts).
 */
import { adminAreaKey } from "@/lib/admin-keys";
import { withoutEmpty } from "@/lib/query-params";

export type ReportQueueParams = { page?: number };

export const reportsKeys = {
  queues: () => [...adminAreaKey, "reports"] as const,
  queue: (params: ReportQueueParams) => [...reportsKeys.queues(), withoutEmpty(params)] as const,
};
