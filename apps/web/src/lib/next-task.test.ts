import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./next-task";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether the promise has settled once the timers due now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("afterNextPaint", () => {
  it("waits for the browser's next frame, then settles in the task after it", async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const painted = afterNextPaint();

    expect(await settled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    expect(await settled(painted)).toBe(true);
  });

  it("settles after its limit when no frame comes, as in a tab in the background", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const painted = afterNextPaint(100);

    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
