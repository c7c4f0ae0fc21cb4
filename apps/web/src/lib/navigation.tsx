/**
 * How components link and read the address (ADR 071): `Link`, `NavLink`, `useLocation`,
 * `useNavigate` and `useSearchParams`, as React Router spells them, taken from a context rather than
 * from the router. The app provides React Router's at its root (lib/router-navigation.ts, in
 * AppProviders); a page's islands can provide the document's, so a part drawn in an island needs no
 * router. The lint rule on components keeps them to this module.
 *
 * Only React Router's types are imported here: nothing of the router reaches a page through it.
 */
import { createContext, useContext, type ComponentProps } from "react";
import type {
  Link as RouterLink,
  Location,
  NavigateFunction,
  NavLink as RouterNavLink,
  SetURLSearchParams,
  URLSearchParamsInit,
} from "react-router";

export type { LinkProps, NavLinkProps, To } from "react-router";

/** The five a page's parts use; each provider gives all of them, and never changes them. */
export type Navigation = {
  /** Whether leaving the page, or a form sent, is a page load the browser makes (islands), not the router's. */
  loadsPages: boolean;
  Link: typeof RouterLink;
  NavLink: typeof RouterNavLink;
  useLocation: () => Location;
  useNavigate: () => NavigateFunction;
  useSearchParams: (defaultInit?: URLSearchParamsInit) => [URLSearchParams, SetURLSearchParams];
};

const NavigationContext = createContext<Navigation | null>(null);

/** Gives the parts below it their navigation: React Router's in the app, the document's in islands. */
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("No navigation here: the app's root (AppProviders) or a page's islands provide it");
  return navigation;
}

export function Link(props: ComponentProps<typeof RouterLink>) {
  const { Link: ProvidedLink } = useNavigation();
  return <ProvidedLink {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  const { NavLink: ProvidedNavLink } = useNavigation();
  return <ProvidedNavLink {...props} />;
}

export function useLocation(): Location {
  return useNavigation().useLocation();
}

export function useNavigate(): NavigateFunction {
  return useNavigation().useNavigate();
}

/** Whether links and forms here are followed by the browser (a page's islands): a part then leaves a form to it. */
export function useLoadsPages(): boolean {
  return useNavigation().loadsPages;
}

export function useSearchParams(defaultInit?: URLSearchParamsInit): [URLSearchParams, SetURLSearchParams] {
  return useNavigation().useSearchParams(defaultInit);
}
