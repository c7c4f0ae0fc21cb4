import { afterEach, describe, expect, it } from "vitest";
import { addLaterFonts } from "./page-styles";

describe("the fonts a server-drawn page leaves for after the take-over", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("are not in force while in their template, and are once added", () => {
    document.head.innerHTML =
      '<style data-full-stylesheet="/assets/index.css">main{color:red}</style>' +
      '<template id="later-fonts"><style>@font-face{font-family:Noto Sans;src:url(/assets/latin.woff2)}</style></template>';
    expect(document.head.querySelectorAll("style")).toHaveLength(1);

    addLaterFonts();
    const styles = [...document.head.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles).toEqual(["main{color:red}", "@font-face{font-family:Noto Sans;src:url(/assets/latin.woff2)}"]);
    expect(document.getElementById("later-fonts")).toBeNull();

    // Once only: a second call finds nothing left to add.
    addLaterFonts();
    expect(document.head.querySelectorAll("style")).toHaveLength(2);
  });

  it("leave a page without them as it is", () => {
    document.head.innerHTML = "<style>main{color:red}</style>";
    addLaterFonts();
    expect(document.head.innerHTML).toBe("<style>main{color:red}</style>");
  });
});
