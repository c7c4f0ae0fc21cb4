/**
 * Renders the real app (providers and route table) at a path, with the API answered by a fake
 * `fetch`: tests meet the network boundary, not the hooks.
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { SessionUser } from "@app/shared/user";
import type { SiteInfo } from "@app/shared/site";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";
import { NavigationProvider } from "@/lib/navigation";
import { PageQueryProvider } from "@/lib/page-query";
import { routerNavigation } from "@/lib/router-navigation";
import { testCompanyPage } from "./factories";

export const testSite: SiteInfo = {
  name: "Test Jobs",
  url: "https://jobs.example.in",
  city: "Mysuru",
  contactEmail: "hello@example.com",
  whatsappGroupUrl: "https://chat.whatsapp.com/example",
  facebookGroupUrl: "https://www.facebook.com/groups/example",
  donationUpiVpa: null,
  timeZone: "Asia/Kolkata",
};

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "user-1",
    name: "Asha Rao",
    email: "asha@example.com",
    role: "candidate",
    phoneNumber: null,
    phone: "9845012345",
    company: null,
    ...overrides,
  };
}

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * A server-event stream the test drives: `route` answers GET /api/events with a stream that stays
 * open until the app lets go of it, and `emit` sends an event on every stream still open.
 */
export function fakeEventStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const route: FakeRoute = (request) => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        stream = controller;
        open.add(controller);
      },
      cancel: () => void open.delete(stream),
    });
    request.signal.addEventListener("abort", () => {
      if (open.delete(stream)) stream.error(new DOMException("The stream was let go of", "AbortError"));
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  const emit = (topic: string) => {
    const message = new TextEncoder().encode(`event: ${topic}\ndata: {"topic":"${topic}"}\n\n`);
    for (const stream of open) stream.enqueue(message);
  };
  return { route, emit };
}

/**
 * Replaces `fetch`: `routes` maps "METHOD /path" to an answer; GET /api/site and GET /api/accounts/me
 * default to the test site and `user`, GET /api/events to a stream that stays silent, and what every
 * signed-in page asks besides (the messages' counts, the employer's coming interviews) to nothing.
 * Returns the mock, to inspect the requests made.
 */
export function mockApi({ user = null, routes = {} }: { user?: SessionUser | null; routes?: Record<string, FakeRoute> } = {}) {
  const answers: Record<string, FakeRoute> = {
    "GET /api/site": () => json(testSite),
    "GET /api/accounts/me": () => json({ user }),
    "GET /api/events": fakeEventStream().route,
    "GET /api/conversations": () => json({ conversations: [], unread: 0 }),
    "GET /api/conversations/unread": () => json({ unread: 0 }),
    "GET /api/employer/interviews": () => json({ interviews: [] }),
    "GET /api/employer/company": () => json({ page: testCompanyPage() }),
    "GET /api/invitations": () => json({ invitations: [] }),
    "GET /api/profile/talent-pool": () => json({ inPool: false, headline: "", since: null }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), "http://localhost"), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected request in test: ${key}`);
    return answer(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Every request to `path` the fake `fetch` has seen so far: method, query, JSON body and headers. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      return {
        method: (init?.method ?? "GET").toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init?.headers),
      };
    })
    .filter((request) => request.path === path);
}

export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * `element` alone as a page, at every path, in the providers the app's root gives a page (navigation,
 * the page's query, the query cache): a feature's component without the whole route table.
 */
export function renderInPage(
  element: ReactNode,
  {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    initialEntries,
  }: { queryClient?: QueryClient; initialEntries?: string[] } = {},
) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries });
  const view = render(
    <NavigationProvider value={routerNavigation}>
      <PageQueryProvider usePageQuery={useQuery}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PageQueryProvider>
    </NavigationProvider>,
  );
  return { ...view, router, queryClient };
}
