import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PageQueryProvider, usePageQuery, type PageQuery } from "@/lib/page-query";
import type { PageState } from "../entry-server";
import { pageStateQuery } from "./page-state";

/** The page's state as the server writes it, with the answers it had (dehydrated React Query). */
function stateWith(queries: { queryKey: unknown[]; status: "success" | "error" | "pending"; data?: unknown; error?: unknown }[]): PageState {
  return {
    queries: {
      mutations: [],
      queries: queries.map(({ queryKey, status, data, error }) => ({
        queryKey,
        queryHash: JSON.stringify(queryKey),
        state: { status, data, error, dataUpdatedAt: 0, errorUpdatedAt: 0, fetchStatus: "idle" },
      })),
    },
    loaderData: {},
    actionData: null,
    timeZone: "Asia/Kolkata",
  } as unknown as PageState;
}

/** A part that shows a read as a part does: its answer, its failure, or that it waits. */
function Reader({ queryKey, queryFn, enabled }: { queryKey: unknown[]; queryFn?: () => Promise<string>; enabled?: boolean }) {
  const read = usePageQuery({ queryKey, queryFn, enabled });
  if (read.isError) return <p>failed: {read.error?.message}</p>;
  if (read.isPending) return <p>waiting</p>;
  return <p>answer: {String(read.data)}</p>;
}

function renderReaders(usePage: PageQuery, ...readers: Parameters<typeof Reader>[0][]) {
  return render(
    <PageQueryProvider usePageQuery={usePage}>
      {readers.map((reader, index) => (
        <Reader key={index} {...reader} />
      ))}
    </PageQueryProvider>,
  );
}

describe("pageStateQuery (a page's islands reading without the query cache)", () => {
  it("gives the server's answer as it is, without asking again", () => {
    const queryFn = vi.fn(() => Promise.resolve("asked"));
    renderReaders(pageStateQuery(stateWith([{ queryKey: ["site"], status: "success", data: "from the server" }])), { queryKey: ["site"], queryFn });
    expect(screen.getByText("answer: from the server")).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("asks once for a read the server did not answer, and shows its answer", async () => {
    const queryFn = vi.fn(() => Promise.resolve("fetched"));
    renderReaders(pageStateQuery(stateWith([])), { queryKey: ["me"], queryFn }, { queryKey: ["me"], queryFn });
    expect(screen.getAllByText("waiting")).toHaveLength(2);
    expect(await screen.findAllByText("answer: fetched")).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("asks for a read the server left pending", async () => {
    const queryFn = vi.fn(() => Promise.resolve("fetched"));
    renderReaders(pageStateQuery(stateWith([{ queryKey: ["me"], status: "pending" }])), { queryKey: ["me"], queryFn });
    expect(await screen.findByText("answer: fetched")).toBeInTheDocument();
  });

  it("settles a read that fails as an error, as a failed read", async () => {
    renderReaders(pageStateQuery(stateWith([])), { queryKey: ["me"], queryFn: () => Promise.reject(new Error("Network down")) });
    expect(await screen.findByText("failed: Network down")).toBeInTheDocument();
  });

  it("settles a read it has no way to make as an error, not pending for ever", async () => {
    renderReaders(pageStateQuery(stateWith([])), { queryKey: ["me"] });
    expect(await screen.findByText(/^failed: /)).toBeInTheDocument();
  });

  it("leaves a disabled read pending without asking, as the app does", async () => {
    const queryFn = vi.fn(() => Promise.resolve("asked"));
    renderReaders(pageStateQuery(stateWith([])), { queryKey: ["me"], queryFn, enabled: false });
    await act(() => Promise.resolve());
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe("pageStateQuery on a page that draws another address in place (/jobs' search)", () => {
  /** Reads the choices of a search, as the filters do: the previous ones while the next come. */
  function Choices({ search, queryFn }: { search: string; queryFn: () => Promise<string> }) {
    const read = usePageQuery({ queryKey: ["options", search], queryFn, placeholderData: (previous: string | undefined) => previous });
    return <p>{read.isPending ? "waiting" : `choices: ${String(read.data)}`}</p>;
  }

  it("takes the answers of the page asked for instead of asking, keeping the previous ones meanwhile", async () => {
    const usePage = pageStateQuery(stateWith([{ queryKey: ["options", "a"], status: "success", data: "for a" }]));
    const queryFn = vi.fn(() => Promise.resolve("asked"));
    const view = render(
      <PageQueryProvider usePageQuery={usePage}>
        <Choices search="a" queryFn={queryFn} />
      </PageQueryProvider>,
    );
    expect(screen.getByText("choices: for a")).toBeInTheDocument();

    let arrive = (_: unknown) => {};
    usePage.expectAnswers(new Promise((resolve) => (arrive = resolve)));
    view.rerender(
      <PageQueryProvider usePageQuery={usePage}>
        <Choices search="b" queryFn={queryFn} />
      </PageQueryProvider>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText("choices: for a")).toBeInTheDocument();

    await act(async () => {
      usePage.takeAnswers(stateWith([{ queryKey: ["options", "b"], status: "success", data: "for b" }]));
      arrive(undefined);
    });
    expect(await screen.findByText("choices: for b")).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("asks by itself once the page asked for came without the answer", async () => {
    const usePage = pageStateQuery(stateWith([]));
    usePage.expectAnswers(Promise.resolve(null));
    renderReaders(usePage, { queryKey: ["me"], queryFn: () => Promise.resolve("fetched") });
    expect(await screen.findByText("answer: fetched")).toBeInTheDocument();
  });
});

describe("pageStateQuery in an island taken over from the server's HTML", () => {
  it("hydrates as the server drew it, then shows the read's answer", async () => {
    const { hydrateRoot } = await import("react-dom/client");
    const { renderToString } = await import("react-dom/server");
    const errors: unknown[] = [];
    const usePage = pageStateQuery(stateWith([]));
    const tree = (
      <PageQueryProvider usePageQuery={usePage}>
        <Reader queryKey={["me"]} queryFn={() => Promise.resolve("fetched")} />
      </PageQueryProvider>
    );
    const island = document.createElement("div");
    island.innerHTML = renderToString(
      <PageQueryProvider usePageQuery={pageStateQuery(stateWith([]))}>
        <Reader queryKey={["me"]} />
      </PageQueryProvider>,
    );
    document.body.append(island);
    await act(async () => {
      hydrateRoot(island, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(await screen.findByText("answer: fetched")).toBeInTheDocument();
    expect(errors).toEqual([]);
    island.remove();
  });
});
