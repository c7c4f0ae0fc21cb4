import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The e-mail field every account form shares: labelled, no auto-capitals, the mobile e-mail keyboard. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn<"email">; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("auth.fields.email")} error={error}>
      <Input
        {...registration}
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
