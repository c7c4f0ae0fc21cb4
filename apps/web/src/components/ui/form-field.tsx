import { useId, type ReactElement, type ReactNode } from "react";
import * as Slot from "@radix-ui/react-slot";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { Label } from "./label";

type FormFieldProps = {
  /** The visible label, already translated. */
  label: ReactNode;
  /** The control: an Input, Textarea, PasswordInput… It receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  /** A zod message, which is an i18n key such as "validation.email.required"; translated here. */
  error?: string;
  /** A hint under the control, already translated. */
  description?: ReactNode;
  id?: string;
  className?: string;
};

/** A label, its control and the control's translated error, wired together for assistive technology. */
export function FormField({ label, children, error, description, id, className }: FormFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot.Root>
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  );
}
