/**
 * A titled card of the dashboard: a region named by its h2, for the reader and for landmarks. It
 * is a size container, so its content lays itself out by the card's width, not the window's.
 */
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type DashboardSectionProps = Omit<ComponentProps<"section">, "title"> & {
  title: ReactNode;
  description?: ReactNode;
  /** Shown beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
};

export function DashboardSection({ title, description, actions, className, children, ...props }: DashboardSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("@container flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6", className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
