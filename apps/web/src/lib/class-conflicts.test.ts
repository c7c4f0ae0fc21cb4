/**
 * A guest page's islands (ADR 071) do not load tailwind-merge: their `cn` is plain clsx, so whatever
 * they draw must hold no two classes where one overrides the other, or an island would look unlike
 * the page the server drew (with tailwind-merge) and unlike the app. The source is read, not a
 * render: every class string the islands' code can make, each branch and each variant given
 * (testing/class-conflicts.ts), must be one tailwind-merge leaves whole.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findClassConflicts, importedPackages, reachableFiles } from "@/testing/class-conflicts";

const src = path.resolve(import.meta.dirname, "..");
const sources = fs
  .readdirSync(src, { recursive: true, encoding: "utf8" })
  .map((name) => name.split(path.sep).join("/"))
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("testing/"))
  .map((name) => ({ path: name, text: fs.readFileSync(path.join(src, name), "utf8") }));
const islandEntries = sources.map(({ path }) => path).filter((name) => /^islands\/[^/]+\.tsx$/.test(name));

describe("the classes a guest page's islands draw", { timeout: 60_000 }, () => {
  const islandFiles = reachableFiles(islandEntries, sources);

  it("are found from each islands entry, and load no tailwind-merge", () => {
    expect(islandEntries).toContain("islands/job-page.tsx");
    expect(islandFiles).toContain("app/shell/navbar.tsx");
    expect(islandFiles).toContain("components/ui/button.tsx");
    expect(importedPackages(islandFiles, sources)).not.toContain("tailwind-merge");
  });

  it("have no class that another overrides", () => {
    const { conflicts, stringsChecked } = findClassConflicts(sources);
    // A conflict counts where the islands' code makes it: the outermost use that gave the classes.
    const inIslands = conflicts
      .filter(({ at, from }) => islandFiles.has((from[0] ?? at).split(":")[0]!))
      .map(({ at, from, dropped, classes }) => `${[...from, at].join(" > ")}: ${dropped.join(" ")} overridden in "${classes}"`);
    expect(stringsChecked).toBeGreaterThan(1000);
    expect([...new Set(inIslands)]).toEqual([]);
  });
});

describe("the conflict finder", () => {
  const file = (text: string) => [
    {
      path: "ui.tsx",
      text: `
        const buttonVariants = cva("inline-flex rounded-md", {
          variants: { variant: { default: "bg-primary text-white", link: "text-primary" }, size: { default: "h-10 px-4 text-sm", sm: "h-9 px-3 text-sm" } },
          defaultVariants: { variant: "default", size: "default" },
        });
        export function Button({ className, variant, size, ...props }) {
          return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
        }
        export function Wide({ className }) {
          return <Button size="sm" className={cn("w-full", className)} />;
        }`,
    },
    { path: "page.tsx", text },
  ];
  const dropped = (text: string) => findClassConflicts(file(text)).conflicts.map((conflict) => conflict.dropped.join(" "));

  it("finds a className that overrides a variant, through the components that pass it on", () => {
    expect(dropped(`export const Page = () => <Button className="h-12" />;`)).toEqual(["h-10"]);
    expect(dropped(`export const Page = () => <Wide className="px-6" />;`)).toEqual(["px-3"]);
    expect(dropped(`export const Page = ({ on }) => <Button variant="link" className={on ? "text-destructive" : undefined} />;`)).toEqual(["text-primary"]);
    expect(dropped(`export const Page = ({ on }) => <div className={cn("p-2", on && "p-4")} />;`)).toEqual(["p-2"]);
  });

  it("passes classes that add to each other, and a size the caller sets itself", () => {
    expect(dropped(`export const Page = () => <Button size={null} className="h-12 px-6 text-base" />;`)).toEqual([]);
    expect(dropped(`export const Page = () => <Wide className="sm:w-auto md:px-6" />;`)).toEqual([]);
    expect(dropped(`export const Page = ({ on }) => <div className={cn("px-2 text-sm", on && "pl-4 font-bold")} />;`)).toEqual([]);
  });
});
