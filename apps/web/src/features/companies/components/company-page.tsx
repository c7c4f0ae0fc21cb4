/**
 * /companies/:slug: a company's page — logo or initials, name, the Verified badge, place, website,
 * the about text in the reader's language (the other language folded), the facts, and its open
 * jobs as job cards, live. A held page's texts come back empty for anyone but its employer and the
 * admin; its employer sees a note.
 */
import type { ReactNode } from "react";
import { Link } from "@/lib/navigation";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Globe from "lucide-react/icons/globe";
import MapPin from "lucide-react/icons/map-pin";
import SearchX from "lucide-react/icons/search-x";
import type { CompanyPage as CompanyPageData } from "@app/shared/companies";
import type { Language } from "@app/shared/constants";
import type { Job } from "@app/shared/jobs";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { VerifiedBadge } from "@/components/verified-badge";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCompanyPage } from "../api/get-company-page";

const monthLocales: Record<Language, string> = { en: "en-IN", kn: "kn-IN" };

/** "March 2024" / "ಮಾರ್ಚ್ 2024". */
const monthYear = (value: string, language: Language) => new Intl.DateTimeFormat(monthLocales[language], { month: "long", year: "numeric" }).format(new Date(value));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join("")
    .toUpperCase();

export function CompanyLogo({ page, className = "size-20" }: { page: Pick<CompanyPageData, "name" | "logoUrl">; className?: string }) {
  const { t } = useTranslation();
  if (page.logoUrl) {
    return <img src={page.logoUrl} alt={t("companies.page.logoAlt", { name: page.name })} width={256} height={256} className={`${className} shrink-0 rounded-xl border border-border object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${className} flex shrink-0 items-center justify-center rounded-xl bg-primary/10 text-2xl font-bold text-primary`}>
      {initialsOf(page.name)}
    </span>
  );
}

/** How the route draws each open job (the jobs feature's card; a feature does not import another's components). */
export type RenderJob = (job: Job) => ReactNode;

/** `held`: the held note, for its employer and the admin (only they are sent what held it). */
export function CompanyPageView({ page, renderJob, held = false }: { page: CompanyPageData; renderJob: RenderJob; held?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const other: Language = language === "kn" ? "en" : "kn";
  const about = (language === "kn" && page.aboutKn) || page.about;
  const otherAbout = language === "kn" ? (page.aboutKn ? page.about : "") : page.aboutKn;
  return (
    <Container className="grid gap-6 py-8">
      <header className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
        <CompanyLogo page={page} />
        <div className="grid min-w-0 gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {page.name}
            {page.verified && <VerifiedBadge />}
          </h1>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {page.locality && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {page.locality}
              </li>
            )}
            {page.website && (
              <li className="flex items-center gap-1.5">
                <Globe aria-hidden="true" className="size-4" />
                <a href={page.website} rel="nofollow noopener noreferrer" target="_blank" className="text-primary underline-offset-4 hover:underline">
                  {t("companies.page.website")}
                </a>
              </li>
            )}
            <li>{t("companies.page.since", { date: monthYear(page.since, language) })}</li>
            {page.hiredCount > 0 && <li>{t("companies.page.hired", { count: page.hiredCount, formatted: formatNumber(page.hiredCount, language) })}</li>}
          </ul>
        </div>
      </header>
      {held && page.status === "pending_review" && (
        <p role="status" className="rounded-xl border border-highlight/50 bg-highlight-soft p-4 text-sm text-highlight-foreground">
          {t("companies.page.held")}
        </p>
      )}
      {about && (
        <section aria-labelledby="company-about" className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="company-about" className="text-lg font-semibold">
            {t("companies.page.about")}
          </h2>
          <p className="break-words whitespace-pre-line text-foreground/90">{about}</p>
          {otherAbout && (
            <details className="rounded-lg border border-border bg-muted/30 px-4 py-3">
              <summary className="cursor-pointer font-medium text-primary">{t(`job-detail.otherLanguage.${other}`)}</summary>
              <p lang={other} className="mt-3 break-words whitespace-pre-line text-foreground/90">
                {otherAbout}
              </p>
            </details>
          )}
        </section>
      )}
      <section aria-labelledby="company-jobs" className="grid gap-4">
        <h2 id="company-jobs" className="text-lg font-semibold">
          {t("companies.page.openJobs")}
        </h2>
        {page.jobs.length === 0 ? (
          <EmptyState icon={BriefcaseBusiness} title={t("companies.page.noJobs")} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.jobs.map((job) => (
              <li key={job.id} className="grid">
                {renderJob(job)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

function MissingCompanyPage({ gone }: { gone: boolean }) {
  const { t } = useTranslation();
  const texts = gone ? "companies.gone" : "companies.notFound";
  return (
    <Container className="py-12">
      <EmptyState
        icon={SearchX}
        title={t(`${texts}.title`)}
        description={t(`${texts}.description`)}
        action={
          <Button asChild>
            <Link to={paths.jobs.href()}>{t("companies.notFound.browse")}</Link>
          </Button>
        }
      />
    </Container>
  );
}

/** The page, or its not-found or gone state, or the load error with a retry. */
export function CompanyPageScreen({ slug, renderJob }: { slug: string; renderJob: RenderJob }) {
  const { t } = useTranslation();
  const query = useCompanyPage(slug);
  const status = query.error instanceof ApiError ? query.error.status : null;
  const missing = status === 404 || status === 410;
  useDocumentTitle(query.data && !missing ? t("companies.page.documentTitle", { name: query.data.name }) : missing ? t(status === 410 ? "companies.gone.title" : "companies.notFound.title") : null);
  if (missing) return <MissingCompanyPage gone={status === 410} />;
  if (query.data) return <CompanyPageView page={query.data} renderJob={renderJob} held={query.data.flags.length > 0} />;
  if (query.isError) {
    return (
      <Container className="py-12">
        <LoadErrorPanel title={t("companies.loadError.title")} description={t("companies.loadError.description")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Container>
    );
  }
  return (
    <Container className="grid gap-6 py-8" aria-busy="true">
      <span className="sr-only">{t("companies.page.loading")}</span>
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </Container>
  );
}
