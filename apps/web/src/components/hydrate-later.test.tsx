import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HydrateLater, whenTakenOver } from "./hydrate-later";

/** A counter: its button works only once it has been taken over. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("HydrateLater", () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    document.documentElement.removeAttribute("data-server-rendered");
    document.documentElement.removeAttribute("data-hydrated");
  });

  it("keeps a server-drawn part as it is during the take-over, then takes it over in a later task", async () => {
    const page = (
      <div>
        <Counter name="first" />
        <HydrateLater>
          <Counter name="later" />
        </HydrateLater>
      </div>
    );
    container.innerHTML = renderToString(page);
    document.documentElement.setAttribute("data-server-rendered", "");
    const laterButton = screen.getByRole("button", { name: "later 0" });

    let takenOver = false;
    act(() => {
      root = hydrateRoot(container, page);
    });
    void whenTakenOver().then(() => (takenOver = true));

    // The first part is the script's at once; the later one is the server's element, still shown.
    await act(async () => screen.getByRole("button", { name: "first 0" }).click());
    expect(screen.getByRole("button", { name: "first 1" })).toBeTruthy();
    expect(laterButton.isConnected).toBe(true);
    expect(takenOver).toBe(false);

    await act(nextTask);
    await act(async () => laterButton.click());
    // The same element, taken over rather than drawn again, and now it works.
    expect(screen.getByRole("button", { name: "later 1" })).toBe(laterButton);
    expect(takenOver).toBe(true);
    expect(container.querySelectorAll("button")).toHaveLength(2);
  });

  it("lets the page be the script's when a held part is gone before its turn", async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <div>
          <button type="button" onClick={() => setShown(false)}>
            remove
          </button>
          {shown && (
            <HydrateLater>
              <Counter name="later" />
            </HydrateLater>
          )}
        </div>
      );
    }
    container.innerHTML = renderToString(<Page />);
    document.documentElement.setAttribute("data-server-rendered", "");

    let takenOver = false;
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    void whenTakenOver().then(() => (takenOver = true));
    // Removed in the first task, before the held part's own.
    await act(async () => screen.getByRole("button", { name: "remove" }).click());
    await act(nextTask);

    expect(screen.queryByRole("button", { name: /later/ })).toBeNull();
    expect(takenOver).toBe(true);
  });

  it("is just its children on a page the browser draws", async () => {
    render(
      <HydrateLater>
        <Counter name="drawn" />
      </HydrateLater>,
    );
    // Drawn in the same pass, not a task later.
    await act(async () => screen.getByRole("button", { name: "drawn 0" }).click());
    expect(screen.getByRole("button", { name: "drawn 1" })).toBeTruthy();
    await expect(whenTakenOver()).resolves.toBeUndefined();
  });
});
