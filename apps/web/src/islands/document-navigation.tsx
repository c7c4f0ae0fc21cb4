/**
 * The document's navigation, which a page's islands provide to their parts (lib/navigation.tsx,
 * ADR 071): a link is a link the browser follows, the address is the document's, and going
 * elsewhere is a page load. Links and NavLinks draw what React Router's do (`href`, `data-discover`,
 * NavLink's `aria-current` and class), so a part takes over the server's HTML unchanged.
 */
import type { ComponentProps } from "react";
import type { Location, NavigateFunction, NavigateOptions, SetURLSearchParams, To, URLSearchParamsInit } from "react-router";
import type { Navigation } from "@/lib/navigation";

/** As React Router's: a scheme or `//` makes a link absolute, which it leaves to the browser. */
const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where `to` leads, as React Router writes it in an `href`: a path from the site's root. */
function hrefOf(to: To): string {
  if (typeof to === "string") {
    if (absoluteUrl.test(to)) return to;
    const url = new URL(to, location.href);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

type LinkProps = ComponentProps<Navigation["Link"]>;

function DocumentLink({
  to,
  discover = "render",
  // React Router's own options, which a page load has no use for.
  prefetch: _prefetch,
  relative: _relative,
  reloadDocument: _reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  mask: _mask,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  ...rest
}: LinkProps) {
  const isAbsolute = typeof to === "string" && absoluteUrl.test(to);
  return <a {...rest} href={hrefOf(to)} data-discover={!isAbsolute && discover === "render" ? "true" : undefined} />;
}

type NavLinkProps = ComponentProps<Navigation["NavLink"]>;

function DocumentNavLink({ "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, children, to, ...rest }: NavLinkProps) {
  const target = new URL(hrefOf(to), location.href).pathname;
  const [here, there] = caseSensitive ? [location.pathname, target] : [location.pathname.toLowerCase(), target.toLowerCase()];
  const endSlash = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  const isActive = here === there || (!end && here.startsWith(there) && here.charAt(endSlash) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <DocumentLink
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(renderProps) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
      style={typeof style === "function" ? style(renderProps) : style}
    >
      {typeof children === "function" ? children(renderProps) : children}
    </DocumentLink>
  );
}

/** The document's address, once: a page drawn as islands never changes it without a page load. */
let documentLocation: Location | undefined;

function useDocumentLocation(): Location {
  documentLocation ??= { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: "default" };
  return documentLocation;
}

function go(to: To | number, options?: NavigateOptions) {
  if (typeof to === "number") history.go(to);
  else if (options?.replace) location.replace(hrefOf(to));
  else location.assign(hrefOf(to));
}

function useDocumentNavigate(): NavigateFunction {
  return go as NavigateFunction;
}

/** As React Router's `createSearchParams`: a record's list is the name once for each value. */
function searchParamsOf(init: URLSearchParamsInit | undefined): URLSearchParams {
  if (!init || typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init);
  return new URLSearchParams(Object.entries(init).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => [name, one])));
}

function useDocumentSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const setSearchParams: SetURLSearchParams = (next, options) => {
    const current = new URLSearchParams(location.search);
    const params = searchParamsOf(typeof next === "function" ? next(current) : next);
    const search = params.toString();
    go({ pathname: location.pathname, search: search ? `?${search}` : "" }, options);
  };
  return [new URLSearchParams(location.search), setSearchParams];
}

export const documentNavigation: Navigation = {
  Link: DocumentLink as unknown as Navigation["Link"],
  NavLink: DocumentNavLink as unknown as Navigation["NavLink"],
  useLocation: useDocumentLocation,
  useNavigate: useDocumentNavigate,
  useSearchParams: useDocumentSearchParams,
  loadsPages: true,
};
