import Languages from "lucide-react/icons/languages";
import { useLoadsPages, useLocation } from "@/lib/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { currentLanguage, i18n, setLanguage, useTranslation } from "@/lib/i18n";
import { useTextLanguageChoice } from "@/lib/text-language-choice";
import { cn } from "@/lib/utils";

/**
 * Shows the other language by its own name ("ಕನ್ನಡ" / "English") and switches to it. Also a form
 * the server answers (ADR 033): tapped before the script has taken a server-drawn page over, it
 * posts the choice and the server draws the page again in it. Once the script runs, it switches in place.
 * A signed-in candidate's or employer's SMS and WhatsApp messages follow the switch either way (ADR 057);
 * when the server cannot be told, the page keeps the new language and a toast says the messages did not follow.
 * On a guest's page drawn as islands (ADR 071) it stays the form: the server draws the page in the language.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const role = useCurrentUser().data?.role;
  const loadsPages = useLoadsPages();
  const chooseTextLanguage = useTextLanguageChoice();
  const next = currentLanguage() === "en" ? "kn" : "en";
  return (
    <form
      method="post"
      action={paths.language.href()}
      className="contents"
      onSubmit={(event) => {
        if (loadsPages) return;
        event.preventDefault();
        const switched = setLanguage(next);
        if (chooseTextLanguage && (role === "candidate" || role === "employer")) {
          chooseTextLanguage.mutate(next, {
            // Said once the page is in the new language, in that language.
            onError: () =>
              void switched
                .catch(() => undefined)
                .then(() => {
                  const inPageLanguage = i18n.getFixedT(currentLanguage());
                  toast.error(inPageLanguage("shell.language.textLanguageFailed.title"), {
                    description: inPageLanguage("shell.language.textLanguageFailed.description"),
                  });
                }),
          });
        }
      }}
    >
      <input type="hidden" name="language" value={next} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <Button type="submit" variant="outline" size={null} className={cn("h-9 gap-1.5 px-3 text-sm whitespace-nowrap", className)} title={t(`shell.language.switchTo.${next}`)}>
        <Languages aria-hidden="true" className="hidden sm:block" />
        {/* "ಕನ್ನಡ" from its own 2 KB font, so an English page never downloads a Kannada font (styles/index.css). */}
        <span lang={next} className={cn(next === "kn" && "font-language-name")}>
          {t(`common.languages.${next}`)}
        </span>
        <span className="sr-only">{` – ${t(`shell.language.switchTo.${next}`)}`}</span>
      </Button>
    </form>
  );
}
