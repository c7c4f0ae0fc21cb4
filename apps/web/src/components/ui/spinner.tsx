import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "@/lib/utils";

type SpinnerProps = {
  /** The text read out (and shown when `showLabel`), already translated. */
  label: string;
  showLabel?: boolean;
  /** Muted, or the colour of the text around it (in a button). */
  tone?: "muted" | "current";
  className?: string;
};

export function Spinner({ label, showLabel = false, tone = "muted", className }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", tone === "muted" ? "text-muted-foreground" : "text-current", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for routes and guards that wait for data. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <Spinner label={label} showLabel />
    </div>
  );
}
