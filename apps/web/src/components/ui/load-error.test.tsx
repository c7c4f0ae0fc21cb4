import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { switchLanguage } from "@/testing/language";
import { LoadErrorBanner, LoadErrorPanel } from "./load-error";

/** Loads the server answers in turn, each settled by the test when it says. */
function answers() {
  const pending: { resolve: (jobs: string[]) => void; reject: (error: Error) => void }[] = [];
  let asked = 0;
  return {
    load: () => {
      asked += 1;
      return new Promise<string[]>((resolve, reject) => pending.push({ resolve, reject }));
    },
    asked: () => asked,
    succeed: (jobs: string[]) => pending.shift()?.resolve(jobs),
    fail: () => pending.shift()?.reject(new Error("503")),
  };
}

/** A screen as the app's lists are: the panel in place of the list while nothing has loaded. */
function PanelScreen({ load }: { load: () => Promise<string[]> }) {
  const jobs = useQuery({ queryKey: ["jobs"], queryFn: load });
  if (jobs.isPending) return <p>Loading jobs</p>;
  if (!jobs.data) {
    return <LoadErrorPanel title="Failed to load jobs" description="Please try again." onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />;
  }
  return (
    <section>
      <h2>Your jobs</h2>
      <ul>
        {jobs.data.map((job) => (
          <li key={job}>{job}</li>
        ))}
      </ul>
    </section>
  );
}

/** A screen that keeps what it showed and puts the banner above it, as the employer's jobs do. */
function BannerScreen({ load }: { load: () => Promise<string[]> }) {
  const jobs = useQuery({ queryKey: ["jobs"], queryFn: load, initialData: ["Cook"], staleTime: 0 });
  return (
    <div>
      <input aria-label="Search jobs" />
      {jobs.isError && <LoadErrorBanner message="Failed to load jobs" onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />}
      <ul aria-label="Jobs">
        {jobs.data.map((job) => (
          <li key={job}>{job}</li>
        ))}
      </ul>
    </div>
  );
}

function renderScreen(screenOf: (load: () => Promise<string[]>) => React.ReactNode, server: ReturnType<typeof answers>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: "always" } } });
  return render(<QueryClientProvider client={queryClient}>{screenOf(server.load)}</QueryClientProvider>);
}

/** Tabs to Try again and presses Enter, as a keyboard user does. */
async function pressTryAgain() {
  const tryAgain = await screen.findByRole("button", { name: "Try again" });
  while (document.activeElement !== tryAgain) await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  return tryAgain;
}

describe("Try again from the keyboard", () => {
  it("keeps the reader on what shows the list loading in the error's place, then on the list's heading", async () => {
    const server = answers();
    renderScreen((load) => <PanelScreen load={load} />, server);
    server.fail();

    await pressTryAgain();
    await waitFor(() => expect(server.asked()).toBe(2));
    // Nothing to show meanwhile: the screen shows it loading where the error was.
    const loading = await screen.findByText("Loading jobs");
    await waitFor(() => expect(document.activeElement).toBe(loading));

    server.succeed(["Delivery Executive"]);
    const heading = await screen.findByRole("heading", { name: "Your jobs" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Delivery Executive")).toBeInTheDocument();

    // Focusable only while it has the focus: it stays out of the tab order.
    await userEvent.tab();
    expect(document.activeElement).not.toBe(heading);
    expect(heading).not.toHaveAttribute("tabindex");
  });

  it("gives the focus to Try again when the load fails again, and follows a second retry", async () => {
    const server = answers();
    renderScreen((load) => <PanelScreen load={load} />, server);
    server.fail();

    await pressTryAgain();
    await waitFor(() => expect(server.asked()).toBe(2));
    server.fail();

    const again = await screen.findByRole("button", { name: "Try again" });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(again).not.toHaveAttribute("aria-disabled");

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(server.asked()).toBe(3));
    server.succeed(["Cook"]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your jobs" })));
  });

  it("keeps the focus on the banner's Try again while it loads, saying so, then gives it to the list below once the banner goes", async () => {
    const server = answers();
    renderScreen((load) => <BannerScreen load={load} />, server);
    server.fail();

    const tryAgain = await pressTryAgain();
    await waitFor(() => expect(server.asked()).toBe(2));
    // Disabled, a browser would take the focus from it (jsdom does not): it waits aria-disabled.
    expect(tryAgain).not.toBeDisabled();
    expect(tryAgain).toHaveAttribute("aria-disabled", "true");
    expect(document.activeElement).toBe(tryAgain);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    // A second press while it loads asks nothing more.
    await userEvent.keyboard("{Enter}");
    expect(server.asked()).toBe(2);

    server.succeed(["Cook", "Driver"]);
    const list = await screen.findByRole("list", { name: "Jobs" });
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(screen.getByText("Driver")).toBeInTheDocument();
  });

  it("leaves the focus on the banner's Try again when the load fails again, pressable once more", async () => {
    const server = answers();
    renderScreen((load) => <BannerScreen load={load} />, server);
    server.fail();

    const tryAgain = await pressTryAgain();
    await waitFor(() => expect(server.asked()).toBe(2));
    server.fail();

    await waitFor(() => expect(tryAgain).not.toHaveAttribute("aria-disabled"));
    expect(document.activeElement).toBe(tryAgain);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(server.asked()).toBe(3));
  });

  it("leaves the focus where the reader moved it while the retry loaded", async () => {
    const server = answers();
    renderScreen((load) => <BannerScreen load={load} />, server);
    server.fail();

    await pressTryAgain();
    await waitFor(() => expect(server.asked()).toBe(2));
    const search = screen.getByRole("textbox", { name: "Search jobs" });
    await userEvent.click(search);

    server.succeed(["Cook", "Driver"]);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    await screen.findByText("Driver");
    expect(document.activeElement).toBe(search);
  });

  it("says it is loading in Kannada", async () => {
    await switchLanguage("kn");
    const server = answers();
    renderScreen((load) => <BannerScreen load={load} />, server);
    server.fail();

    const tryAgain = await screen.findByRole("button", { name: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ" });
    while (document.activeElement !== tryAgain) await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("ಲೋಡ್ ಆಗುತ್ತಿದೆ..."));
    expect(document.activeElement).toBe(tryAgain);
  });
});
