import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island";

function Greeting({ name, times }: { name: string; times: number }) {
  return <button type="button">{`Hello ${name} ×${times}`}</button>;
}

describe("Island", () => {
  it("draws the part inside a wrapper that carries its name and its props, for the server and the app alike", () => {
    const html = renderToString(<Island name="greeting" component={Greeting} props={{ name: "Asha & <Ravi>", times: 2 }} />);
    const drawn = document.createElement("template");
    drawn.innerHTML = html;
    const wrapper = drawn.content.firstElementChild as HTMLElement;

    expect(wrapper.tagName).toBe("DIV");
    expect(wrapper.className).toBe("contents");
    expect(wrapper.dataset.island).toBe("greeting");
    expect(JSON.parse(wrapper.dataset.islandProps ?? "")).toEqual({ name: "Asha & <Ravi>", times: 2 });
    expect(wrapper.textContent).toBe("Hello Asha & <Ravi> ×2");

    render(<Island name="greeting" component={Greeting} props={{ name: "Asha & <Ravi>", times: 2 }} />);
    expect(screen.getByRole("button", { name: "Hello Asha & <Ravi> ×2" }).parentElement?.outerHTML).toBe(wrapper.outerHTML);
  });

  it("is a span where a div may not stand", () => {
    const { container } = render(
      <p>
        <Island name="greeting" component={Greeting} props={{ name: "Asha", times: 1 }} inline />
      </p>,
    );
    expect(container.querySelector("p > span.contents[data-island='greeting'] > button")).not.toBeNull();
  });
});
