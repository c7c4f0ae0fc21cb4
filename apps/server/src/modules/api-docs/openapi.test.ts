/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document that holds every mounted /api route, whose
 * parameters and bodies are the ones the routes really check, and whose role notes match the guards.
 */
import { randomUUID } from "node:crypto";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../test/responses.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

type Operation = OpenAPIV3_1.OperationObject & { "x-roles"?: string[] };

let testApp: TestApp;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.agent().get("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = response.body as OpenAPIV3_1.Document;
});
afterAll(async () => {
  await testApp.close();
});

const methods = ["get", "put", "post", "delete", "patch"] as const;

/** Every operation of the document as [METHOD, OpenAPI path, operation]. */
function operations(): [string, string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.filter((method) => item?.[method]).map((method) => [method.toUpperCase(), path, item![method] as Operation] as [string, string, Operation]),
  );
}

/** The routes the app answers under /api, as Hono has them: handlers only (middleware is `ALL`). */
function mountedApiRoutes() {
  const routes = testApp.app.routes.filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"));
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].map((key) => {
    const [method, path] = key.split(" ") as [string, string];
    return { method, path, openApiPath: path.replace(/:(\w+)/g, "{$1}") };
  });
}

/** A concrete URL for an OpenAPI path: every parameter a fresh uuid (for the guards, any id will do). */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, () => randomUUID());

describe("GET /api/openapi.json", () => {
  it("passes Redocly's recommended rules, warnings included: every operation has a summary, and who may call it", async () => {
    // The document as production serves it, naming its public address (not the tests' localhost).
    const deployed = await createTestApp({ PUBLIC_URL: "https://jobs.nagara.in" });
    const source = await (await deployed.app.request("/api/openapi.json")).text();
    await deployed.close();
    // The project has chosen no licence yet: that one rule waits for the owner.
    const config = await createConfig({ extends: ["recommended"], rules: { "info-license": "off" } });
    const problems = await lintFromString({ source, config });
    expect(problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? "?"}: ${problem.message}`)).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document, with the session scheme and the error body as components", async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Every $ref points at something that exists.
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(document.components?.securitySchemes?.session).toMatchObject({ type: "apiKey", in: "cookie", name: "nj.session_token" });
    expect(document.components?.schemas?.ApiError).toMatchObject({ required: ["error"] });
  });

  it("holds every route mounted under /api, with its method, and nothing that is not mounted", () => {
    const mounted = mountedApiRoutes();
    // Enough routes that a broken walk of app.routes could not pass unnoticed.
    expect(mounted.length).toBeGreaterThan(60);
    const documented = new Set(operations().map(([method, path]) => `${method} ${path}`));
    const missing = mounted
      .filter((route) => !route.path.includes("*"))
      .map((route) => `${route.method} ${route.openApiPath}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);

    // The one wildcard is the Better Auth passthrough: the document names the paths it lets through.
    expect(mounted.filter((route) => route.path.includes("*")).map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "GET /api/auth/*",
      "POST /api/auth/*",
    ]);
    const mountedKeys = new Set(mounted.map((route) => `${route.method} ${route.openApiPath}`));
    const unmounted = [...documented].filter((key) => key.includes(" /api/") && !mountedKeys.has(key) && !key.includes(" /api/auth/"));
    expect(unmounted).toEqual([]);
  });

  it("documents the Better Auth paths that answer, and only those", async () => {
    const agent = testApp.agent();
    const authOperations = operations().filter(([, path]) => path.startsWith("/api/auth/"));
    expect(authOperations.map(([method, path]) => `${method} ${path}`).sort()).toEqual(["GET /api/auth/get-session", "POST /api/auth/sign-out"]);
    const session = await agent.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
    await expectError(agent.get("/api/auth/list-sessions"), 404, "not_found");
  });

  it("marks exactly the guarded routes with the session and their roles, and each refuses a guest with 401", async () => {
    const guarded = operations().filter(([, , operation]) => operation["x-roles"] !== undefined);
    expect(guarded.length).toBeGreaterThan(40);
    const agent = testApp.agent();
    for (const [method, path, operation] of guarded) {
      expect(operation.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(operation.responses?.[401], `${method} ${path}`).toEqual({ $ref: "#/components/responses/Error" });
      const answer = await agent.request(method, urlOf(path), method === "GET" || method === "DELETE" ? undefined : {});
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(401);
    }
    const roles = (method: string, path: string) => (document.paths?.[path]?.[method as "get"] as Operation)["x-roles"];
    expect(roles("delete", "/api/jobs/{id}")).toEqual(["employer", "admin"]);
    expect(roles("get", "/api/admin/dashboard")).toEqual(["admin"]);
    expect(roles("put", "/api/profile/resume")).toEqual(["candidate"]);
    // A public route has no roles and says it needs no session; one that reads a session if there is one says so.
    expect(roles("get", "/api/jobs")).toBeUndefined();
    expect((document.paths?.["/api/jobs"]?.get as Operation).security).toEqual([]);
    expect((document.paths?.["/api/jobs/{id}"]?.get as Operation).security).toEqual([{}, { session: [] }]);
  });

  it("takes parameters and bodies from the schemas the routes validate with", async () => {
    const agent = testApp.agent();
    // The body the document says sign-in requires is the body the route asks for.
    const signIn = document.paths?.["/api/accounts/sign-in/{type}"]?.post as Operation;
    const body = (signIn.requestBody as OpenAPIV3_1.RequestBodyObject).content["application/json"]!.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(["email", "password"]);
    const refused = await expectError(agent.post("/api/accounts/sign-in/candidate", {}), 400, "invalid_input");
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual(["email", "password"]);
    const type = signIn.parameters?.find((parameter) => "name" in parameter && parameter.name === "type") as OpenAPIV3_1.ParameterObject;
    expect(type).toMatchObject({ in: "path", required: true, schema: { enum: ["candidate", "employer", "admin"] } });

    // A query parameter's enum, as the job search checks it.
    const search = (document.paths?.["/api/jobs"]?.get as Operation).parameters as OpenAPIV3_1.ParameterObject[];
    const jobType = search.find((parameter) => parameter.name === "type")!;
    expect(jobType.in).toBe("query");
    const allowed = (jobType.schema as OpenAPIV3_1.SchemaObject).enum as string[];
    expect((await agent.get(`/api/jobs?type=${encodeURIComponent(allowed[0]!)}`)).status).toBe(200);
    await expectError(agent.get("/api/jobs?type=not-a-type"), 400, "invalid_input");

    // Path ids are uuids, and a malformed one is a 404, as documented.
    const job = document.paths?.["/api/jobs/{id}"]?.get as Operation;
    expect(job.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id", schema: expect.objectContaining({ format: "uuid" }) }));
    expect(job.responses?.[404]).toBeDefined();
    await expectError(agent.get("/api/jobs/not-a-uuid"), 404, "not_found");
  });

  it("describes the answers and bodies that are not JSON: the event stream, downloads, uploads", () => {
    const operation = (method: string, path: string) => document.paths?.[path]?.[method as "get"] as Operation;
    const response = (op: Operation, status: number) => op.responses?.[status] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(response(operation("get", "/api/events"), 200).content ?? {})).toEqual(["text/event-stream"]);
    expect(Object.keys(response(operation("get", "/api/files/{id}"), 200).content ?? {})).toEqual(["application/octet-stream"]);
    expect(Object.keys(response(operation("get", "/api/admin/verifications/{id}/document"), 200).content ?? {})).toEqual(["application/octet-stream"]);

    const form = (op: Operation) => (op.requestBody as OpenAPIV3_1.RequestBodyObject).content["multipart/form-data"]!.schema as OpenAPIV3_1.SchemaObject;
    expect(form(operation("put", "/api/profile/resume"))).toMatchObject({ required: ["file"], properties: { file: { type: "string" } } });
    // The verification form's text fields come from the shared schema the form validates with.
    expect(form(operation("post", "/api/employer/verification"))).toMatchObject({
      required: ["kind", "number"],
      properties: { kind: { enum: ["gstin", "udyam"] }, number: { type: "string" }, website: { type: "string" }, document: { type: "string" } },
    });
    // Sign-up's body depends on the account type: either schema.
    const signUp = operation("post", "/api/accounts/sign-up/{type}").requestBody as OpenAPIV3_1.RequestBodyObject;
    const variants = (signUp.content["application/json"]!.schema as OpenAPIV3_1.SchemaObject).oneOf as OpenAPIV3_1.SchemaObject[];
    expect(variants.map((variant) => variant.required?.includes("company"))).toEqual([false, true]);
  });

  it("gives every operation a success answer and the error body for 4xx and 5xx", () => {
    for (const [method, path, operation] of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.some((status) => status.startsWith("2")), `${method} ${path}`).toBe(true);
      expect(operation.responses?.["4XX"], `${method} ${path}`).toEqual({ $ref: "#/components/responses/Error" });
    }
  });
});
