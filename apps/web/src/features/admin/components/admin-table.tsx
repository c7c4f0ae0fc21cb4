/**
 * The admin lists' table: a real table where there is room for it, and otherwise each row a card of
 * labelled fields, so nothing is clipped on a phone. "Room" is the width of the list itself (a
 * container query, 51rem), not of the window: the sidebar takes its share only from `md` up. One
 * markup for both: the column headers stay for screen readers (visually hidden over the cards), and
 * each cell shows its label only where the header row is hidden. The roles are spelled out because a
 * table laid out as blocks loses its implicit roles in some browsers.
 */
import type { ComponentProps, ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function AdminTable({ className, children, ...props }: ComponentProps<"table">) {
  return (
    <div className="@container">
      <div className="@min-[51rem]:overflow-x-auto @min-[51rem]:rounded-xl @min-[51rem]:border @min-[51rem]:border-border @min-[51rem]:bg-card @min-[51rem]:shadow-sm">
        <table role="table" className={cn("w-full text-sm @max-[51rem]:block", className)} {...props}>
          {children}
        </table>
      </div>
    </div>
  );
}

export function AdminTableHead({ children }: { children: ReactNode }) {
  return (
    <thead role="rowgroup" className="@max-[51rem]:sr-only @min-[51rem]:border-b @min-[51rem]:border-border @min-[51rem]:bg-muted/50">
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
      className={cn("px-2 py-2.5 text-left align-bottom text-xs font-semibold tracking-wide text-muted-foreground uppercase first:pl-3 last:pr-3", className)}
      {...props}
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

export function AdminTableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody role="rowgroup" className={cn("@max-[51rem]:grid @max-[51rem]:gap-3 @min-[36rem]:@max-[51rem]:grid-cols-2", className)} {...props} />;
}

export function AdminTableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      role="row"
      className={cn(
        "@max-[51rem]:grid @max-[51rem]:grid-cols-2 @max-[51rem]:content-start @max-[51rem]:gap-x-4 @max-[51rem]:gap-y-3 @max-[51rem]:rounded-xl @max-[51rem]:border @max-[51rem]:border-border @max-[51rem]:bg-card @max-[51rem]:p-4 @max-[51rem]:shadow-sm",
        "@min-[51rem]:border-b @min-[51rem]:border-border @min-[51rem]:last:border-b-0 @min-[51rem]:hover:bg-muted/30",
        className,
      )}
      {...props}
    />
  );
}

const cellClassName =
  "min-w-0 align-middle @max-[51rem]:grid @max-[51rem]:content-start @max-[51rem]:gap-0.5 @min-[51rem]:px-2 @min-[51rem]:py-3 @min-[51rem]:first:pl-3 @min-[51rem]:last:pr-3";

type AdminTableCellProps = ComponentProps<"td"> & {
  /** The column's name, shown above the value where the header row is hidden. */
  label?: string;
  /** Takes the card's whole width. */
  wide?: boolean;
};

export function AdminTableCell({ label, wide, className, children, ...props }: AdminTableCellProps) {
  return (
    <td role="cell" className={cn(cellClassName, wide && "@max-[51rem]:col-span-2", className)} {...props}>
      {label && (
        <span aria-hidden="true" className="text-xs text-muted-foreground @min-[51rem]:hidden">
          {label}
        </span>
      )}
      <span className="break-words">{children}</span>
    </td>
  );
}

/** The row's name (a job's title, a person's name): the card's heading. */
export function AdminTableRowHeader({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn(cellClassName, "text-left font-semibold break-words text-foreground @max-[51rem]:col-span-2 @max-[51rem]:text-base", className)}
      {...props}
    />
  );
}

/** The actions of a row: icon buttons in the table, a bar of labelled buttons at the bottom of a card. */
export function AdminTableActions({ className, children, ...props }: ComponentProps<"td">) {
  return (
    <td
      role="cell"
      className={cn(cellClassName, "@max-[51rem]:col-span-2 @max-[51rem]:border-t @max-[51rem]:border-border @max-[51rem]:pt-3", className)}
      {...props}
    >
      <div className="flex flex-wrap gap-2 @min-[51rem]:flex-nowrap @min-[51rem]:justify-end @min-[51rem]:gap-1">{children}</div>
    </td>
  );
}

/** How a row's action button looks: labelled on a card, a square icon button in the table. */
export const actionButtonClassName = "@min-[51rem]:size-8 @min-[51rem]:px-0";
/** The label of an action button, read out but hidden in the table, where the icon shows. */
export const actionLabelClassName = "@min-[51rem]:sr-only";

type AdminRowActionProps = Omit<ComponentProps<typeof Button>, "children" | "aria-label"> & {
  icon: LucideIcon;
  /** The short label (View, Delete), also the tooltip. */
  label: string;
  /** What a screen reader hears: the action and the row it acts on ("Delete Asha Rao"). */
  accessibleLabel: string;
  destructive?: boolean;
};

/** One action of a row: a labelled button on a card, a square icon button in the table. */
export function AdminRowAction({ icon: Icon, label, accessibleLabel, destructive, className, ...props }: AdminRowActionProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(destructive && "text-destructive hover:text-destructive", actionButtonClassName, className)}
      aria-label={accessibleLabel}
      title={label}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className={actionLabelClassName}>{label}</span>
    </Button>
  );
}
