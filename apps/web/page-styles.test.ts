import { describe, expect, it } from "vitest";
import { classNames, fontFaces, pageFiles, pageStylesheet } from "./page-styles.ts";

const sheet =
  "@layer theme{:root{--color-primary:#0058a3}}@layer base{*{margin:0}}@layer components;" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}.hover\\:bg-accent:hover{background:red}" +
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.\\32 xl\\:p-2{padding:2px}" +
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}" +
  "@media (hover:hover){.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}}" +
  '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}}' +
  "@property --tw-x{syntax:\"*\";inherits:false}";

describe("a page's own stylesheet", () => {
  it("keeps the utilities the page names, inside their media queries, and every other layer as it is", () => {
    const css = pageStylesheet(sheet, new Set(["flex", "hover:bg-accent", "[&_svg]:size-4", "2xl:p-2", "sm:flex"]));
    expect(css).toBe(
      "@layer theme{:root{--color-primary:#0058a3}}@layer base{*{margin:0}}@layer components;" +
        "@layer utilities{.flex{display:flex}.hover\\:bg-accent:hover{background:red}" +
        ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.\\32 xl\\:p-2{padding:2px}" +
        "@media (width>=40rem){.sm\\:flex{display:flex}}}" +
        "@property --tw-x{syntax:\"*\";inherits:false}",
    );
  });

  it("drops a media query left empty, and reads a brace inside a quoted value as text", () => {
    const css = pageStylesheet(sheet, new Set(["group-hover:underline", 'before:content-["}"]']));
    expect(css).toContain("@media (hover:hover){.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}}");
    expect(css).toContain('.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}');
    expect(css).not.toContain("(width>=40rem)");
    expect(css).not.toContain(".flex");
  });

  it("leaves out the font faces of the families that come after the take-over, and keeps the others", () => {
    const faces =
      '@font-face{font-family:Noto Sans Kannada;font-weight:400;src:url(/assets/kannada.woff2)format("woff2");unicode-range:U+C80-CF3}' +
      '@font-face{font-family:Noto Sans;font-weight:400;src:url(/assets/latin-core.woff2)format("woff2");unicode-range:U+20-7E}' +
      "@font-face{font-family:\"Noto Sans\";font-weight:700;src:url(/assets/latin-core-700.woff2)format(\"woff2\")}";
    const css = pageStylesheet(faces + sheet, new Set(["flex"]), ["Noto Sans"]);
    expect(css).toContain("font-family:Noto Sans Kannada;");
    expect(css).not.toContain("latin-core");
    expect(css).toContain("@layer utilities{.flex{display:flex}}");
    expect(fontFaces(faces, ["Noto Sans Kannada"])).toHaveLength(1);
    expect(pageStylesheet(faces + sheet, new Set(["flex"]))).toContain(faces);
  });

  it("finds the class names in a script as Tailwind's scanner does", () => {
    const classes = classNames([{ content: 'const a = cn("flex gap-2", open && "hover:bg-accent");', extension: "js" }]);
    for (const name of ["flex", "gap-2", "hover:bg-accent"]) expect(classes.has(name)).toBe(true);
  });

  it("follows what a page imports and loads later, but not the other pages the entry loads", () => {
    const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({ fileName, code: "", imports, dynamicImports });
    const entry = chunk("index.js", ["app.js"], ["jobs.js", "courses.js", "user-menu.js"]);
    const chunks = new Map(
      [entry, chunk("app.js", [], ["texts.js"]), chunk("texts.js"), chunk("jobs.js", ["app.js", "card.js"], ["dialog.js", "courses.js"]), chunk("card.js"), chunk("dialog.js", ["form.js"]), chunk("form.js"), chunk("courses.js"), chunk("user-menu.js")].map((item) => [item.fileName, item]),
    );
    const files = pageFiles(entry, chunks.get("jobs.js")!, chunks).map((item) => item.fileName).sort();
    expect(files).toEqual(["app.js", "card.js", "dialog.js", "form.js", "index.js", "jobs.js", "texts.js"]);
  });
});
