/**
 * Share a job (SPEC.md §2 Job detail). The menu and its dialog are Radix's, a sixth of a job page's
 * script, and few readers open them: until the reader reaches for the button (hovers, focuses or
 * taps it), the page has only the button; the menu's module (share-popup.tsx) comes then, and opens
 * as it arrives if the button was pressed.
 */
import { lazy, Suspense, useState } from "react";
import { loadAppTexts } from "@/lib/i18n";
import { ShareButton, useBothLanguages, type SharedJob } from "./share-button";

// The message gives the salary as the job list does (the app's `jobs` texts, which a page's islands
// do not load before they are ready): the menu opens once they are there too.
const loadPopup = () => Promise.all([import("./share-popup"), loadAppTexts()]).then(([popup]) => popup);
const SharePopup = lazy(async () => ({ default: (await loadPopup()).SharePopup }));

export function ShareMenu({ job, className }: { job: SharedJob; className?: string }) {
  const loadBothLanguages = useBothLanguages();
  // Set once the button is pressed; `withKeyboard` when by a key (a click event with no pointer).
  const [pressed, setPressed] = useState<{ withKeyboard: boolean } | null>(null);
  const prepare = () => {
    void loadPopup();
    loadBothLanguages();
  };

  const button = (
    <ShareButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={(event) => {
        prepare();
        setPressed({ withKeyboard: event.detail === 0 });
      }}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <SharePopup job={job} className={className} withKeyboard={pressed.withKeyboard} onOpenChange={(open) => open && loadBothLanguages()} />
    </Suspense>
  );
}
