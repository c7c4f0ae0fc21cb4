/** Alerts and fake `/api/alerts*` answers for the alerts feature's tests, on top of `@/testing/render-app`. */
import type { JobAlert } from "@app/shared/alerts";
import { json } from "@/testing/render-app";

let nextId = 1;

/** An alert as the API answers it: a candidate's confirmed, active, instant alert for drivers in Hebbal. */
export function testAlert(overrides: Partial<JobAlert> = {}): JobAlert {
  const id = `0c7e4a52-9d1b-4f3e-8a6b-${String(nextId++).padStart(12, "0")}`;
  return {
    id,
    kind: "search",
    email: "asha@example.com",
    criteria: { q: "driver", type: "Part-time", location: "Hebbal" },
    frequency: "instant",
    language: "en",
    confirmed: true,
    paused: false,
    bounced: false,
    createdAt: "2024-03-05T09:00:00.000Z",
    ...overrides,
  };
}

/** A link token as the server makes them: 43 characters of base64url. */
export const testToken = "Zx8_kQ2-vBn7LmP4rTy6WcE1sHd9JfA3gUo5NiK0qXa";

export const apiError = (status: number, code: string, message: string, params?: Record<string, string>) =>
  json({ error: { code, message, requestId: "r1", ...(params ? { params } : {}) } }, status);

/** An empty page of `GET /api/jobs` and no filter choices, for the job list around the alert button. */
export const noJobs = () => json({ jobs: [], totalCount: 0, moreThanCount: false, page: 1, pageSize: 10, suggestion: null });
export const noOptions = () => json({ types: [], locations: [] });
