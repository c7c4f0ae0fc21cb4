import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import Users from "lucide-react/icons/users";
import { Container } from "@/components/ui/container";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useHomeStats } from "../api/get-home-stats";

const counters = [
  { key: "activeJobs", icon: Briefcase },
  { key: "candidates", icon: Users },
  { key: "companies", icon: Building2 },
] as const;

/** The strip's columns, by how many counts it shows (whole class names, for Tailwind's scanner). */
const columns = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/**
 * The home page's three live counts (SPEC.md §2 Home, part 2), each with a trailing plus. While they
 * load: placeholders. If they fail: a dash, never a made-up number (ARCHITECTURE.md). A count of
 * nothing is left out ("0+ Partner Companies" says nothing true), and with all three at nothing the
 * strip is not shown.
 */
export function HomeStats() {
  const { t } = useTranslation();
  const stats = useHomeStats();
  const language = currentLanguage();
  const counts = stats.data;
  const shown = counts ? counters.filter(({ key }) => counts[key] > 0) : counters;
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby="home-stats-title" aria-busy={stats.isPending} className="border-y border-border bg-card">
      <h2 id="home-stats-title" className="sr-only">
        {t("jobs.stats.title")}
      </h2>
      <Container>
        <dl className={cn("grid divide-x divide-border", columns[shown.length as keyof typeof columns])}>
          {shown.map(({ key, icon: Icon }) => (
            // A valid <dl>: each group is a <div> holding only its <dt> and <dd>s (the icon is a hidden
            // <dd>); the grid draws the number above its label, beside the icon from the small screen up.
            <div
              key={key}
              className="grid grid-rows-[auto_auto] content-center justify-center justify-items-center px-2 py-5 text-center sm:grid-cols-[auto_auto] sm:justify-items-start sm:gap-x-4 sm:px-4 sm:py-8 sm:text-left"
            >
              <dt className="row-start-2 text-xs text-muted-foreground sm:col-start-2 sm:text-sm">{t(`jobs.stats.${key}`)}</dt>
              <dd className="row-start-1 text-2xl font-bold tracking-tight text-foreground tabular-nums sm:col-start-2 sm:text-3xl">
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
              <dd
                aria-hidden="true"
                className="hidden size-12 items-center justify-center self-center rounded-full bg-primary-soft text-primary sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:flex"
              >
                <Icon className="size-6" />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
