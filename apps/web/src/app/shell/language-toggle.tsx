import Languages from "lucide-react/icons/languages";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { currentLanguage, setLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** Shows the other language by its own name ("ಕನ್ನಡ" / "English") and switches to it. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const next = currentLanguage() === "en" ? "kn" : "en";
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn("gap-1.5", className)}
      onClick={() => void setLanguage(next)}
      title={t(`shell.language.switchTo.${next}`)}
    >
      <Languages aria-hidden="true" className="hidden sm:block" />
      {/* "ಕನ್ನಡ" from its own 2 KB font, so an English page never downloads a Kannada font (styles/index.css). */}
      <span lang={next} className={cn(next === "kn" && "font-language-name")}>
        {t(`common.languages.${next}`)}
      </span>
      <span className="sr-only">{` – ${t(`shell.language.switchTo.${next}`)}`}</span>
    </Button>
  );
}
