import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A grey placeholder block; hidden from assistive technology, so pair it with a status text. */
export function Skeleton({ shape = "block", className, ...props }: ComponentProps<"div"> & { shape?: "block" | "circle" }) {
  return <div aria-hidden="true" className={cn("animate-pulse bg-muted", shape === "circle" ? "rounded-full" : "rounded-md", className)} {...props} />;
}

/** Placeholder cards for a list while it loads, with `label` read out as its status. */
export function CardListSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="grid gap-2 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
