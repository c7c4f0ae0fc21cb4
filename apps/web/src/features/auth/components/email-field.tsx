import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n";

/**
 * The e-mail field every account form shares: labelled, no auto-capitals, the mobile e-mail keyboard.
 * `defaultValue`: what a form posted before the script held (lib/form-echo.tsx), in the server's HTML.
 */
export function EmailField({
  registration,
  error,
  defaultValue,
}: {
  registration: UseFormRegisterReturn<"email">;
  error?: string;
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t("auth.fields.email")} error={error}>
      <Input
        {...registration}
        defaultValue={defaultValue}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("auth.placeholders.email")}
      />
    </FormField>
  );
}
