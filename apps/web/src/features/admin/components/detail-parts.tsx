/**
 * The admin's detail dialogs (a candidate's profile, an employer's jobs) share one frame: a dialog
 * with a title, a line below it and the record's fields, then titled sections, some of which wait
 * for the server. Each dialog says only what it shows.
 */
import { useId, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** What a list page gives its detail dialog besides the record. */
export type DetailDialogProps = {
  onClose: () => void;
  /** Where focus goes once it has closed (see useReturnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
};

type DetailField = { label: string; value: ReactNode };

type DetailDialogFrameProps = DetailDialogProps & {
  open: boolean;
  /** What the dialog shows; null while it closes with nothing left to show. */
  content: { title: string; description: string; fields: DetailField[]; sections: ReactNode } | null;
};

export function DetailDialog({ open, onClose, onCloseAutoFocus, content }: DetailDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        {content && (
          <>
            <DialogHeader>
              <DialogTitle>{content.title}</DialogTitle>
              <DialogDescription>{content.description}</DialogDescription>
            </DialogHeader>
            <DetailFields fields={content.fields} />
            {content.sections}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type DetailLoadProps<Data> = {
  query: { data: Data | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  loadingLabel: string;
  errorMessage: string;
  /** It stands in for one section, not for all of them: less room around the spinner. */
  inSection?: boolean;
  children: (data: Data) => ReactNode;
};

/** What the server sends for a dialog: a spinner until it is here, a banner with a retry if it failed. */
export function DetailLoad<Data>({ query, loadingLabel, errorMessage, inSection, children }: DetailLoadProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadErrorBanner message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className={cn("flex justify-center", inSection ? "py-6" : "py-8")}>
      <Spinner label={loadingLabel} showLabel />
    </div>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2 border-t border-border pt-4">
      <h3 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The muted line a section shows when it has nothing to list. */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** Label–value pairs: two columns from small screens up, one on a phone. */
function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {fields.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type LinkedItem = { id: string; href: string; title: string; meta: string; status: ReactNode };

/**
 * Records that open their own page (a job applied to, a course, a job posted): the title as a link,
 * a muted line of facts, the status on the right. `boxed`: each in a bordered box, its title
 * wrapped anywhere to stay inside.
 */
export function LinkedItemList({ items, boxed }: { items: LinkedItem[]; boxed?: boolean }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn("flex flex-wrap items-start justify-between gap-x-3 gap-y-1 text-sm", boxed && "rounded-lg border border-border p-3")}
        >
          <div className="grid min-w-0 gap-0.5">
            <Link to={item.href} className={cn("font-medium text-primary hover:underline", boxed && "break-words")}>
              {item.title}
            </Link>
            <span className="text-xs text-muted-foreground">{item.meta}</span>
          </div>
          {item.status}
        </li>
      ))}
    </ul>
  );
}
