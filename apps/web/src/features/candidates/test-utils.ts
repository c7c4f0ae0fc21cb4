/** A candidate profile and fake `/api/profile*` answers for the candidates feature's tests. */
import type { CandidateProfile, ResumeFile, UpdateProfileInput } from "@app/shared/candidates";
import { json, type FakeRoute, type mockApi } from "@/testing/render-app";

export const profilePath = "/candidate/profile";

export function testResume(overrides: Partial<ResumeFile> = {}): ResumeFile {
  return {
    id: "7c1e0c8a-5b7d-4a51-9f0e-3b1d2c4e5f60",
    name: "Asha Rao resume.pdf",
    type: "pdf",
    size: 250 * 1024,
    uploadedAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function testProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: "user-1",
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9845012345",
    bio: "",
    skills: [],
    education: [],
    experience: [],
    wantedJobTypes: [],
    wantedPlaces: [],
    experienceYears: null,
    spokenLanguages: [],
    educationLevel: null,
    drivingLicences: [],
    photo: null,
    resume: null,
    updatedAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

/**
 * GET answers with `profile`; PATCH answers with the profile and the body merged, as the server
 * does. Each PATCH body is recorded in `patches`.
 */
export function profileRoutes(profile: CandidateProfile = testProfile()) {
  const patches: UpdateProfileInput[] = [];
  let current = profile;
  const routes: Record<string, FakeRoute> = {
    "GET /api/profile": () => json({ profile: current }),
    "PATCH /api/profile": async (request) => {
      const body = (await request.json()) as UpdateProfileInput;
      patches.push(body);
      current = { ...current, ...body } as CandidateProfile;
      return json({ profile: current });
    },
  };
  return { routes, patches };
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return json({ error: { code, message, fields, requestId: "r1" } }, status);
}

/** The requests made so far with `method` to `path`. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input instanceof Request ? input.url : input), "http://localhost"), init))
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}
