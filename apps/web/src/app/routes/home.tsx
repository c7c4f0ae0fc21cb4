import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import Briefcase from "lucide-react/icons/briefcase";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import GraduationCap from "lucide-react/icons/graduation-cap";
import MapPin from "lucide-react/icons/map-pin";
import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRoundPlus from "lucide-react/icons/user-round-plus";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { FeaturedJobs } from "@/features/jobs/components/featured-jobs";
import { HomeStats } from "@/features/jobs/components/home-stats";
import { useCurrentUser } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

const reasons = [
  { key: "local", icon: MapPin },
  { key: "verified", icon: BadgeCheck },
  { key: "resources", icon: GraduationCap },
] as const;

const steps = [
  { key: "profile", icon: UserRoundPlus },
  { key: "discover", icon: Search },
  { key: "apply", icon: Send },
] as const;

function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-primary-soft to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-highlight/25 blur-3xl"
      />
      <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-24">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-primary/15 bg-card px-3 py-1 text-sm font-medium text-primary">
            <MapPin aria-hidden="true" className="size-4" />
            {t("home.hero.eyebrow")}
          </p>
          <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
            {t("home.hero.title")}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t("home.hero.subtitle")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.jobs.href()}>
                <Briefcase aria-hidden="true" />
                {t("home.hero.browseJobs")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login.href("employer")}>
                {t("home.hero.postJob")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <SafetyCard />
      </Container>
    </section>
  );
}

/** Honest advice instead of a decorative picture: job scams are common, and the product never charges. */
function SafetyCard() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="safety-title" className="grid gap-4 rounded-2xl border border-border bg-card/90 p-6 shadow-sm backdrop-blur">
      <h2 id="safety-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {t("home.hero.safety.title")}
      </h2>
      <ul className="grid gap-3 text-sm text-muted-foreground">
        {(["noFee", "noSecrets"] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`home.hero.safety.${key}`)}
          </li>
        ))}
        <li className="flex gap-2">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight-foreground" />
          <span>
            {t("home.hero.safety.report")}{" "}
            <Link
              to={paths.contact.href()}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {t("home.hero.safety.reportLink")}
            </Link>
          </span>
        </li>
      </ul>
    </aside>
  );
}

function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="py-16">
      <Container className="grid gap-10">
        <div className="grid gap-2 text-center">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight">
            {t("home.why.title")}
          </h2>
          <p className="text-muted-foreground">{t("home.why.subtitle")}</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {reasons.map(({ key, icon: Icon }) => (
            <li key={key} className="grid content-start gap-3 rounded-xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{t(`home.why.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`home.why.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function NextStep() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const signedIn = Boolean(currentUser.data);

  return (
    <section aria-labelledby="next-step-title" className="pb-4">
      <Container>
        <div className="grid gap-10 rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-10 md:py-16">
          <div className="grid gap-2 text-center">
            <h2 id="next-step-title" className="text-3xl font-bold tracking-tight">
              {t("home.cta.title")}
            </h2>
            <p className="text-primary-foreground/85">{t("home.cta.subtitle")}</p>
          </div>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ key, icon: Icon }, index) => (
              <li key={key} className="grid content-start justify-items-center gap-3 text-center">
                <span className="relative flex size-14 items-center justify-center rounded-full bg-white/15">
                  <Icon aria-hidden="true" className="size-6" />
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-highlight text-xs font-bold text-highlight-foreground"
                  >
                    {index + 1}
                  </span>
                </span>
                <span className="sr-only">{t("home.cta.step", { number: index + 1 })}</span>
                <h3 className="text-lg font-semibold">{t(`home.cta.steps.${key}.title`)}</h3>
                <p className="max-w-xs text-primary-foreground/85">{t(`home.cta.steps.${key}.description`)}</p>
              </li>
            ))}
          </ol>
          {!currentUser.isPending && (
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              {signedIn ? (
                <Button asChild size="lg" variant="highlight">
                  <Link to={paths.jobs.href()}>{t("home.cta.browseJobs")}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="lg" variant="highlight">
                    <Link to={paths.login.href("candidate")}>{t("home.cta.joinCandidate")}</Link>
                  </Button>
                  <Button
                    asChild
                    size="lg"
                    variant="outline"
                    className="border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
                  >
                    <Link to={paths.login.href("employer")}>{t("home.cta.joinEmployer")}</Link>
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}

/** The landing page of SPEC.md §2 Home, in its order. */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("home.hero.title"));
  return (
    <>
      <Hero />
      {/* What follows the site's jobs: a guest's home drawn as islands draws it again from the server's HTML (islands/home-page.tsx). */}
      <div className="contents" data-region="home-jobs">
        <HomeStats />
        <FeaturedJobs />
      </div>
      <WhyChooseUs />
      <NextStep />
    </>
  );
}
