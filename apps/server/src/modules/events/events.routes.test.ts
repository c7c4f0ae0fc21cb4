import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { heartbeatSeconds } from "@app/shared/events";
import { buildJobPost } from "@app/shared/factories";
import { addressKey } from "../../http/client-address.ts";
import { canReceive } from "../../realtime/event-bus.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpAgent, whoIs, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
/** TRUST_PROXY on, so each agent's X-Forwarded-For is its address; the default caps (20 per address). */
let proxiedApp: TestApp;
/** At most 3 streams in all. */
let smallApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  proxiedApp = await createTestApp({ TRUST_PROXY: "1" });
  smallApp = await createTestApp({ TRUST_PROXY: "1", SSE_MAX_STREAMS: "3" });
});
afterAll(async () => {
  await testApp.close();
  await proxiedApp.close();
  await smallApp.close();
});

/** Opens the event stream as `agent` (its cookies say who it is) and collects the event names it receives. */
async function openStream(agent: Agent) {
  const controller = new AbortController();
  const response = await agent.api.events.$get(undefined, { init: { signal: controller.signal } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    } catch {
      // aborted
    }
  })();
  return {
    events: () => [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]),
    /** Resolves when the server has ended the stream. */
    ended: reading,
    /** The ids of the jobs each `jobs` event named, in the order they came. */
    jobIds: () => [...text.matchAll(/^event: jobs\ndata: (.*)$/gm)].map((match) => (JSON.parse(match[1]!) as { id?: string }).id),
    async waitFor(name: string) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if (this.events().includes(name)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${name} event; got ${this.events().join(",")}`);
    },
    close: async () => {
      controller.abort();
      await reader.cancel().catch(() => {});
      await reading;
    },
    /**
     * The client goes without reading to the end (a closed tab, a lost connection): only the
     * request's signal says so. Resolves when the server has ended the stream.
     */
    drop: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** `GET /api/events` from `address`, through the proxy TRUST_PROXY trusts. */
function streamFrom(app: TestApp, address: string) {
  return openStream(app.agent({ "x-forwarded-for": address }));
}

async function closeAll(streams: Awaited<ReturnType<typeof openStream>>[]) {
  await Promise.all(streams.map((stream) => stream.close()));
}

describe("GET /api/events", () => {
  it("tells every open page, guests included, that a job was posted", async () => {
    const guest = await openStream(testApp.agent());
    await guest.waitFor("ready");
    const employer = await signUpAgent(testApp, "employer");
    await postJob(employer.agent, { title: "Tailor", location: "Mandi Mohalla", type: "Part-time", description: "Stitching and alterations." });
    await guest.waitFor("jobs");
    await guest.close();
  });

  it("tells guests nothing of a job they could never see: a held job's edit, its rejection and its deletion reach its employer and the admin only", async () => {
    const employer = await signUpAgent(testApp, "employer");
    const streams = {
      guest: await openStream(testApp.agent()),
      otherEmployer: await openStream((await signUpAgent(testApp, "employer")).agent),
      employer: await openStream(employer.agent),
      admin: await openStream(await signInAdmin(testApp)),
    };
    await Promise.all(Object.values(streams).map((stream) => stream.waitFor("ready")));

    const feeText = "Pay registration fee ₹500 before joining. Salary ₹15,000 per month.";
    const held = await postJob(employer.agent, { title: "Loom helper", description: feeText });
    expect(held.status).toBe("pending_review");
    const input = buildJobPost({ title: "Loom helper", description: `${feeText} Mornings.` });
    expect((await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: held.id }, json: input }), 200)).job.status).toBe("pending_review");
    const admin = await signInAdmin(testApp);
    await expectStatus(admin.api.admin.review[":jobId"].reject.$post({ param: { jobId: held.id }, json: { reason: "Asks for a fee" } }), 200);
    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: held.id } }), 200);
    const heldAgain = await postJob(employer.agent, { title: "Dye mixer", description: feeText });
    await expectStatus(admin.api.jobs[":id"].$delete({ param: { id: heldAgain.id } }), 200);
    // Then one the public can see: events come in order, so once a stream has it, all before it are in.
    const listed = await postJob(employer.agent, { title: "Dyer" });
    for (const stream of Object.values(streams)) {
      await vi.waitFor(() => expect(stream.jobIds().at(-1)).toBe(listed.id));
    }

    expect(streams.guest.jobIds()).toEqual([listed.id]);
    expect(streams.otherEmployer.jobIds()).toEqual([listed.id]);
    expect(streams.employer.jobIds()).toEqual([held.id, held.id, held.id, heldAgain.id, listed.id]);
    expect(streams.admin.jobIds()).toEqual([held.id, held.id, held.id, heldAgain.id, listed.id]);
    await closeAll(Object.values(streams));
  });

  it("delivers private events only to the users they concern and to the admin", () => {
    const event = { topic: "applications" as const, userIds: ["candidate-1", "employer-1"] };
    expect(canReceive(event, null)).toBe(false);
    expect(canReceive(event, { id: "candidate-2", role: "candidate" })).toBe(false);
    expect(canReceive(event, { id: "employer-1", role: "employer" })).toBe(true);
    expect(canReceive(event, { id: "admin", role: "admin" })).toBe(true);
    expect(canReceive({ topic: "jobs" }, null)).toBe(true);
  });

  it("ends the stream of an account the admin deletes, telling it to reconnect; other streams go on", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const other = await signUpAgent(testApp, "candidate");
    const admin = await signInAdmin(testApp);
    const [gone, stays] = [await openStream(candidate.agent), await openStream(other.agent)];
    await Promise.all([gone.waitFor("ready"), stays.waitFor("ready")]);

    await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: candidate.user.id } }), 200);
    await gone.waitFor("reconnect");
    await gone.ended;
    await testApp.deps.events.publish({ topic: "applications", userIds: [other.user.id] });
    await stays.waitFor("applications");
    expect(stays.events()).not.toContain("reconnect");
    // Coming back, the deleted account's browser is a guest's: it hears nothing private.
    expect(await whoIs(candidate.agent)).toBeNull();
    await stays.close();
  });

  it("does not send another user's application event down a stream", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const stream = await openStream(candidate.agent);
    await stream.waitFor("ready");
    await testApp.deps.events.publish({ topic: "applications", userIds: ["someone-else"] });
    await testApp.deps.events.publish({ topic: "applications", userIds: [candidate.user.id] });
    await stream.waitFor("applications");
    expect(stream.events().filter((name) => name === "applications")).toHaveLength(1);
    await stream.close();
  });
});

describe("GET /api/events: open streams per address and in all", () => {
  it.each([
    ["one IPv4 address", () => "198.51.100.7", "198.51.100.8"],
    ["addresses of one IPv6 /64", (index: number) => `2405:201:d00f:1a2b::${index + 1}`, "2405:201:d00f:1a2c::1"],
  ])("refuses the 21st stream from %s with 429 and Retry-After, while another address gets one", async (_case, addressOf, other) => {
    const streams = await Promise.all(Array.from({ length: 20 }, (_, index) => streamFrom(proxiedApp, addressOf(index))));

    const refused = await proxiedApp.agent({ "x-forwarded-for": addressOf(20) }).api.events.$get();
    expect(refused.headers.get("retry-after")).toBe(String(heartbeatSeconds));
    expect(await expectError(refused, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please wait a moment and try again.",
      params: { seconds: String(heartbeatSeconds) },
    });
    streams.push(await streamFrom(proxiedApp, other));

    await closeAll(streams);
    expect(proxiedApp.deps.events.subscriberCount()).toBe(0);
  });

  it("gives a dropped client's place back at once, without waiting for a heartbeat", async () => {
    const address = "198.51.100.9";
    const streams = await Promise.all(Array.from({ length: 20 }, () => streamFrom(proxiedApp, address)));
    expect(proxiedApp.deps.events.subscriberCount(addressKey(address))).toBe(20);
    await expectError(proxiedApp.agent({ "x-forwarded-for": address }).api.events.$get(), 429, "rate_limited");

    const started = Date.now();
    await streams.pop()!.drop(); // resolves once the server has ended the stream
    expect(proxiedApp.deps.events.subscriberCount(addressKey(address))).toBe(19);
    expect(Date.now() - started).toBeLessThan(heartbeatSeconds * 1000);

    const again = await streamFrom(proxiedApp, address);
    await again.waitFor("ready");
    await closeAll([...streams, again]);
    expect(proxiedApp.deps.events.subscriberCount(addressKey(address))).toBe(0);
  });

  it("refuses a stream beyond SSE_MAX_STREAMS in all, from any address, until one ends", async () => {
    const streams = await Promise.all(["203.0.113.1", "203.0.113.2", "203.0.113.3"].map((address) => streamFrom(smallApp, address)));
    const refused = await smallApp.agent({ "x-forwarded-for": "203.0.113.4" }).api.events.$get();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectError(refused, 429, "rate_limited");

    await streams.pop()!.drop();
    streams.push(await streamFrom(smallApp, "203.0.113.4"));
    expect(smallApp.deps.events.subscriberCount()).toBe(3);
    await closeAll(streams);
  });
});
