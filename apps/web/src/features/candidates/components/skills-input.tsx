import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { normalizeSkills, profileLimits } from "@app/shared/candidates";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/i18n";

/** What the chips are: the profile's skills, or the places the candidate wants to work in. */
const kinds = {
  skills: { texts: "candidates.skills", max: profileLimits.skillsMax, itemMax: profileLimits.skillMax, tooMany: "validation.profile.tooManySkills" },
  places: { texts: "candidates.wantedPlaces", max: profileLimits.wantedPlacesMax, itemMax: profileLimits.wantedPlaceMax, tooMany: "validation.profile.tooManyPlaces" },
} as const;

type SkillsInputProps = {
  kind?: keyof typeof kinds;
  value: string[];
  onChange: (skills: string[]) => void;
  /** A zod message (an i18n key), translated here. */
  error?: string;
};

/**
 * The profile's skills (SPEC.md §2 Candidate profile): typed and added with Enter (or the Add
 * button, for phone keyboards without one); empty and duplicate entries, after trimming and without
 * regard to case, are ignored. Each skill is a button: selecting it removes it, and the focus moves
 * to its neighbour so a keyboard user can keep going. The places a candidate wants to work in are
 * kept the same way.
 */
export function SkillsInput({ kind = "skills", value, onChange, error }: SkillsInputProps) {
  const { t } = useTranslation();
  const { texts, max, itemMax, tooMany } = kinds[kind];
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const chip = index >= 0 ? chipRefs.current[index] : null;
    if (chip) chip.focus();
    else inputRef.current?.focus();
  }, [value]);

  function add() {
    const [skill] = normalizeSkills([draft]);
    setDraft("");
    if (!skill) return;
    const next = normalizeSkills([...value, skill]);
    if (next.length === value.length) {
      setAnnouncement(t(`${texts}.duplicate`, { skill }));
      return;
    }
    if (next.length > max) {
      setAnnouncement(t(tooMany));
      return;
    }
    onChange(next);
    setAnnouncement(t(`${texts}.added`, { skill }));
  }

  function remove(index: number) {
    const skill = value[index];
    const next = value.filter((_, position) => position !== index);
    focusAfterRemove.current = Math.min(index, next.length - 1);
    onChange(next);
    setAnnouncement(t(`${texts}.removed`, { skill }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also ends a word in some Kannada input methods: only a finished word is added.
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>{t(`${texts}.label`)}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={itemMax}
          placeholder={t(`${texts}.placeholder`)}
          enterKeyHint="enter"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          {t(`${texts}.add`)}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(`${texts}.hint`)}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
      {value.length > 0 ? (
        <ul aria-label={t(`${texts}.listLabel`)} className="flex flex-wrap gap-2">
          {value.map((skill, index) => (
            <li key={skill}>
              <button
                ref={(element) => {
                  chipRefs.current[index] = element;
                }}
                type="button"
                onClick={() => remove(index)}
                aria-label={t(`${texts}.remove`, { skill })}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/20 bg-primary-soft px-3 py-1.5 text-sm font-medium break-all text-primary transition-colors outline-none hover:border-destructive/40 hover:bg-red-50 hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {skill}
                <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t(`${texts}.empty`)}</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
