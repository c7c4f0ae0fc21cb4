import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { burstWindowMs, connectServerEvents, type QueryKeysByTopic } from "./server-events.ts";

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, (() => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

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
};

/** Emits a server event and lets its burst window pass. */
function emitEvent(source: FakeEventSource, topic: string) {
  source.emit(topic);
  vi.advanceTimersByTime(burstWindowMs);
}

describe("connectServerEvents", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("marks the queries of the changed topic stale, and only those", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["jobs", "list", { page: 1 }], { jobs: [] });
    queryClient.setQueryData(["courses", "list"], []);
    const stop = connectServerEvents(queryClient, keysByTopic);
    FakeEventSource.instances[0]!.emit("ready");
    emitEvent(FakeEventSource.instances[0]!, "jobs");
    expect(queryClient.getQueryState(["jobs", "list", { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["courses", "list"])?.isInvalidated).toBe(false);
    stop();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });

  it("marks stale every key its topic is mapped to", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["courses", "detail", "course1"], {});
    queryClient.setQueryData(["enrollments", "mine"], {});
    queryClient.setQueryData(["jobs", "list"], {});
    const stop = connectServerEvents(queryClient, keysByTopic);
    FakeEventSource.instances[0]!.emit("ready");
    emitEvent(FakeEventSource.instances[0]!, "courses");
    expect(queryClient.getQueryState(["courses", "detail", "course1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["enrollments", "mine"])?.isInvalidated).toBe(false);
    queryClient.setQueryData(["courses", "detail", "course1"], {});
    emitEvent(FakeEventSource.instances[0]!, "enrollments");
    expect(queryClient.getQueryState(["enrollments", "mine"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["courses", "detail", "course1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["jobs", "list"])?.isInvalidated).toBe(false);
    stop();
  });

  it("refetches once for a burst of events, however many arrive within the window", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["admin", "dashboard"], {});
    queryClient.setQueryData(["jobs", "list"], {});
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const stop = connectServerEvents(queryClient, keysByTopic);
    const source = FakeEventSource.instances[0]!;
    source.emit("ready");
    for (let index = 0; index < 20; index += 1) source.emit(index % 2 ? "consultations" : "jobs");
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(burstWindowMs);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["jobs"], ["admin"]]);
    expect(queryClient.getQueryState(["admin", "dashboard"])?.isInvalidated).toBe(true);

    // The next event starts a new burst.
    invalidate.mockClear();
    source.emit("consultations");
    vi.advanceTimersByTime(burstWindowMs);
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reconnects after 1, 2, 5 and then 10 seconds, and refetches everything once back", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["courses", "list"], []);
    const stop = connectServerEvents(queryClient, keysByTopic);
    FakeEventSource.instances[0]!.emit("ready");
    const waits = [1000, 2000, 5000, 10_000, 10_000];
    for (const [index, wait] of waits.entries()) {
      FakeEventSource.instances[index]!.onerror!();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.instances).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(index + 2);
    }
    FakeEventSource.instances.at(-1)!.emit("ready");
    expect(queryClient.getQueryState(["courses", "list"])?.isInvalidated).toBe(true);
    stop();
  });
});
