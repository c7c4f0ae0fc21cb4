/**
 * What a screen shows when its data failed to load: the reason and a Retry that spins while it
 * refetches. A banner above a list whose filters stay usable, or a panel in place of the content.
 */
import { useEffect } from "react";
import RefreshCw from "lucide-react/icons/refresh-cw";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

type RetryProps = { onRetry: () => void; retrying: boolean };

function RetryButton({ onRetry, retrying, ...props }: RetryProps & React.ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button onClick={onRetry} disabled={retrying} {...props}>
      <RefreshCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
      {t("common.actions.retry")}
    </Button>
  );
}

export function LoadErrorBanner({ message, ...retry }: RetryProps & { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-red-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">{message}</p>
      <RetryButton variant="outline" size="sm" {...retry} />
    </div>
  );
}

export function LoadErrorPanel({ title, description, ...retry }: RetryProps & { title: string; description: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      <RetryButton {...retry} />
    </div>
  );
}

/**
 * A destructive toast each time a query's load fails. The id keeps a retry that fails again from
 * stacking a second toast; `errorUpdatedAt` shows it again after a later failure.
 */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  message: string,
  id: string,
  description?: string,
) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(message, { id, description });
  }, [isError, errorUpdatedAt, message, id, description]);
}
