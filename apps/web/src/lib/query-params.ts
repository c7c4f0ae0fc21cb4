/**
 * Query parameters of the API's list routes, for query keys and query strings alike: absent and
 * empty parameters are dropped, so `{ q: "" }` and `{}` are one cache entry and one request.
 */
export function withoutEmpty<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== "")) as Partial<T>;
}

/** The query string the API expects: strings only, nothing empty. */
export function toQuery(params: object): Record<string, string> {
  return Object.fromEntries(Object.entries(withoutEmpty(params)).map(([name, value]) => [name, String(value)]));
}
