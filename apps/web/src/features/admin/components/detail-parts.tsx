/**
 * The building blocks of the admin's detail dialogs: titled sections and a field list.
 */
import { useId, type ReactNode } from "react";

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
export function DetailFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
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
