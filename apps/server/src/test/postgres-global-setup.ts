/**
 * Runs once per test run of the PostgreSQL suite: migrates one template database, from which every
 * test file's database is copied (`CREATE DATABASE … TEMPLATE`) in a fraction of the time the
 * migrations take. Dropped at the end of the run.
 */
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/client.ts";
import { createEmptyPostgresDatabase } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createEmptyPostgresDatabase("nj_template");
  const handle = await openPostgres(template.url);
  await handle.migrate();
  // A template may have no connection open while it is copied.
  await handle.close();
  project.provide("postgresTemplate", template.name);
  return () => template.drop();
}
