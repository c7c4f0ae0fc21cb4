/**
 * The import rules of eslint.config.js (ADR 009) in action: a snippet is linted as if it were the
 * file at the given path, so a backward import fails in both spellings, `@/` and relative, and a
 * forward one passes. The admin feature is the top one: no other feature imports it.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the import rule for `import "<source>"` in the file at `filePath`. */
async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import "${source}";\n`, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

const feature = "apps/web/src/features/applications/components/apply-dialog.tsx";
const featureTopLevel = "apps/web/src/features/auth/account-type.ts";

describe("import boundaries", { timeout: 30_000 }, () => {
  const fromApp = "Features do not import from app/";
  const notApi = "only another feature's api/ modules";
  const relative = "Leave a feature through an @/ path";
  const shared = "Shared code does not import features or app/";
  const admin = "A lower feature does not import the admin feature";
  it.each([
    [feature, "@/app/router", fromApp],
    [feature, "../../../app/router", relative],
    [feature, "@/features/jobs/components/job-card", notApi],
    [feature, "@/features/jobs/hooks/use-job-format", notApi],
    [feature, "../../jobs/api/keys", relative],
    [featureTopLevel, "../../app/router", relative],
    [featureTopLevel, "../jobs/api/keys", relative],
    [feature, "@/features/admin/api/keys", admin],
    ["apps/web/src/features/reports/api/keys.ts", "@/features/admin/api/keys", admin],
    ["apps/web/src/lib/auth.ts", "@/features/jobs/api/keys", shared],
    ["apps/web/src/lib/auth.ts", "../app/providers", shared],
    ["apps/web/src/lib/auth.ts", "../features/jobs/api/keys", shared],
    ["apps/web/src/components/ui/button.tsx", "../../app/router", shared],
    ["apps/web/src/components/ui/toaster.tsx", "@/features/jobs/api/keys", shared],
    ["apps/web/src/config/paths.ts", "../features/auth/account-type", shared],
  ])("refuses, in %s, an import of %s", async (filePath, source, reason) => {
    expect(await importErrors(filePath, source)).toEqual([expect.stringContaining(reason)]);
  });

  it.each([
    [feature, "@/features/jobs/api/keys"],
    [feature, "@/features/candidates/api/get-profile"],
    [feature, "../api/apply"],
    [feature, "./applicant-card"],
    [feature, "@/components/ui/button"],
    [feature, "@/lib/api-client"],
    [feature, "@/config/paths"],
    [feature, "@/lib/admin-keys"],
    ["apps/web/src/features/admin/components/admin-reports-page.tsx", "@/features/reports/api/keys"],
    [featureTopLevel, "./translate-auth-error.ts"],
    ["apps/web/src/app/routes/job-detail.tsx", "@/features/jobs/components/job-detail-page"],
    ["apps/web/src/app/routes/job-detail.tsx", "../../features/jobs/components/job-detail-page"],
    ["apps/web/src/lib/api-client.ts", "../../../server/src/app.ts"],
    ["apps/web/src/lib/auth.ts", "./api-client.ts"],
  ])("allows, in %s, an import of %s", async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});

/** The messages of the adapters' rule (ADR 071) for `snippet` in the file at `filePath`. */
async function adapterErrors(filePath: string, snippet: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${snippet}\nexport type Used = typeof used;\n`, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((message) => message.message);
}

describe("a page's parts reach the router and the page's reads through adapters", { timeout: 30_000 }, () => {
  const router = "through @/lib/navigation";
  const cache = "usePageQuery";
  it.each([
    ["apps/web/src/features/jobs/components/share-menu.tsx", 'import { Link as used } from "react-router";', router],
    ["apps/web/src/components/ui/button.tsx", 'import { useLocation as used } from "react-router";', router],
    ["apps/web/src/app/shell/navbar.tsx", 'import { NavLink as used } from "react-router";', router],
    ["apps/web/src/features/jobs/components/job-card.tsx", 'import { useQuery as used } from "@tanstack/react-query";', cache],
  ])("refuses, in %s, %s", async (filePath, snippet, reason) => {
    expect(await adapterErrors(filePath, snippet)).toEqual([expect.stringContaining(reason)]);
  });

  it.each([
    ["apps/web/src/features/jobs/components/job-card.tsx", 'import { Link as used } from "@/lib/navigation";'],
    ["apps/web/src/features/jobs/components/job-card.tsx", 'import type { UseQueryResult as used } from "@tanstack/react-query";'],
    ["apps/web/src/features/jobs/api/keys.ts", 'import { useQuery as used } from "@tanstack/react-query";'],
    ["apps/web/src/app/router.tsx", 'import { redirect as used } from "react-router";'],
    ["apps/web/src/app/shell/root-layout.tsx", 'import { Outlet as used } from "react-router";'],
  ])("allows, in %s, %s", async (filePath, snippet) => {
    expect(await adapterErrors(filePath, snippet)).toEqual([]);
  });
});
