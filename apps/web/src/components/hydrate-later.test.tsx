import { startTransition, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen, waitFor } from "@testing-library/react";
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

/** As the browser does it (main.tsx): React's scheduler at work in real time, not flushed by `act`. */
function takeOver(container: HTMLElement, page: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, page);
  });
  return root!;
}

describe("HydrateLater", () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    // The take-over runs on React's own scheduler here, as on a phone.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container.remove();
    document.documentElement.removeAttribute("data-server-rendered");
    document.documentElement.removeAttribute("data-hydrated");
  });

  function serverDraws(page: ReactNode) {
    container.innerHTML = renderToString(page);
    document.documentElement.setAttribute("data-server-rendered", "");
  }

  it("takes a server-drawn region over as the same element, and tells when every region is the script's", async () => {
    const page = (
      <div>
        <Counter name="first" />
        <HydrateLater>
          <Counter name="later" />
          <HydrateLater>
            <Counter name="inner" />
          </HydrateLater>
        </HydrateLater>
      </div>
    );
    serverDraws(page);
    const laterButton = screen.getByRole("button", { name: "later 0" });
    const innerButton = screen.getByRole("button", { name: "inner 0" });

    root = takeOver(container, page);
    let takenOver = false;
    // Asked once the shell is the script's, as App does in an effect.
    await waitFor(() => expect(screen.getByRole("button", { name: "first 0" })).toBeTruthy());
    void whenTakenOver().then(() => (takenOver = true));
    await waitFor(() => expect(takenOver).toBe(true));

    // The same elements, taken over rather than drawn again, and now they work.
    laterButton.click();
    innerButton.click();
    await waitFor(() => expect(screen.getByRole("button", { name: "later 1" })).toBe(laterButton));
    expect(screen.getByRole("button", { name: "inner 1" })).toBe(innerButton);
    expect(container.querySelectorAll("button")).toHaveLength(3);
  });

  it("does not lose a tap on a region that is not taken over yet: React takes it over and replays the tap", async () => {
    const page = (
      <div>
        <Counter name="first" />
        <HydrateLater>
          <Counter name="later" />
        </HydrateLater>
      </div>
    );
    serverDraws(page);
    const laterButton = screen.getByRole("button", { name: "later 0" });

    root = takeOver(container, page);
    // Tapped at once: neither the shell nor the region has been taken over.
    laterButton.click();

    await waitFor(() => expect(screen.getByRole("button", { name: "later 1" })).toBe(laterButton));
    await expect(whenTakenOver()).resolves.toBeUndefined();
  });

  it("lets the page be the script's when a held region is gone before its turn", async () => {
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
    serverDraws(<Page />);

    root = takeOver(container, <Page />);
    screen.getByRole("button", { name: "remove" }).click();

    await waitFor(() => expect(screen.queryByRole("button", { name: /later/ })).toBeNull());
    await expect(whenTakenOver()).resolves.toBeUndefined();
  });

  it("is just its children on a page the browser draws", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
