import { Toaster as Sonner } from "sonner";
import { useTranslation } from "react-i18next";

export { toast } from "sonner";

/** The one toast region of the app (sonner), labelled in the current language. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.actions.close"), classNames: { toast: "font-sans" } }}
    />
  );
}
