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
import type { EmployerSignUpInput, SignInInput } from "@app/shared/auth";
import type { Role, SignUpType } from "@app/shared/constants";
import { buildJobPost, buildSignUp } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
import { createApp, type AppType } from "../app.ts";
import { testConfig } from "../config.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { ensureAdminAccount } from "../modules/accounts/admin-account.service.ts";
import type { PhoneMessageFile } from "../phone/file-delivery.ts";
import { expectStatus, type TestResponse } from "./responses.ts";
import { openTestDatabase } from "./test-database.ts";
import { testStorageEnvironment } from "./test-storage.ts";

// Declared beside the readers of answers, so that the two files do not import each other.
export type { TestResponse } from "./responses.ts";

export const testOrigin = "http://localhost:3000";

export async function createTestApp(environment: Record<string, string> = {}, options: { webRoot?: string } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-test-"));
  // On S3 (TEST_STORAGE=s3) the app gets a bucket of its own: S3_* variables first, so a test can override them.
  const config = testConfig({ DATA_DIR: dataDir, PUBLIC_URL: testOrigin, ...(await testStorageEnvironment()), ...environment });
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
      const result: TestResponse = { status: response.status, headers: response.headers, body: parsed };
      return result;
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
      /** Untyped and unparsed, for what neither the typed client nor JSON can carry (raw multipart bodies). */
      fetch: send,
      get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
      post: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("POST", url, body, headers),
      put: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("PUT", url, body, headers),
      patch: (url: string, body: unknown = {}, headers?: Record<string, string>) => request("PATCH", url, body, headers),
      delete: (url: string, headers?: Record<string, string>) => request("DELETE", url, undefined, headers),
      request,
    };
  }

  /** The messages delivered to the outbox folder so far (everything queued is delivered first), parsed, oldest first. */
  async function outbox() {
    await deps.outbox.deliverDue();
    const directory = path.join(dataDir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(directory).filter((file) => file.endsWith(".eml")).sort();
    } catch {
      return [];
    }
    return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(directory, file)))));
  }

  /** The SMS and WhatsApp messages written to the outbox folder so far (everything queued is delivered first), oldest first. */
  async function phoneOutbox(): Promise<(PhoneMessageFile & { file: string; channel: "sms" | "whatsapp" })[]> {
    await deps.phoneOutbox.deliverDue();
    const directory = path.join(dataDir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(directory).filter((file) => /\.(sms|whatsapp)\.json$/.test(file)).sort();
    } catch {
      return [];
    }
    return files.map((file) => ({
      ...(JSON.parse(readFileSync(path.join(directory, file), "utf8")) as PhoneMessageFile),
      file,
      channel: file.endsWith(".sms.json") ? "sms" : "whatsapp",
    }));
  }

  return {
    app,
    deps,
    db: database.db,
    /** The handle itself: its kind, and on PostgreSQL the pool (a second instance opens its own on the same URL). */
    database,
    config,
    agent,
    outbox,
    phoneOutbox,
    close: async () => {
      await deps.visitors.settled();
      await deps.outbox.settled();
      await deps.phoneOutbox.settled();
      await deps.events.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Agent = ReturnType<TestApp["agent"]>;

/**
 * Signs up a fresh account of the given type through the route, with the shared sign-up builder's
 * data and `overrides`, and returns its agent (already signed in), what it sent and the user.
 */
export async function signUpAgent(
  testApp: TestApp,
  type: SignUpType,
  overrides: Partial<EmployerSignUpInput> = {},
  headers: Record<string, string> = {},
) {
  const agent = testApp.agent(headers);
  const input = buildSignUp(type, overrides);
  const response = await agent.api.accounts["sign-up"][":type"].$post({ param: { type }, json: input });
  const { user } = await expectStatus(response, 201);
  // An e-mail sign-up always shows its address; only a phone-only account's is null.
  return { agent, input, user: { ...user, email: user.email ?? input.email } };
}

export type SignedUp = Awaited<ReturnType<typeof signUpAgent>>;

/**
 * `signUpAgent` from an address of its own (X-Forwarded-For; the app needs TRUST_PROXY), so a file
 * that makes many accounts stays under the sign-up rate limit.
 */
let ownAddresses = 0;
export function signUpFromOwnAddress(testApp: TestApp, type: SignUpType, overrides: Partial<EmployerSignUpInput> = {}) {
  ownAddresses += 1;
  return signUpAgent(testApp, type, overrides, { "x-forwarded-for": `10.${ownAddresses >> 16}.${(ownAddresses >> 8) & 255}.${ownAddresses & 255}` });
}

/** `POST /api/accounts/sign-in/:type` with `agent`'s cookies: the agent keeps the session it opens. */
export function signIn(agent: Agent, type: Role, credentials: SignInInput) {
  return agent.api.accounts["sign-in"][":type"].$post({ param: { type }, json: credentials });
}

/** The admin account (made as the operator makes it) and an agent signed in as the admin. */
export async function signInAdmin(testApp: TestApp, headers: Record<string, string> = {}, password = "admin-pass-1"): Promise<Agent> {
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, password);
  const admin = testApp.agent(headers);
  await expectStatus(signIn(admin, "admin", { email: testApp.config.adminEmail, password }), 200);
  return admin;
}

/**
 * For a POST whose route reads no body (sign-out, hire): the Origin/JSON rule still wants JSON, so
 * this sends `{}` as the web app does.
 */
export const emptyJsonBody = { headers: { "content-type": "application/json" }, init: { body: "{}" } };

/** The session cookie a response sets, if any. */
export function sessionCookie(response: { headers: Headers }): string | undefined {
  return response.headers.getSetCookie().find((cookie) => /^nj\.session_token=[^;]+/.test(cookie));
}

/** Who `agent` is signed in as (`GET /api/accounts/me`), null when signed out. */
export async function whoIs(agent: Agent) {
  return (await expectStatus(agent.api.accounts.me.$get(), 200)).user;
}

/** Posts the shared builder's job with `overrides` as the employer behind `agent`, and returns the job. */
export async function postJob(agent: Agent, overrides: Partial<CreateJobInput> = {}) {
  const { job } = await expectStatus(agent.api.jobs.$post({ json: buildJobPost(overrides) }), 201);
  return job;
}
