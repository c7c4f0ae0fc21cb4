import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { burstWindowMs, connectServerEvents, longestRetryAfterMs, retryAfterMs, type QueryKeysByTopic } from "./server-event-stream.ts";

/** One request the client made to the event stream, answered by hand: a stream, or a refusal. */
class FakeStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly response: Promise<Response>;
  private answer!: (response: Response) => void;
  aborted = false;
  constructor(readonly url: string, readonly init: RequestInit | undefined) {
    this.response = new Promise((resolve) => (this.answer = resolve));
    init?.signal?.addEventListener("abort", () => {
      this.aborted = true;
    });
  }
  /** Answers 200 with an open stream and sends `ready`. */
  open() {
    const body = new ReadableStream<Uint8Array>({ start: (controller) => (this.controller = controller) });
    this.answer(new Response(body, { headers: { "content-type": "text/event-stream" } }));
    this.emit("ready");
  }
  refuse(status: number, headers: Record<string, string> = {}) {
    this.answer(new Response(JSON.stringify({ error: { code: "rate_limited" } }), { status, headers }));
  }
  emit(topic: string, id?: string) {
    const data = JSON.stringify(id === undefined ? { topic } : { topic, id });
    this.controller.enqueue(new TextEncoder().encode(`event: ${topic}\ndata: ${data}\n\n`));
  }
  /** The server ends the stream (a shutdown, a proxy's timeout). */
  end() {
    this.controller.close();
  }
}

let streams: FakeStream[] = [];

/** A map of the app's kind (app/server-event-keys.ts): each topic's own keys, the courses also on an enrolment. */
const keysByTopic: QueryKeysByTopic = {
  jobs: [["jobs"]],
  courses: [["courses"]],
  applications: [["applications"]],
  enrollments: [["enrollments"], ["courses"]],
  profiles: [["profiles"]],
  consultations: [["admin"]],
  moderation: [["admin"]],
  accounts: [],
  conversations: [["conversations"]],
  interviews: [["interviews"]],
  invitations: [["invitations"]],
};

/** Lets the client read what the fake server sent (promises only, no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Emits a server event and lets its burst window pass. */
async function emitEvent(stream: FakeStream, topic: string) {
  stream.emit(topic);
  await settle();
  await vi.advanceTimersByTimeAsync(burstWindowMs);
}

async function connected(queryClient: QueryClient) {
  const stop = connectServerEvents(queryClient, keysByTopic);
  await settle();
  streams[0]!.open();
  await settle();
  return stop;
}

describe("connectServerEvents", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    streams = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        const stream = new FakeStream(url, init);
        streams.push(stream);
        return stream.response;
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks for the event stream with the session's cookie, and stops reading when stopped", async () => {
    const stop = await connected(new QueryClient());
    expect(streams[0]!.url).toBe("/api/events");
    expect(streams[0]!.init).toMatchObject({ credentials: "include", headers: { accept: "text/event-stream" } });
    stop();
    expect(streams[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
  });

  it("marks the queries of the changed topic stale, and only those", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["jobs", "list", { page: 1 }], { jobs: [] });
    queryClient.setQueryData(["courses", "list"], []);
    const stop = await connected(queryClient);
    await emitEvent(streams[0]!, "jobs");
    expect(queryClient.getQueryState(["jobs", "list", { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["courses", "list"])?.isInvalidated).toBe(false);
    stop();
  });

  it("leaves out the events that do not concern the page: another job's, not one without an id", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["jobs", "detail", "job-1"], {});
    const stop = connectServerEvents(queryClient, keysByTopic, "/api/events", (topic, id) => topic === "jobs" && (id === undefined || id === "job-1"));
    await settle();
    streams[0]!.open();
    await settle();
    const stale = () => queryClient.getQueryState(["jobs", "detail", "job-1"])?.isInvalidated;
    streams[0]!.emit("jobs", "job-2");
    await settle();
    await vi.advanceTimersByTimeAsync(burstWindowMs);
    expect(stale()).toBe(false);
    streams[0]!.emit("jobs", "job-1");
    await settle();
    await vi.advanceTimersByTimeAsync(burstWindowMs);
    expect(stale()).toBe(true);
    queryClient.setQueryData(["jobs", "detail", "job-1"], {});
    await emitEvent(streams[0]!, "jobs");
    expect(stale()).toBe(true);
    stop();
  });

  it("marks stale every key its topic is mapped to, and ignores names that are not topics", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["courses", "detail", "course1"], {});
    queryClient.setQueryData(["enrollments", "mine"], {});
    queryClient.setQueryData(["jobs", "list"], {});
    const stop = await connected(queryClient);
    await emitEvent(streams[0]!, "courses");
    expect(queryClient.getQueryState(["courses", "detail", "course1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["enrollments", "mine"])?.isInvalidated).toBe(false);
    queryClient.setQueryData(["courses", "detail", "course1"], {});
    await emitEvent(streams[0]!, "enrollments");
    expect(queryClient.getQueryState(["enrollments", "mine"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["courses", "detail", "course1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["jobs", "list"])?.isInvalidated).toBe(false);
    await emitEvent(streams[0]!, "heartbeat");
    expect(queryClient.getQueryState(["jobs", "list"])?.isInvalidated).toBe(false);
    stop();
  });

  it("refetches once for a burst of events, however many arrive within the window", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["admin", "dashboard"], {});
    queryClient.setQueryData(["jobs", "list"], {});
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const stop = await connected(queryClient);
    const stream = streams[0]!;
    for (let index = 0; index < 20; index += 1) stream.emit(index % 2 ? "consultations" : "jobs");
    await settle();
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(burstWindowMs);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["jobs"], ["admin"]]);
    expect(queryClient.getQueryState(["admin", "dashboard"])?.isInvalidated).toBe(true);

    // The next event starts a new burst.
    invalidate.mockClear();
    await emitEvent(stream, "consultations");
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reconnects after 1, 2, 5 and then 10 seconds, and refetches everything once back", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["courses", "list"], []);
    const stop = await connected(queryClient);
    streams[0]!.end();
    await settle();
    const waits = [1000, 2000, 5000, 10_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(streams).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(streams).toHaveLength(index + 2);
      // The server cannot be reached: fetch fails.
      if (index < waits.length - 1) streams[index + 1]!.refuse(502);
      await settle();
    }
    expect(queryClient.getQueryState(["courses", "list"])?.isInvalidated).toBe(false);
    streams.at(-1)!.open();
    await settle();
    expect(queryClient.getQueryState(["courses", "list"])?.isInvalidated).toBe(true);

    // Back on its feet, the next loss waits 1 s again.
    streams.at(-1)!.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(waits.length + 2);
    stop();
  });

  it("waits as long as a full server's Retry-After asks before it tries again", async () => {
    const stop = connectServerEvents(new QueryClient(), keysByTopic);
    await settle();
    streams[0]!.refuse(429, { "retry-after": "30" });
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);

    // A draining instance's 503 says when, as an HTTP date.
    streams[1]!.refuse(503, { "retry-after": new Date(Date.now() + 12_000).toUTCString() });
    await settle();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(3);
    stop();
  });

  it("still waits its backoff, 1, 2, 5 and then 10 s, so that a server refusing with Retry-After: 0 is not asked in a loop", async () => {
    const stop = connectServerEvents(new QueryClient(), keysByTopic);
    await settle();
    const waits = [1000, 2000, 5000, 10_000, 10_000];
    for (const [index, wait] of waits.entries()) {
      // A past date asks for no wait either.
      streams[index]!.refuse(429, { "retry-after": index % 2 ? new Date(Date.now() - 60_000).toUTCString() : "0" });
      await settle();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(streams).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(streams).toHaveLength(index + 2);
    }
    stop();
  });
});

describe("retryAfterMs", () => {
  const refusal = (value?: string) => new Response(null, { status: 429, headers: value === undefined ? {} : { "retry-after": value } });

  it("reads seconds and HTTP dates, keeps within five minutes, and gives nothing for what it cannot read", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(retryAfterMs(refusal("30"), now)).toBe(30_000);
    expect(retryAfterMs(refusal("Fri, 27 Nov 2026 10:00:20 GMT"), now)).toBe(20_000);
    expect(retryAfterMs(refusal("Fri, 27 Nov 2026 09:00:00 GMT"), now)).toBe(0);
    expect(retryAfterMs(refusal("86400"), now)).toBe(longestRetryAfterMs);
    expect(retryAfterMs(refusal("soon"), now)).toBeUndefined();
    expect(retryAfterMs(refusal(), now)).toBeUndefined();
  });
});
