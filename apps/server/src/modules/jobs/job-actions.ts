/**
 * What a request does with a job beyond one query: reading it as a visitor (counting the view,
 * the viewer's saved state and application), and the changes that every open list must hear of.
 */
import type { CreateJobInput } from "@app/shared/jobs";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { findOwnApplication } from "../applications/applications.service.ts";
import { createJob, deleteJob, getJobById, isJobSaved, recordJobView, setJobStatus } from "./jobs.service.ts";

type Deps = Pick<AppDependencies, "db" | "events">;

/**
 * A job as its page shows it. A listed job's view is counted once per visitor per day, never the
 * employer's own; a candidate also gets whether it is saved and their application, if any.
 */
export async function viewJob(db: Database, id: string, viewer: SessionUser | null, visitorId: string) {
  const job = await getJobById(db, id, viewer);
  if (!job) throw new AppError("not_found");
  if (job.status === "active" && viewer?.id !== job.employerId && (await recordJobView(db, id, visitorId))) {
    job.views += 1;
  }
  const isCandidate = viewer?.role === "candidate";
  const saved = isCandidate ? await isJobSaved(db, viewer.id, id) : false;
  const application = isCandidate ? await findOwnApplication(db, viewer.id, id) : null;
  return { job, saved, application };
}

export async function postJob(deps: Deps, employer: SessionUser, input: CreateJobInput) {
  const job = await createJob(deps.db, employer, input);
  await deps.events.publish({ topic: "jobs", id: job.id });
  return job;
}

export async function removeJob(deps: Deps, actor: SessionUser, id: string) {
  await deleteJob(deps.db, actor, id);
  await deps.events.publish({ topic: "jobs", id });
}

export async function changeJobStatus(deps: Deps, actor: SessionUser, id: string, status: "active" | "expired") {
  const job = await setJobStatus(deps.db, actor, id, status);
  await deps.events.publish({ topic: "jobs", id });
  return job;
}
