/**
 * Test data shared by several features' tests (features do not import each other, tests included),
 * made by the builders the API tests, the browser tests and the demo seed use (@app/shared/factories).
 */
import { buildJob } from "@app/shared/factories";

/** A job as `GET /api/jobs/:id` answers it: the default post at Chamundi Logistics, ids counting up. */
export const testJob = buildJob;
