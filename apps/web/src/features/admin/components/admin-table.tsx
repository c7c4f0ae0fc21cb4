/**
 * The admin lists' table, drawn from a list of columns and row actions: a real table where there is
 * room for it, and otherwise each row a card of labelled fields, so nothing is clipped on a phone.
 * "Room" is the width of the list itself (a container query, 51rem), not of the window: the sidebar
 * takes its share only from `md` up. One markup for both: the column headers stay for screen readers
 * (visually hidden over the cards), and each cell shows its label only where the header row is
 * hidden. The roles are spelled out because a table laid out as blocks loses its implicit roles in
 * some browsers.
 *
 * The table's name is its caption (read out only: each page has its heading above the list). Where
 * the table is wider than its room (long Kannada headers in a narrow window) its box scrolls
 * sideways, and only then is that box a Tab stop, a region named by the same caption, so the arrow
 * keys scroll it as a mouse or a finger can (axe's scrollable-region-focusable). Where nothing
 * scrolls (the cards on a phone, a table that fits) the box is a plain box: no stop, and no second
 * name around the table's. While it scrolls, a line above it says so on screen (a mouse user sees no
 * scrollbar in some browsers until they scroll), and describes the box to a screen reader.
 */
import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import MoveHorizontal from "lucide-react/icons/move-horizontal";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

export type AdminTableColumn<Row, Sort extends string = never> = {
  /** The column's name: its header, and the label above the value on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * How the column shows on a card: `title` is the row's name (a job's title, a person's name), the
   * card's heading and the row's header for screen readers; `wide` takes the card's whole width;
   * otherwise half of it.
   */
  card?: "title" | "wide";
  /** The list sorts by this column: the sort meaning each direction. */
  sort?: { descending: Sort; ascending: Sort };
  /** A count: right-aligned in the table, in digits of one width. */
  numeric?: boolean;
  /** The cell's own classes (a width, how it wraps in the table). */
  className?: string;
};

export type AdminTableAction<Row> = {
  icon: LucideIcon;
  /** The short label (View, Delete), also the tooltip. */
  label: string;
  /** What a screen reader hears: the action and the row it acts on ("Delete Asha Rao"). */
  accessibleLabel: (row: Row) => string;
  destructive?: boolean;
} & (
  | { /** A link to another page. */ href: (row: Row) => string }
  | { onClick: (row: Row, event: MouseEvent<HTMLButtonElement>) => void; /** Said to screen readers before it is pressed. */ opensDialog?: boolean }
);

type AdminTableProps<Row, Sort extends string> = {
  /** The table's accessible name ("Jobs"). */
  label: string;
  rows: Row[];
  columns: AdminTableColumn<Row, Sort>[];
  /** Buttons at the end of each row; the table has no Actions column without them. */
  actions?: AdminTableAction<Row>[];
  /** The list's sort, which a sortable column's header toggles. */
  sort?: { current: Sort; onSort: (sort: Sort) => void; label: (header: string) => string };
};

export function AdminTable<Row extends { id: string }, Sort extends string = never>({ label, rows, columns, actions = [], sort }: AdminTableProps<Row, Sort>) {
  const { t } = useTranslation();
  const captionId = useId();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <div className="@container">
      {scrolls && (
        <p id={hintId} className="mb-2 flex items-center gap-1.5 text-xs text-muted-foreground">
          <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
          {t("admin.list.scrollsSideways")}
        </p>
      )}
      <div
        ref={box}
        {...(scrolls && { role: "region", "aria-labelledby": captionId, "aria-describedby": hintId, tabIndex: 0 })}
        className="focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none @min-[51rem]:overflow-x-auto @min-[51rem]:rounded-xl @min-[51rem]:border @min-[51rem]:border-border @min-[51rem]:bg-card @min-[51rem]:shadow-sm"
      >
        <table role="table" className="w-full text-sm @max-[51rem]:block">
          <caption id={captionId} className="sr-only">
            {label}
          </caption>
          <thead role="rowgroup" className="@max-[51rem]:sr-only @min-[51rem]:border-b @min-[51rem]:border-border @min-[51rem]:bg-muted/50">
            <tr role="row">
              {columns.map((column) => (
                <ColumnHeader key={column.header} className={cn(column.numeric && "text-right")} sort={column.sort && sort && sortOf(column.header, column.sort, sort)}>
                  {column.header}
                </ColumnHeader>
              ))}
              {actions.length > 0 && <ColumnHeader className="text-right">{t("admin.list.actions")}</ColumnHeader>}
            </tr>
          </thead>
          <tbody role="rowgroup" className="@max-[51rem]:grid @max-[51rem]:gap-3 @min-[36rem]:@max-[51rem]:grid-cols-2">
            {rows.map((row) => (
              <tr
                key={row.id}
                role="row"
                className="@max-[51rem]:grid @max-[51rem]:grid-cols-2 @max-[51rem]:content-start @max-[51rem]:gap-x-4 @max-[51rem]:gap-y-3 @max-[51rem]:rounded-xl @max-[51rem]:border @max-[51rem]:border-border @max-[51rem]:bg-card @max-[51rem]:p-4 @max-[51rem]:shadow-sm @min-[51rem]:border-b @min-[51rem]:border-border @min-[51rem]:last:border-b-0 @min-[51rem]:hover:bg-muted/30"
              >
                {columns.map((column) => (
                  <Cell key={column.header} column={column} row={row} />
                ))}
                {actions.length > 0 && (
                  <td role="cell" className={cn(cellClassName, "@max-[51rem]:col-span-2 @max-[51rem]:border-t @max-[51rem]:border-border @max-[51rem]:pt-3")}>
                    <div className="flex flex-wrap gap-2 @min-[51rem]:flex-nowrap @min-[51rem]:justify-end @min-[51rem]:gap-1">
                      {actions.map((action) => (
                        <RowAction key={action.label} action={action} row={row} />
                      ))}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Whether the box scrolls sideways now: its own overflow scrolls (the table form; the cards' box
 * never does) and its content is wider than it. Measured again whenever the box or its content
 * changes size (a narrower window, the container query switching forms, another page of rows).
 */
function useScrollsSideways(box: { current: HTMLElement | null }): boolean {
  const [scrolls, setScrolls] = useState(false);
  // Before the first paint, so a table that overflows is a Tab stop from the start.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const overflow = getComputedStyle(element).overflowX;
      setScrolls((overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

type SortDirection = "ascending" | "descending";
type HeaderSort = { direction: SortDirection | undefined; onSort: () => void; label: string };

/** A sortable column's state: its direction (none when the list is sorted by another column); a click sorts descending first. */
function sortOf<Sort extends string>(
  header: string,
  { descending, ascending }: { descending: Sort; ascending: Sort },
  { current, onSort, label }: NonNullable<AdminTableProps<unknown, Sort>["sort"]>,
): HeaderSort {
  return {
    direction: current === descending ? "descending" : current === ascending ? "ascending" : undefined,
    onSort: () => onSort(current === descending ? ascending : descending),
    label: label(header),
  };
}

function ColumnHeader({ className, sort, children }: { className?: string; sort?: HeaderSort; children: ReactNode }) {
  const SortIcon = sort?.direction === "ascending" ? ArrowUp : sort?.direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={sort ? (sort.direction ?? "none") : undefined}
      className={cn("px-2 py-2.5 text-left align-bottom text-xs font-semibold tracking-wide text-muted-foreground uppercase first:pl-3 last:pr-3", className)}
    >
      {sort ? (
        <button
          type="button"
          onClick={sort.onSort}
          title={sort.label}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {children}
          <SortIcon aria-hidden="true" className={cn("size-3.5 shrink-0", !sort.direction && "opacity-50")} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

const cellClassName =
  "min-w-0 align-middle @max-[51rem]:grid @max-[51rem]:content-start @max-[51rem]:gap-0.5 @min-[51rem]:px-2 @min-[51rem]:py-3 @min-[51rem]:first:pl-3 @min-[51rem]:last:pr-3";

function Cell<Row, Sort extends string>({ column, row }: { column: AdminTableColumn<Row, Sort>; row: Row }) {
  if (column.card === "title") {
    return (
      <th
        role="rowheader"
        scope="row"
        className={cn(cellClassName, "text-left font-semibold break-words text-foreground @max-[51rem]:col-span-2 @max-[51rem]:text-base", column.className)}
      >
        {column.cell(row)}
      </th>
    );
  }
  return (
    <td
      role="cell"
      className={cn(cellClassName, column.card === "wide" && "@max-[51rem]:col-span-2", column.numeric && "tabular-nums @min-[51rem]:text-right", column.className)}
    >
      <span aria-hidden="true" className="text-xs text-muted-foreground @min-[51rem]:hidden">
        {column.header}
      </span>
      <span className="break-words">{column.cell(row)}</span>
    </td>
  );
}

/** One action of a row: a labelled button on a card, a square icon button (the label read out only) in the table. */
function RowAction<Row>({ action, row }: { action: AdminTableAction<Row>; row: Row }) {
  const { icon: Icon, label } = action;
  const look = {
    variant: "outline",
    size: "sm",
    className: cn(action.destructive && "text-destructive hover:text-destructive", "@min-[51rem]:size-8 @min-[51rem]:px-0"),
  } as const;
  const names = { "aria-label": action.accessibleLabel(row), title: label };
  const content = (
    <>
      <Icon aria-hidden="true" />
      <span className="@min-[51rem]:sr-only">{label}</span>
    </>
  );

  if ("href" in action) {
    return (
      <Button asChild {...look}>
        <Link to={action.href(row)} {...names}>
          {content}
        </Link>
      </Button>
    );
  }
  return (
    <Button {...look} {...names} aria-haspopup={action.opensDialog ? "dialog" : undefined} onClick={(event) => action.onClick(row, event)}>
      {content}
    </Button>
  );
}
