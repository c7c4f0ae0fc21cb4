/** Runs once per run of the api-s3 project: one s3rver for all its test files (each makes its own bucket). */
import type { TestProject } from "vitest/node";
import { startS3Server } from "./s3-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide("s3Endpoint", server.endpoint);
  return server.close;
}
