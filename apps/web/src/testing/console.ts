import { expect, vi } from "vitest";

/**
 * Asserts that console.error was called with a message containing `fragment`, and clears the
 * recorded calls so the setup's after-each check lets the test pass.
 */
export function expectConsoleError(...fragments: string[]) {
  const spy = vi.mocked(console.error);
  const messages = spy.mock.calls.map((call) => call.map(String).join(" "));
  for (const fragment of fragments) expect(messages.some((message) => message.includes(fragment))).toBe(true);
  spy.mockClear();
}

/** Keeps an expected console.error out of the test output. */
export function silenceConsoleError() {
  vi.mocked(console.error).mockImplementation(() => {});
}
