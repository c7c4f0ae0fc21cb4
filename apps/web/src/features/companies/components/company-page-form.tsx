/**
 * The employer dashboard's Company page section: the about texts (English, optional Kannada), the
 * place and the website, validated by the shared schema, and the logo (checked here by type and size
 * with the server's own messages, re-encoded by the server), with a link to the page and a note
 * while its text is held for the admin's review.
 */
import { useEffect, useId, useRef, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/lib/navigation";
import {
  companyLogoAccept,
  companyLogoMaxBytes,
  companyLogoMimeTypes,
  companyPageSchema,
  type CompanyPage,
  type CompanyPageInput,
  type CompanyPageValues,
} from "@app/shared/companies";
import { localityNames } from "@app/shared/locality-names";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useOwnCompanyPage, useRemoveCompanyLogo, useUpdateCompanyPage, useUploadCompanyLogo } from "../api/own-company-page";
import { CompanyLogo } from "./company-page";

const valuesOf = (page: CompanyPage): CompanyPageInput => ({
  about: page.about,
  aboutKn: page.aboutKn ?? "",
  locality: page.locality ?? "",
  website: page.website ?? "",
});

export function CompanyPageForm({ page }: { page: CompanyPage }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyPage();
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const logoInput = useRef<HTMLInputElement>(null);
  const logoButton = useRef<HTMLButtonElement>(null);
  const logoId = useId();
  const form = useForm<CompanyPageInput, unknown, CompanyPageValues>({ resolver: zodResolver(companyPageSchema), mode: "onTouched", defaultValues: valuesOf(page) });
  const { errors } = form.formState;

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(page));
  }, [page, form]);

  const submit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync({ about: values.about, aboutKn: values.aboutKn ?? "", locality: values.locality ?? "", website: values.website ?? "" });
      form.reset(valuesOf(saved));
      if (saved.status === "pending_review") toast.warning(t("companies.edit.heldSaved"));
      else toast.success(t("companies.edit.saved"));
    } catch (error) {
      toast.error(t("companies.edit.failed"), { description: errorMessage(t, error) });
    }
  });

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // The server checks the content; these are its answers, given before the upload.
    if (!(companyLogoMimeTypes as readonly string[]).includes(file.type)) return void toast.error(t("validation.company.logoInvalid"));
    if (file.size > companyLogoMaxBytes) return void toast.error(t("validation.company.logoTooLarge"));
    try {
      await upload.mutateAsync(file);
      toast.success(t("companies.edit.logoUploaded"));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      toast.error(code === "invalid_file_format" ? t("validation.company.logoInvalid") : code === "file_too_large" ? t("validation.company.logoTooLarge") : errorMessage(t, error));
    }
  }

  async function removeLogo() {
    try {
      await remove.mutateAsync();
      toast.success(t("companies.edit.logoRemoved"));
      // Remove logo has gone with the logo: focus goes to the button beside it, now Upload logo.
      logoButton.current?.focus();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  }

  return (
    <section aria-labelledby="company-page-title" className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="company-page-title" className="text-lg font-semibold">
            {t("companies.edit.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("companies.edit.description")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.company.href(page.slug)}>{t("companies.edit.view")}</Link>
        </Button>
      </div>
      {page.status === "pending_review" && (
        <p role="status" className="rounded-lg border border-highlight/50 bg-highlight-soft p-3 text-sm text-highlight-foreground">
          {t("companies.edit.held")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo page={{ name: page.name, logoUrl: page.logoUrl }} className="size-16" />
        <div className="grid gap-2">
          <span id={logoId} className="text-sm font-medium">
            {t("companies.edit.logo")}
          </span>
          <p className="text-xs text-muted-foreground">{t("companies.edit.logoHint")}</p>
          <div className="flex flex-wrap gap-2">
            <input ref={logoInput} type="file" accept={companyLogoAccept} aria-labelledby={logoId} className="sr-only" onChange={(event) => void chooseLogo(event)} data-testid="company-logo-input" />
            <Button ref={logoButton} type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => logoInput.current?.click()}>
              {page.logoUrl ? t("companies.edit.changeLogo") : t("companies.edit.uploadLogo")}
            </Button>
            {page.logoUrl && (
              // Waits aria-disabled, not disabled: focus stays on it until it goes.
              <Button type="button" variant="ghost" size="sm" aria-disabled={remove.isPending} onClick={() => !remove.isPending && void removeLogo()}>
                {t("companies.edit.removeLogo")}
              </Button>
            )}
          </div>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label={t("companies.edit.about")} error={errors.about?.message} description={t("companies.edit.aboutHint")}>
          <Textarea rows={5} {...form.register("about")} />
        </FormField>
        <FormField label={t("companies.edit.aboutKn")} error={errors.aboutKn?.message}>
          <Textarea rows={4} lang="kn" {...form.register("aboutKn")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("companies.edit.locality")} error={errors.locality?.message}>
            <NativeSelect {...form.register("locality")}>
              <option value="">{t("companies.edit.noLocality")}</option>
              {localityNames.map((place) => (
                <option key={place.name} value={place.name}>
                  {place.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("companies.edit.website")} error={errors.website?.message}>
            <Input type="url" inputMode="url" placeholder={t("companies.edit.websitePlaceholder")} {...form.register("website")} />
          </FormField>
        </div>
        {/* Waits while saving without leaving the tab order, so focus stays on it rather than falling to the page. */}
        <Button type="submit" aria-disabled={update.isPending} className="justify-self-start">
          {t("companies.edit.save")}
        </Button>
      </form>
    </section>
  );
}

/** The section as the dashboard shows it: the form once the employer's page is loaded. */
export function CompanyPageSection() {
  const { t } = useTranslation();
  const page = useOwnCompanyPage();
  if (page.data) return <CompanyPageForm page={page.data} />;
  if (page.isError) return <LoadErrorPanel title={t("companies.loadError.title")} description={t("companies.loadError.description")} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  return <Skeleton className="h-64 w-full rounded-xl" />;
}
