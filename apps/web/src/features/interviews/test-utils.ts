/**
 * Interviews and a fake interview server for the interviews feature's tests: one application's
 * interview that answers GET, propose, reschedule, accept, ask for other times and cancel as the
 * server does, recording what it was sent.
 */
import type { Interview } from "@app/shared/interviews";
import { json, type FakeRoute } from "@/testing/render-app";

/** Tue 5 Mar 2030, 3:00 PM and Wed 6 Mar 2030, 11:00 AM on the site's clock (Asia/Kolkata). */
export const firstTime = "2030-03-05T09:30:00.000Z";
export const secondTime = "2030-03-06T05:30:00.000Z";

export function testInterview(applicationId: string, overrides: Partial<Interview> = {}): Interview {
  return {
    id: `60000000-0000-4000-8000-${applicationId.slice(-12)}`,
    applicationId,
    jobId: "00000000-0000-4000-8000-00000000a001",
    jobTitle: "Tailor",
    jobTitleKn: null,
    company: "Chamundi Logistics",
    status: "proposed",
    slots: [
      { startsAt: firstTime, durationMinutes: 30 },
      { startsAt: secondTime, durationMinutes: 60 },
    ],
    placeKind: "in_person",
    place: "Chamundi Logistics, 12 Sayyaji Rao Road, Mysuru",
    scheduled: null,
    candidateNote: null,
    updatedAt: "2030-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** One application's interview (none to begin with, unless given); `received` holds each move's method, path and body. */
export function fakeInterview(applicationId: string, start: Interview | null = null) {
  let interview = start;
  const received: { method: string; path: string; body: unknown }[] = [];
  const base = `/api/applications/${applicationId}/interview`;
  const record = async (request: Request) => {
    const body: unknown = request.method === "GET" ? undefined : await request.json();
    received.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  const answer = (next: Interview, status = 200) => {
    interview = next;
    return json({ interview }, status);
  };
  const routes: Record<string, FakeRoute> = {
    [`GET ${base}`]: () => json({ interview }),
    [`POST ${base}`]: async (request) => {
      await record(request);
      return answer(testInterview(applicationId, { status: "proposed" }), 201);
    },
    [`PUT ${base}`]: async (request) => {
      await record(request);
      return answer(testInterview(applicationId, { status: "proposed", updatedAt: "2030-03-02T10:00:00.000Z" }));
    },
    [`POST ${base}/accept`]: async (request) => {
      const { slot } = (await record(request)) as { slot: number };
      const current = interview ?? testInterview(applicationId);
      return answer({ ...current, status: "accepted", scheduled: current.slots[slot] ?? null });
    },
    [`POST ${base}/request-change`]: async (request) => {
      const { note } = (await record(request)) as { note: string };
      return answer({ ...(interview ?? testInterview(applicationId)), status: "change_requested", candidateNote: note });
    },
    [`POST ${base}/cancel`]: async (request) => {
      await record(request);
      return answer({ ...(interview ?? testInterview(applicationId)), status: "cancelled" });
    },
  };
  return { routes, received };
}
