/**
 * The two fields of a report (a job's, a conversation's): the reasons as cards of which one is
 * chosen, and an optional note with its count of characters. Each wired to its form's `register` and
 * showing the field's error, a zod message (an i18n key).
 */
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";

type ReasonChoicesProps<Reason extends string> = {
  legend: string;
  reasons: readonly Reason[];
  /** A reason's text, and under it its hint if any. */
  describe: (reason: Reason) => { label: string; hint?: string };
  field: UseFormRegisterReturn;
  error?: string;
};

export function ReasonChoices<Reason extends string>({ legend, reasons, describe, field, error }: ReasonChoicesProps<Reason>) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {reasons.map((reason) => {
        const { label, hint } = describe(reason);
        return (
          <label
            key={reason}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              error ? "border-destructive" : "border-border",
            )}
          >
            <input type="radio" value={reason} className="mt-0.5 size-4 shrink-0 accent-primary" aria-invalid={error ? true : undefined} {...field} />
            {hint === undefined ? (
              <span className="font-medium">{label}</span>
            ) : (
              <span className="grid gap-0.5">
                <span className="font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </span>
            )}
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

type CountedNoteProps = {
  label: ReactNode;
  field: UseFormRegisterReturn;
  /** What is typed so far (the form's watched value). */
  value: string;
  max: number;
  rows: number;
  placeholder?: string;
  /** The count under the field: `count(length, max)`, both already written in the reader's digits. */
  count: (length: string, max: string) => string;
  error?: string;
};

export function CountedNote({ label, field, value, max, rows, placeholder, count, error }: CountedNoteProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        {...field}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
        {count(formatNumber(value.length, language), formatNumber(max, language))}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  );
}
