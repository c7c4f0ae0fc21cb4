/**
 * Education and experience as ordered lists of entries (SPEC.md §2 Candidate profile). Each entry is
 * a card with Edit, Remove (after a confirmation) and Move up / Move down buttons, all reachable by
 * keyboard and named after the entry; adding and editing happen in a dialog with its own small form,
 * validated by the entry's shared schema. Changes stay in the profile form until it is saved.
 */
import { useEffect, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldErrors, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { LucideIcon } from "lucide-react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import type { z } from "zod";
import {
  educationEntrySchema,
  experienceEntrySchema,
  profileLimits,
  type EducationEntry,
  type ExperienceEntry,
} from "@app/shared/candidates";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useTranslation } from "@/lib/i18n";

/** An entry as the form holds it: text fields only. */
type EntryText = Record<string, string | undefined>;

type EntryField<Input> = { name: keyof Input & string; required?: boolean; multiline?: boolean };

/** What differs between education and experience; texts live under `candidates.entries.<id>`. */
export type EntryKind<Input extends EntryText, Output extends Input> = {
  id: "education" | "experience";
  icon: LucideIcon;
  schema: z.ZodType<Output, Input>;
  fields: readonly EntryField<Input>[];
  /** The entry's name in its card and in the buttons' labels ("Edit B.Com"). */
  heading: (entry: Input) => string;
  subheading: (entry: Input) => string;
};

type EducationInput = z.input<typeof educationEntrySchema>;
type ExperienceInput = z.input<typeof experienceEntrySchema>;

export const educationKind: EntryKind<EducationInput, EducationEntry> = {
  id: "education",
  icon: GraduationCap,
  schema: educationEntrySchema,
  fields: [
    { name: "qualification", required: true },
    { name: "institution", required: true },
    { name: "period" },
    { name: "details", multiline: true },
  ],
  heading: (entry) => entry.qualification,
  subheading: (entry) => entry.institution,
};

export const experienceKind: EntryKind<ExperienceInput, ExperienceEntry> = {
  id: "experience",
  icon: BriefcaseBusiness,
  schema: experienceEntrySchema,
  fields: [
    { name: "title", required: true },
    { name: "company", required: true },
    { name: "period" },
    { name: "details", multiline: true },
  ],
  heading: (entry) => entry.title,
  subheading: (entry) => entry.company,
};

type EntryListEditorProps<Input extends EntryText, Output extends Input> = {
  kind: EntryKind<Input, Output>;
  /** The entries with react-hook-form's stable ids, so a moved card keeps its identity. */
  entries: readonly (Input & { id: string })[];
  onAdd: (entry: Output) => void;
  onUpdate: (index: number, entry: Output) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** A message (i18n key) about the whole list, such as too many entries. */
  error?: string;
  /** A message (i18n key) per entry, for an entry the server refused. */
  entryErrors?: readonly (string | undefined)[];
};

type Editing = { index: number | null };
type Focus = { id: string; button: "up" | "down" | "edit" } | { id: null; button: "add" };

export function EntryListEditor<Input extends EntryText, Output extends Input>({
  kind,
  entries,
  onAdd,
  onUpdate,
  onRemove,
  onMove,
  error,
  entryErrors = [],
}: EntryListEditorProps<Input, Output>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Focus | null>(null);
  const text = (key: string, options?: Record<string, string>) => t(`candidates.entries.${kind.id}.${key}`, options);
  const titleId = `${kind.id}-entries-title`;
  const full = entries.length >= profileLimits.entriesMax;

  // After a move or a removal the card under the keyboard focus changes place or goes away: put the
  // focus back on the same entry's button (or its other move button at the ends of the list).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.id === null) {
      addButtonRef.current?.focus();
      return;
    }
    const cards = listRef.current?.querySelectorAll<HTMLElement>("[data-entry-id]") ?? [];
    const card = [...cards].find((element) => element.dataset.entryId === focus.id);
    const find = (button: string) => card?.querySelector<HTMLButtonElement>(`[data-action="${button}"]:not(:disabled)`);
    const other = focus.button === "up" ? "down" : focus.button === "down" ? "up" : "edit";
    (find(focus.button) ?? find(other) ?? find("edit"))?.focus();
  }, [entries]);

  function move(index: number, to: number, button: "up" | "down") {
    const entry = entries[index];
    if (!entry || to < 0 || to >= entries.length) return;
    pendingFocus.current = { id: entry.id, button };
    onMove(index, to);
  }

  function confirmRemove() {
    if (removing === null) return;
    const next = entries[removing + 1] ?? entries[removing - 1];
    pendingFocus.current = next ? { id: next.id, button: "edit" } : { id: null, button: "add" };
    onRemove(removing);
  }

  const editedEntry = editing?.index != null ? entries[editing.index] : undefined;
  const removingEntry = removing !== null ? entries[removing] : undefined;

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {text("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{text("description")}</p>
        </div>
        <Button
          ref={addButtonRef}
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={full}
          onClick={() => setEditing({ index: null })}
        >
          <Plus aria-hidden="true" />
          {text("add")}
        </Button>
      </div>

      <div ref={listRef}>
        {entries.length > 0 ? (
          <ol className="grid gap-3">
            {entries.map((entry, index) => {
              const heading = kind.heading(entry);
              const entryError = entryErrors[index];
              return (
                <li
                  key={entry.id}
                  data-entry-id={entry.id}
                  className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-start"
                >
                  <kind.icon aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:mt-0.5 sm:block" />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="font-medium break-words">{heading}</p>
                    <p className="text-sm break-words text-muted-foreground">
                      {[kind.subheading(entry), entry.period].filter(Boolean).join(" · ")}
                    </p>
                    {entry.details && (
                      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-foreground/80">
                        {entry.details}
                      </p>
                    )}
                    {entryError && <p className="text-sm font-medium text-destructive">{t(entryError)}</p>}
                  </div>
                  <div className="flex shrink-0 gap-1 self-end sm:self-start">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      data-action="up"
                      disabled={index === 0}
                      aria-label={t("candidates.entries.moveUp", { entry: heading })}
                      onClick={() => move(index, index - 1, "up")}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      data-action="down"
                      disabled={index === entries.length - 1}
                      aria-label={t("candidates.entries.moveDown", { entry: heading })}
                      onClick={() => move(index, index + 1, "down")}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      data-action="edit"
                      aria-label={t("candidates.entries.edit", { entry: heading })}
                      onClick={() => setEditing({ index })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t("candidates.entries.remove", { entry: heading })}
                      onClick={() => setRemoving(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            {text("empty")}
          </p>
        )}
      </div>
      {(error || full) && (
        <p className={error ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
          {t(error ?? "validation.profile.tooManyEntries")}
        </p>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          {editing && (
            <EntryForm
              kind={kind}
              initial={editedEntry}
              onCancel={() => setEditing(null)}
              onSave={(entry) => {
                if (editing.index === null) onAdd(entry);
                else onUpdate(editing.index, entry);
                setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // The Remove button that opened the dialog is gone when the entry went: focus moves on.
            if (pendingFocus.current) event.preventDefault();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("candidates.entries.removeConfirm.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("candidates.entries.removeConfirm.description", {
                entry: removingEntry ? kind.heading(removingEntry) : "",
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("candidates.entries.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={confirmRemove}>{t("candidates.entries.removeConfirm.confirm")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

type EntryFormProps<Input extends EntryText, Output extends Input> = {
  kind: EntryKind<Input, Output>;
  /** The entry being edited; none when adding. */
  initial?: Input;
  onSave: (entry: Output) => void;
  onCancel: () => void;
};

/** The add / edit dialog's form, checked by the entry's shared schema before it reaches the list. */
function EntryForm<Input extends EntryText, Output extends Input>({ kind, initial, onSave, onCancel }: EntryFormProps<Input, Output>) {
  const { t } = useTranslation();
  // Only the entry's own fields: the list's entries also carry react-hook-form's `id`.
  const defaultValues = Object.fromEntries(kind.fields.map(({ name }) => [name, initial?.[name] ?? ""]));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(kind.schema),
    defaultValues: defaultValues as DefaultValues<Input>,
  });
  const errors: FieldErrors<EntryText> = form.formState.errors;
  const label = (name: string) => t(`candidates.entries.${kind.id}.fields.${name}`);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        // The dialog is portalled out of the profile form in the page, but React still bubbles the
        // submit event up to it: this form's submit must stay this form's.
        event.stopPropagation();
        void form.handleSubmit(onSave)(event);
      }}
    >
      <DialogHeader>
        <DialogTitle>{t(`candidates.entries.${kind.id}.${initial ? "editTitle" : "addTitle"}`)}</DialogTitle>
        <DialogDescription>{t("candidates.entries.saveHint")}</DialogDescription>
      </DialogHeader>
      {kind.fields.map((field) => {
        const Control = field.multiline ? Textarea : Input;
        return (
          <FormField
            key={field.name}
            label={
              field.required ? (
                label(field.name)
              ) : (
                <>
                  {label(field.name)} <span className="font-normal text-muted-foreground">({t("candidates.entries.optional")})</span>
                </>
              )
            }
            error={errors[field.name]?.message}
          >
            <Control
              placeholder={t(`candidates.entries.${kind.id}.placeholders.${field.name}`)}
              {...form.register(field.name as Path<Input>)}
            />
          </FormField>
        );
      })}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("candidates.entries.cancel")}
        </Button>
        <Button type="submit">{t("candidates.entries.saveEntry")}</Button>
      </DialogFooter>
    </form>
  );
}
