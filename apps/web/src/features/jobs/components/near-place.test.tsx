import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { localities } from "@app/shared/localities";
import { mockApi, renderApp } from "@/testing/render-app";
import { testJob } from "@/testing/factories";
import { filterOptions, queriesTo, searchResult } from "../test-utils";
import { switchLanguage } from "@/testing/language";

function listApi() {
  return mockApi({
    routes: {
      "GET /api/jobs": () => searchResult([testJob(), testJob()]),
      "GET /api/jobs/options": () => filterOptions(),
    },
  });
}

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

const near = () => screen.getByRole("combobox", { name: "Near" });
const sort = () => screen.getByRole("combobox", { name: "Sort by" });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole("option").map((option) => option.textContent);

/** A browser whose geolocation answers `answer` once asked, and counts the asking. */
function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number; message: string }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ("coords" in answer) success(answer as GeolocationPosition);
    else failure?.(answer as GeolocationPositionError);
  });
  vi.spyOn(navigator, "geolocation", "get").mockReturnValue({ getCurrentPosition } as unknown as Geolocation);
  return getCurrentPosition;
}

const gokulam = localities.find((locality) => locality.name === "Gokulam")!;

describe("the place to list the nearest jobs to", () => {
  it("offers the localities by name, and lists the nearest first once one is chosen, with the sort to match", async () => {
    const fetchMock = listApi();
    const { router } = renderApp("/jobs?q=driver");
    await screen.findByText("2 jobs found");
    const names = optionTexts(near());
    expect(names[0]).toBe("Choose a place");
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a!.localeCompare(b!, "en")));
    expect(names).toEqual(expect.arrayContaining(["Bannimantap", "Hebbal", "Nanjangud", "Vijayanagar"]));
    expect(optionTexts(sort())).toEqual(["Best match", "Newest first", "Company name (A–Z)"]);

    await userEvent.selectOptions(near(), "Hebbal");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver&near=Hebbal"));
    // Nearest goes without saying for a place, words or not.
    await waitFor(() => expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({ q: "driver", near: "Hebbal", page: "1", pageSize: "10" }));
    expect(optionTexts(sort())).toEqual(["Best match", "Newest first", "Company name (A–Z)", "Nearest first"]);
    expect(sort()).toHaveDisplayValue("Nearest first");

    await userEvent.selectOptions(sort(), "Best match");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver&near=Hebbal&sort=relevance"));

    // Another place lists by distance from it again; no place, by the words.
    await userEvent.selectOptions(near(), "Gokulam");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver&near=Gokulam"));
    await userEvent.selectOptions(near(), "Choose a place");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver"));
    expect(sort()).toHaveDisplayValue("Best match");
  });

  it("names the places in Kannada for a Kannada reader, in Kannada order", async () => {
    listApi();
    await switchLanguage("kn");
    renderApp("/jobs?near=Hebbal");
    const select = await screen.findByRole("combobox", { name: "ಈ ಸ್ಥಳದ ಹತ್ತಿರ" });
    const names = optionTexts(select).slice(1);
    expect(names).toEqual(expect.arrayContaining(["ಹೆಬ್ಬಾಳ", "ಗೋಕುಲಂ", "ಮೈಸೂರು"]));
    expect(names).toEqual([...names].sort(new Intl.Collator("kn").compare));
    expect(select).toHaveDisplayValue("ಹೆಬ್ಬಾಳ");
    expect(screen.getByRole("combobox", { name: "ಕ್ರಮ" })).toHaveDisplayValue("ಹತ್ತಿರದ್ದು ಮೊದಲು");
  });

  it("reads a place from a shared link", async () => {
    const fetchMock = listApi();
    renderApp("/jobs?near=Nanjangud");
    await screen.findByText("2 jobs found");
    expect(near()).toHaveValue("Nanjangud");
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ near: "Nanjangud", page: "1", pageSize: "10" }]);
    // A place orders the jobs: it is no filter of the choices' counts.
    expect(queriesTo(fetchMock, "/api/jobs/options")).toEqual([{}]);
  });

  it("drops a place the server would refuse, and nearest without a place lists as if unsorted", async () => {
    const fetchMock = listApi();
    renderApp("/jobs?near=Atlantis&sort=nearest");
    await screen.findByText("2 jobs found");
    expect(near()).toHaveValue("");
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ sort: "nearest", page: "1", pageSize: "10" }]);
    expect(sort()).toHaveDisplayValue("Newest first");
  });

  it("is a field of the page's own form, so a place chosen before the script runs is sent with the search", async () => {
    listApi();
    renderApp("/jobs?near=Hebbal");
    await screen.findByText("2 jobs found");
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/jobs");
    expect(near()).toHaveAttribute("name", "near");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({ near: "Hebbal", sort: "" });
  });

  it("chooses the place nearest the reader's position, asked once, and keeps the position to itself", async () => {
    const fetchMock = listApi();
    const asked = fakeGeolocation({ coords: { latitude: gokulam.latitude + 0.001, longitude: gokulam.longitude - 0.001 } });
    const { router } = renderApp("/jobs");
    await screen.findByText("2 jobs found");

    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?near=Gokulam"));
    await waitFor(() => expect(near()).toHaveValue("Gokulam"));
    expect(screen.getByText("Nearest place: Gokulam. Only its name is used: your location is not sent or saved.")).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({ near: "Gokulam", page: "1", pageSize: "10" }));

    // The position went nowhere: not into any request, nor the address, nor storage.
    const sent = fetchMock.mock.calls.map(([input, init]) => `${String(input instanceof Request ? input.url : input)} ${String(init?.body ?? "")}`).join("\n");
    expect(sent).not.toMatch(/12\.33|76\.62|latitude|longitude/);
    expect(pathOf(router)).not.toMatch(/\d\.\d/);
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`));
    expect(stored.join("\n")).not.toMatch(/12\.33|76\.62|latitude|longitude/);

    await userEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs"));
    expect(screen.queryByText(/Nearest place/)).not.toBeInTheDocument();
  });

  it("says so, in the reader's language, when the reader does not allow it, and leaves the list as it was", async () => {
    listApi();
    fakeGeolocation({ code: 1, message: "User denied Geolocation" });
    const { router } = renderApp("/jobs?type=Part-time");
    await screen.findByText("2 jobs found");

    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText("Location access was not allowed. Choose a place from the list instead.")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/jobs?type=Part-time");
    expect(near()).toHaveValue("");

    await switchLanguage("kn");
    await userEvent.click(screen.getByRole("button", { name: "ನನ್ನ ಸ್ಥಳ ಬಳಸಿ" }));
    expect(await screen.findByText("ನಿಮ್ಮ ಸ್ಥಳ ತಿಳಿಯಲು ಅನುಮತಿ ಸಿಗಲಿಲ್ಲ. ಬದಲಿಗೆ ಪಟ್ಟಿಯಿಂದ ಒಂದು ಸ್ಥಳ ಆರಿಸಿ.")).toBeInTheDocument();
  });

  it("says so when the position cannot be had, or lies far from every place of the list", async () => {
    listApi();
    fakeGeolocation({ code: 3, message: "Timeout expired" });
    const { router } = renderApp("/jobs");
    await screen.findByText("2 jobs found");
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText("Your location could not be found. Choose a place from the list instead.")).toBeInTheDocument();

    // Bengaluru: its nearest place of the list says nothing of where the reader is.
    fakeGeolocation({ coords: { latitude: 12.9716, longitude: 77.5946 } });
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText("You seem to be far from the places in the list. Choose one of them instead.")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/jobs");

    vi.spyOn(navigator, "geolocation", "get").mockReturnValue(undefined as unknown as Geolocation);
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText("Your location could not be found. Choose a place from the list instead.")).toBeInTheDocument();
  });
});
