/**
 * The admin lists' table: a real table on wide screens, and below `lg` each row a card of labelled
 * fields, so nothing is clipped on a phone. One markup for both: the column headers stay for screen
 * readers (visually hidden on narrow screens), and each cell shows its label only where the header
 * row is hidden. The roles are spelled out because a table laid out as blocks loses its implicit
 * roles in some browsers.
 */
import type { ComponentProps, ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "@/lib/utils";

export function AdminTable({ className, children, ...props }: ComponentProps<"table">) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-border lg:bg-card lg:shadow-sm">
      <table role="table" className={cn("w-full text-sm max-lg:block", className)} {...props}>
        {children}
      </table>
    </div>
  );
}

export function AdminTableHead({ children }: { children: ReactNode }) {
  return (
    <thead role="rowgroup" className="max-lg:sr-only lg:border-b lg:border-border lg:bg-muted/50">
      <tr role="row">{children}</tr>
    </thead>
  );
}

type SortDirection = "ascending" | "descending";

type AdminTableHeaderProps = ComponentProps<"th"> & {
  /** A sortable column: its current direction (none when the list is sorted by another column). */
  sort?: { direction: SortDirection | undefined; onSort: () => void; label: string };
};

export function AdminTableHeader({ className, children, sort, ...props }: AdminTableHeaderProps) {
  const SortIcon = sort?.direction === "ascending" ? ArrowUp : sort?.direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={sort ? (sort.direction ?? "none") : undefined}
      className={cn("px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase", className)}
      {...props}
    >
      {sort ? (
        <button
          type="button"
          onClick={sort.onSort}
          title={sort.label}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {children}
          <SortIcon aria-hidden="true" className={cn("size-3.5", !sort.direction && "opacity-50")} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function AdminTableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody role="rowgroup" className={cn("max-lg:grid max-lg:gap-3 md:max-lg:grid-cols-2", className)} {...props} />;
}

export function AdminTableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      role="row"
      className={cn(
        "max-lg:grid max-lg:grid-cols-2 max-lg:content-start max-lg:gap-x-4 max-lg:gap-y-3 max-lg:rounded-xl max-lg:border max-lg:border-border max-lg:bg-card max-lg:p-4 max-lg:shadow-sm",
        "lg:border-b lg:border-border lg:last:border-b-0 lg:hover:bg-muted/30",
        className,
      )}
      {...props}
    />
  );
}

const cellClassName = "min-w-0 align-middle max-lg:grid max-lg:content-start max-lg:gap-0.5 lg:px-3 lg:py-3";

type AdminTableCellProps = ComponentProps<"td"> & {
  /** The column's name, shown above the value where the header row is hidden. */
  label?: string;
  /** Takes the card's whole width on narrow screens. */
  wide?: boolean;
};

export function AdminTableCell({ label, wide, className, children, ...props }: AdminTableCellProps) {
  return (
    <td role="cell" className={cn(cellClassName, wide && "max-lg:col-span-2", className)} {...props}>
      {label && (
        <span aria-hidden="true" className="text-xs text-muted-foreground lg:hidden">
          {label}
        </span>
      )}
      <span className="break-words">{children}</span>
    </td>
  );
}

/** The row's name (a job's title, a person's name): the card's heading on narrow screens. */
export function AdminTableRowHeader({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn(cellClassName, "text-left font-semibold break-words text-foreground max-lg:col-span-2 max-lg:text-base", className)}
      {...props}
    />
  );
}

/** The actions of a row: a bar at the bottom of the card on narrow screens. */
export function AdminTableActions({ className, children, ...props }: ComponentProps<"td">) {
  return (
    <td
      role="cell"
      className={cn(cellClassName, "max-lg:col-span-2 max-lg:border-t max-lg:border-border max-lg:pt-3", className)}
      {...props}
    >
      <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end lg:gap-1">{children}</div>
    </td>
  );
}
