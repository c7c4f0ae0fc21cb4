/**
 * The document's navigation, which a page's islands provide to their parts (lib/navigation.tsx,
 * ADR 071): a link is a link the browser follows, the address is the document's, and going
 * elsewhere is a page load. Links and NavLinks draw what React Router's do (`href`, `data-discover`,
 * NavLink's `aria-current` and class), so a part takes over the server's HTML unchanged.
 *
 * A page that shows another address of its own in place (/jobs' search, islands/page-region.ts) says
 * so with `showInPlace`: going to an address of the same path is then a history entry (pushed, or
 * replaced) that the parts reading the address follow, and the page draws it; so is Back and Forward.
 */
import { useMemo, useSyncExternalStore, type ComponentProps } from "react";
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

/** The document's address: it changes without a page load only on a page that shows addresses in place. */
let documentLocation: Location | undefined;
const addressListeners = new Set<() => void>();
let inPlace: ((address: URL) => void) | null = null;

const currentLocation = (): Location =>
  (documentLocation ??= { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: "default" });

function addressChanged() {
  documentLocation = undefined;
  for (const listener of addressListeners) listener();
}

function subscribeToAddress(listener: () => void) {
  addressListeners.add(listener);
  return () => addressListeners.delete(listener);
}

function useDocumentLocation(): Location {
  return useSyncExternalStore(subscribeToAddress, currentLocation, currentLocation);
}

/**
 * From now on, an address of this page's path is shown in place by `show` (the page draws it) instead
 * of loaded: going there adds a history entry (or replaces this one), and Back and Forward show theirs.
 */
export function showInPlace(show: (address: URL) => void) {
  inPlace = show;
  window.addEventListener("popstate", () => {
    addressChanged();
    show(new URL(location.href));
  });
}

/** Whether `address` is one this page shows in place: the same page at another search. */
export function showsInPlace(address: URL): boolean {
  return inPlace !== null && address.origin === location.origin && address.pathname === location.pathname;
}

function go(to: To | number, options?: NavigateOptions) {
  if (typeof to === "number") {
    history.go(to);
    return;
  }
  const href = hrefOf(to);
  const address = new URL(href, location.href);
  if (inPlace && showsInPlace(address)) {
    if (`${address.pathname}${address.search}${address.hash}` === `${location.pathname}${location.search}${location.hash}`) return;
    if (options?.replace) history.replaceState(null, "", href);
    else history.pushState(null, "", href);
    addressChanged();
    inPlace(address);
  } else if (options?.replace) location.replace(href);
  else location.assign(href);
}

/**
 * A plain click on a link inside `region` to an address this page shows in place (a page of /jobs'
 * list) shows it so, the region scrolled into view as the app's list does; any other is the browser's.
 */
export function linksInPlace(region: string) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    const area = link?.closest<HTMLElement>(region);
    if (!link || !area || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const address = new URL(link.href, location.href);
    if (!showsInPlace(address)) return;
    event.preventDefault();
    area.scrollIntoView?.({ block: "start" });
    go(`${address.pathname}${address.search}`);
  });
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
  const { search } = useDocumentLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setSearchParams];
}

export const documentNavigation: Navigation = {
  Link: DocumentLink as unknown as Navigation["Link"],
  NavLink: DocumentNavLink as unknown as Navigation["NavLink"],
  useLocation: useDocumentLocation,
  useNavigate: useDocumentNavigate,
  useSearchParams: useDocumentSearchParams,
  loadsPages: true,
};
