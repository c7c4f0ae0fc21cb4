import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isSitePath } from "@app/shared/site-paths";
import { routes } from "./router";

/** Every path the router answers, parents joined to children, `:name` filled in. */
function routerPaths(children: RouteObject[], parent = ""): string[] {
  return children.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith("/") ? route.path : `${parent}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...routerPaths(route.children ?? [], path)];
  });
}

describe("the router and the server", () => {
  it("agree on every page: the server answers 200 for each path the router has, and 404 for the rest", () => {
    const paths = routerPaths(routes).filter((path) => !path.endsWith("*"));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(isSitePath(path.replace(/:\w+/g, "x")), path).toBe(true);
  });
});
