/**
 * The real app on a fresh database, for API tests: `createTestApp()` per file, then agents that
 * keep their own cookies, the way a browser would. Requests go through `app.request()`.
 *
 * `agent.api` is Hono's typed client over AppType (the one the web app uses), so a test that reads
 * a body a route no longer returns fails the type check. The untyped `get`/`post`/… remain for the
 * requests a typed client cannot make: malformed bodies, missing headers, foreign origins.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hc } from "hono/client";
import { simpleParser } from "mailparser";
import { createApp, type AppType } from "../app.ts";
import { testConfig } from "../config.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { openTestDatabase } from "./test-database.ts";

export const testOrigin = "http://localhost:3000";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by assertions
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function createTestApp(environment: Record<string, string> = {}, options: { webRoot?: string } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-test-"));
  const config = testConfig({ DATA_DIR: dataDir, PUBLIC_URL: testOrigin, ...environment });
  const database = await openTestDatabase();
  const deps = createDependencies(config, database, createLogger("silent"));
  const app = createApp(deps, options);

  /** A client with its own cookie jar. `headers` are sent with every request (e.g. X-Forwarded-For). */
  function agent(defaultHeaders: Record<string, string> = {}) {
    const cookies = new Map<string, string>();

    /** A fetch over `app.request()` that sends and keeps this agent's cookies. */
    async function send(url: string, init: RequestInit): Promise<Response> {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", testOrigin);
      if (cookies.size && !headers.has("cookie")) {
        headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      }
      for (const [name, value] of Object.entries(defaultHeaders)) headers.set(name, value);
      const response = await app.request(url, { ...init, headers });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...value] = pair!.split("=");
        const expired = /max-age=0/i.test(cookie) || value.join("=") === "";
        if (expired) cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join("="));
      }
      return response;
    }

    async function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await send(url, {
        method,
        headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed } as TestResponse;
    }

    const client = hc<AppType>(testOrigin, {
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input.toString());
        return send(url.pathname + url.search, init ?? {});
      },
    });

    return {
      cookies,
      /** The typed client: `await agent.api.jobs.$get({ query })`, then `response.status` and `await response.json()`. */
      api: client.api,
      get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
      post: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("POST", url, body, headers),
      put: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("PUT", url, body, headers),
      patch: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("PATCH", url, body, headers),
      delete: (url: string, headers?: Record<string, string>) => request("DELETE", url, undefined, headers),
      request,
    };
  }

  /** The messages written to the outbox so far, parsed, oldest first. */
  async function outbox() {
    const directory = path.join(dataDir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(directory).filter((file) => file.endsWith(".eml")).sort();
    } catch {
      return [];
    }
    return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(directory, file)))));
  }

  return {
    app,
    deps,
    db: database.db,
    config,
    agent,
    outbox,
    close: async () => {
      await deps.events.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Agent = ReturnType<TestApp["agent"]>;

/** Signs up a fresh account of the given type and returns its agent (already signed in). */
let counter = 0;
export async function signUpAgent(
  testApp: TestApp,
  type: "candidate" | "employer",
  overrides: Partial<{ name: string; email: string; password: string; phone: string; company: string }> = {},
  headers: Record<string, string> = {},
) {
  counter += 1;
  const agent = testApp.agent(headers);
  const input = {
    name: `Test ${type} ${counter}`,
    email: `${type}${counter}-${Date.now()}@example.com`,
    password: "secret-pass",
    phone: "9845012345",
    ...(type === "employer" ? { company: `Company ${counter}` } : {}),
    ...overrides,
  };
  const response = await agent.post(`/api/accounts/sign-up/${type}`, input);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, input, user: response.body.user as { id: string; email: string; role: string } };
}
