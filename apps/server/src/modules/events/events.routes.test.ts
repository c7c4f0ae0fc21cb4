import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canReceive } from "../../realtime/event-bus.ts";
import { createTestApp, postJob, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

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
  };
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

  it("delivers private events only to the users they concern and to the admin", () => {
    const event = { topic: "applications" as const, userIds: ["candidate-1", "employer-1"] };
    expect(canReceive(event, null)).toBe(false);
    expect(canReceive(event, { id: "candidate-2", role: "candidate" })).toBe(false);
    expect(canReceive(event, { id: "employer-1", role: "employer" })).toBe(true);
    expect(canReceive(event, { id: "admin", role: "admin" })).toBe(true);
    expect(canReceive({ topic: "jobs" }, null)).toBe(true);
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
