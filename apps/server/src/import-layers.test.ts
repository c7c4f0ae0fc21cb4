/**
 * The one-way server layers of eslint.config.js (ADR 010): a backward import fails lint, a forward
 * one passes. Linted as text at a real path, so the test follows the config as it is.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, "apps/server/src", file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("server import layers", () => {
  it.each([
    ["http/visitor.ts", 'import { viewJob } from "../modules/jobs/job-actions.ts";\nexport const x = viewJob;'],
    ["db/client.ts", 'import type { AppEnv } from "../http/env.ts";\nexport type X = AppEnv;'],
    ["realtime/event-bus.ts", 'import { requireRole } from "../http/session.ts";\nexport const x = requireRole;'],
    ["auth/auth.ts", 'import { createApp } from "../app.ts";\nexport const x = createApp;'],
    ["modules/jobs/jobs.service.ts", 'import { createDependencies } from "../../dependencies.ts";\nexport const x = createDependencies;'],
    ["errors/app-error.ts", 'import { jobsRoutes } from "../modules/jobs/jobs.routes.ts";\nexport const x = jobsRoutes;'],
  ])("refuses a backward import in %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringContaining("A lower server layer does not import")]);
  });

  it.each([
    ["modules/jobs/jobs.service.ts", 'import { AppError } from "../../errors/app-error.ts";\nexport const x = AppError;'],
    ["http/session.ts", 'import type { AppEnv } from "./env.ts";\nexport type X = AppEnv;'],
    ["modules/jobs/job-actions.ts", 'import { findOwnApplication } from "../applications/applications.service.ts";\nexport const x = findOwnApplication;'],
    ["app.ts", 'import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";\nexport const x = jobsRoutes;'],
  ])("allows a forward import in %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
