import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { useTranslation } from "@/lib/i18n";

/** SPEC.md §2: the registration disclaimer, the same for candidates and employers. */
export function ScamDisclaimer() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="sign-up-disclaimer-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="sign-up-disclaimer-title" className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        {t("auth.signUp.disclaimerTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>{t("auth.signUp.disclaimer.noPayment")}</li>
        <li>{t("auth.signUp.disclaimer.notResponsible")}</li>
        <li>{t("auth.signUp.disclaimer.neverShare")}</li>
      </ul>
    </section>
  );
}
