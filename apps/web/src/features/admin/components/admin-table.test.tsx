import { useState, type ReactElement } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash";
import { loadAccountTexts } from "@/lib/i18n";
import { NavigationProvider } from "@/lib/navigation";
import { routerNavigation } from "@/lib/router-navigation";
import { switchLanguage } from "@/testing/language";
import { AdminTable, type AdminTableAction, type AdminTableColumn } from "./admin-table";

type Person = { id: string; name: string; city: string; age: number };
type Sort = "oldest" | "youngest" | "city_az" | "city_za";

const people: Person[] = [
  { id: "p1", name: "Asha Rao", city: "Mysuru", age: 31 },
  { id: "p2", name: "Ravi Kumar", city: "Mandya", age: 45 },
];

const columns: AdminTableColumn<Person, Sort>[] = [
  { header: "Name", card: "title", cell: (person) => person.name },
  { header: "City", card: "wide", cell: (person) => person.city, sort: { descending: "city_za", ascending: "city_az" } },
  { header: "Age", cell: (person) => person.age, numeric: true, sort: { descending: "oldest", ascending: "youngest" } },
];

/** The table as a list page draws it: the sort is the page's, a click on a header changes it. */
function Harness({ actions, onSort }: { actions?: AdminTableAction<Person>[]; onSort?: (sort: Sort) => void }) {
  const [sort, setSort] = useState<Sort>("oldest");
  return (
    <AdminTable
      label="People"
      rows={people}
      columns={columns}
      actions={actions}
      sort={{
        current: sort,
        onSort: (next) => {
          setSort(next);
          onSort?.(next);
        },
        label: (header) => `Sort by ${header}`,
      }}
    />
  );
}

/**
 * ResizeObserver stood in for (happy-dom lays nothing out): the returned function lays the table's
 * box out as a browser would — whether its overflow scrolls (the table form) and how wide it and the
 * table are — and tells the observers.
 */
function observedLayout() {
  const observed: Array<() => void> = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (box: HTMLElement, overflowX: "auto" | "visible", boxWidth: number, tableWidth: number) => {
    box.style.overflowX = overflowX;
    Object.defineProperty(box, "clientWidth", { configurable: true, value: boxWidth });
    Object.defineProperty(box, "scrollWidth", { configurable: true, value: Math.max(boxWidth, tableWidth) });
    act(() => observed.forEach((callback) => callback()));
  };
}

function renderTable(element: ReactElement) {
  const router = createMemoryRouter([{ path: "*", element }]);
  return render(
    <NavigationProvider value={routerNavigation}>
      <RouterProvider router={router} />
    </NavigationProvider>,
  );
}

// The Actions header is an admin text, which only the signed-in areas load.
beforeAll(() => loadAccountTexts());

describe("AdminTable", () => {
  it("draws a header for each column, each row's name as its header, and each value labelled for the cards", () => {
    renderTable(<Harness />);

    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "City", "Age"]);
    const row = within(within(table).getByRole("rowheader", { name: "Asha Rao" }).closest("tr")!);
    // A cell reads as its value; its label, for the cards, is hidden from screen readers.
    expect(row.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["CityMysuru", "Age31"]);
    expect(row.getByText("City")).toHaveAttribute("aria-hidden", "true");
    expect(within(table).getByRole("rowheader", { name: "Ravi Kumar" })).toBeInTheDocument();
  });

  it("sorts by a column from its header, descending first, by mouse or keyboard", async () => {
    const onSort = vi.fn();
    renderTable(<Harness onSort={onSort} />);

    expect(screen.getByRole("columnheader", { name: "Age" })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: "City" })).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Name" })).not.toHaveAttribute("aria-sort");

    await userEvent.click(screen.getByRole("button", { name: "Age" }));
    expect(onSort).toHaveBeenLastCalledWith("youngest");
    expect(screen.getByRole("columnheader", { name: "Age" })).toHaveAttribute("aria-sort", "ascending");

    screen.getByRole("button", { name: "City" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onSort).toHaveBeenLastCalledWith("city_za");
    expect(screen.getByRole("columnheader", { name: "City" })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: "Age" })).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("button", { name: "City" })).toHaveAttribute("title", "Sort by City");
  });

  it("ends each row with its actions, named for the row: links to a page, buttons that get the row", async () => {
    const onDelete = vi.fn();
    const actions: AdminTableAction<Person>[] = [
      { icon: Eye, label: "View", accessibleLabel: (person) => `View ${person.name}`, href: (person) => `/people/${person.id}` },
      {
        icon: Trash2,
        label: "Delete",
        accessibleLabel: (person) => `Delete ${person.name}`,
        destructive: true,
        opensDialog: true,
        onClick: (person) => onDelete(person.id),
      },
    ];
    renderTable(<Harness actions={actions} />);

    expect(screen.getAllByRole("columnheader").at(-1)).toHaveTextContent("Actions");
    const row = within(screen.getByRole("rowheader", { name: "Ravi Kumar" }).closest("tr")!);
    expect(row.getByRole("link", { name: "View Ravi Kumar" })).toHaveAttribute("href", "/people/p2");
    const remove = row.getByRole("button", { name: "Delete Ravi Kumar" });
    expect(remove).toHaveAttribute("title", "Delete");
    expect(remove).toHaveAttribute("aria-haspopup", "dialog");

    await userEvent.click(remove);
    expect(onDelete).toHaveBeenLastCalledWith("p2");
    row.getByRole("link", { name: "View Ravi Kumar" }).focus();
    await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it("has no Actions column when the list has no actions", () => {
    renderTable(<Harness />);
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("is named once, by its caption, and is no Tab stop where nothing scrolls sideways", async () => {
    renderTable(<Harness />);

    const table = screen.getByRole("table", { name: "People" });
    const caption = table.querySelector("caption")!;
    expect(caption).toHaveTextContent("People");
    expect(screen.getAllByText("People")).toEqual([caption]);
    expect(document.querySelector("[aria-label='People']")).toBeNull();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(table.parentElement).not.toHaveAttribute("tabindex");
    // Tab goes straight to the first control in the table.
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "City" })).toHaveFocus();
  });

  it("is a Tab stop, a region named by the same caption, only while the table is wider than its scrolling box", async () => {
    const layOut = observedLayout();
    try {
      renderTable(<Harness />);
      const table = screen.getByRole("table", { name: "People" });
      const box = table.parentElement!;

      // The table form, wider than its box (long Kannada headers): Tab reaches the box first.
      layOut(box, "auto", 800, 1100);
      const region = screen.getByRole("region", { name: "People" });
      expect(region).toBe(box);
      expect(region).toHaveAttribute("aria-labelledby", table.querySelector("caption")!.id);
      expect(region).not.toHaveAttribute("aria-label");
      await userEvent.tab();
      expect(region).toHaveFocus();

      // The window widened: the table fits, nothing to scroll, no stop and no region.
      layOut(box, "auto", 1100, 1100);
      expect(screen.queryByRole("region")).not.toBeInTheDocument();
      expect(box).not.toHaveAttribute("tabindex");

      // The cards on a phone never scroll, even with a field wider than the card.
      layOut(box, "visible", 360, 420);
      expect(screen.queryByRole("region")).not.toBeInTheDocument();
      expect(box).not.toHaveAttribute("tabindex");
      await userEvent.tab();
      expect(box).not.toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says on screen, in either language, that a table wider than its box scrolls sideways, and only then", async () => {
    const layOut = observedLayout();
    try {
      renderTable(<Harness />);
      const box = screen.getByRole("table", { name: "People" }).parentElement!;
      expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();

      layOut(box, "auto", 800, 1100);
      const hint = screen.getByText("Scroll sideways to see every column");
      expect(hint).toBeVisible();
      // The box a keyboard reaches is described by it too.
      expect(screen.getByRole("region", { name: "People" })).toHaveAccessibleDescription("Scroll sideways to see every column");

      await switchLanguage("kn");
      expect(screen.getByText("ಎಲ್ಲ ಮಾಹಿತಿ ನೋಡಲು ಪಟ್ಟಿಯನ್ನು ಪಕ್ಕಕ್ಕೆ ಸರಿಸಿ")).toBeVisible();
      await switchLanguage("en");

      layOut(box, "auto", 1100, 1100);
      expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
