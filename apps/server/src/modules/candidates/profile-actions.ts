/** Changes to a candidate's profile, announced to the candidate's other open pages (and the admin). */
import type { UpdateProfile } from "@app/shared/candidates";
import type { AppDependencies } from "../../http/env.ts";
import { removeResume, replaceResume, updateProfile } from "./candidates.service.ts";
import { checkResumeUpload } from "./resume-upload.ts";

type Deps = Pick<AppDependencies, "db" | "storage" | "events">;

async function announce(deps: Deps, userId: string) {
  await deps.events.publish({ topic: "profiles", userIds: [userId] });
}

export async function saveProfile(deps: Deps, userId: string, input: UpdateProfile) {
  const profile = await updateProfile(deps.db, userId, input);
  await announce(deps, userId);
  return profile;
}

/** Checks the upload by its content, stores it and makes it the profile's resume. */
export async function uploadResume(deps: Deps, userId: string, file: File) {
  const profile = await replaceResume(deps, userId, await checkResumeUpload(file));
  await announce(deps, userId);
  return profile;
}

export async function deleteResume(deps: Deps, userId: string) {
  const profile = await removeResume(deps, userId);
  await announce(deps, userId);
  return profile;
}
