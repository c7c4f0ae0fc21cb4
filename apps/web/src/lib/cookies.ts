/**
 * The reader's choices that change what a page shows before any script runs: the language and the
 * dismissed launch notice. They are cookies, not local storage, because the server renders the public
 * pages (entry-server.tsx) and must draw them as the browser will, or the page would change under
 * the reader's eyes when the script takes over.
 *
 * On the server, `renderWithCookies` gives the request's Cookie header to one synchronous render.
 */
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The Cookie header of the request being rendered on the server, only while it renders. */
let renderingCookies: string | undefined;

export function renderWithCookies<T>(cookieHeader: string | undefined, render: () => T): T {
  renderingCookies = cookieHeader ?? "";
  try {
    return render();
  } finally {
    renderingCookies = undefined;
  }
}

/** One cookie's value, read from a Cookie header (`a=1; b=2`). */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readCookie(name: string): string | undefined {
  const header = renderingCookies ?? (typeof document === "undefined" ? "" : document.cookie);
  return cookieValue(header, name);
}

/** Kept a year on this device, for every page of the site. */
export function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
