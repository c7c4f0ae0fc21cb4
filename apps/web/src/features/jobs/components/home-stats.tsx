import { useTranslation } from "react-i18next";
import { Briefcase, Building2, Users } from "lucide-react";
import { Container } from "@/components/ui/container";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useHomeStats } from "../api/get-home-stats";

const counters = [
  { key: "activeJobs", icon: Briefcase },
  { key: "candidates", icon: Users },
  { key: "companies", icon: Building2 },
] as const;

/**
 * The home page's three live counts (SPEC.md §2 Home, part 2), each with a trailing plus. While they
 * load: placeholders. If they fail: a dash, never a made-up number (ARCHITECTURE.md).
 */
export function HomeStats() {
  const { t } = useTranslation();
  const stats = useHomeStats();
  const language = currentLanguage();

  return (
    <section aria-labelledby="home-stats-title" aria-busy={stats.isPending} className="border-y border-border bg-card">
      <h2 id="home-stats-title" className="sr-only">
        {t("jobs.stats.title")}
      </h2>
      <Container>
        <dl className="grid grid-cols-3 divide-x divide-border">
          {counters.map(({ key, icon: Icon }) => (
            <div
              key={key}
              className="flex flex-col items-center gap-2 px-2 py-5 text-center sm:flex-row sm:justify-center sm:gap-4 sm:px-4 sm:py-8 sm:text-left"
            >
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:flex">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex flex-col-reverse items-center sm:items-start">
                <dt className="text-xs text-muted-foreground sm:text-sm">{t(`jobs.stats.${key}`)}</dt>
                <dd className="text-2xl font-bold tracking-tight text-foreground tabular-nums sm:text-3xl">
                  {stats.data ? (
                    `${formatNumber(stats.data[key], language)}+`
                  ) : stats.isPending ? (
                    <>
                      <Skeleton className="my-1 h-7 w-20" />
                      <span className="sr-only">{t("common.loading")}</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t("jobs.stats.unavailable")}</span>
                    </>
                  )}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
