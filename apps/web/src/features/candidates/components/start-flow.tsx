/**
 * /candidate/start (issue 52): a new candidate's way to a profile good enough to apply with, one
 * question a screen: the work they do (the search's trades, in the reader's language), their years
 * of work, the places they want to work in, the languages they speak, how far they studied, a photo
 * if they like, then "Make my résumé" in the reader's language. Each step is saved when the candidate moves on (Next or
 * Back), so nothing answered is lost; Skip moves on without saving. The step is in the address
 * (`?step=`), so the browser's Back goes to the step before.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "@/lib/navigation";
import { useIsMutating } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import FileSignature from "lucide-react/icons/file-pen-line";
import PartyPopper from "lucide-react/icons/party-popper";
import {
  educationLevels,
  profileLimits,
  spokenLanguages,
  type CandidateProfile,
  type EducationLevel,
  type SpokenLanguage,
  type TradeName,
  type UpdateProfileInput,
} from "@app/shared/candidates";
import { localityNames } from "@app/shared/locality-names";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useProfile } from "../api/get-profile";
import { useTrades } from "../api/get-trades";
import { profileKeys } from "../api/keys";
import { useMakeResume } from "../api/make-resume";
import { useUpdateProfile } from "../api/update-profile";
import { AnswerButton, ChipSearch, ChoiceChip, matchesTyped } from "./start-choices";
import { PhotoStep } from "./start-photo";

export const startSteps = ["trades", "years", "places", "languages", "education", "photo", "resume"] as const;
export type StartStep = (typeof startSteps)[number];

/** The trades most people here look for work in, offered before anything is typed. */
const commonTrades = [
  "driver",
  "cook",
  "kitchen helper",
  "waiter",
  "housekeeping",
  "security guard",
  "salesman",
  "cashier",
  "delivery",
  "tailor",
  "sewing machine operator",
  "nurse",
  "ward boy",
  "caretaker",
  "maid",
  "electrician",
  "plumber",
  "carpenter",
  "mason",
  "painter",
  "mechanic",
  "labourer",
  "packer",
  "office boy",
  "receptionist",
  "data entry",
  "beautician",
  "teacher",
];

/** The years offered as one tap; any other is typed. */
const yearChoices = [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20];

/** Which step the address asks for: 0 for the first, `startSteps.length` for the done screen. */
function stepIndexOf(value: string | null): number {
  if (value === "done") return startSteps.length;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= startSteps.length ? number - 1 : 0;
}

export function StartFlow() {
  const { t } = useTranslation();
  const profile = useProfile();
  const trades = useTrades();
  if (profile.data && trades.data) return <StartSteps profile={profile.data} trades={trades.data} />;
  const failed = profile.isError ? profile : trades.isError ? trades : null;
  if (failed) {
    return (
      <LoadErrorPanel
        title={t("candidates.profile.loadError.title")}
        description={t("candidates.profile.loadError.description")}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  return <PageSpinner label={t("candidates.start.loading")} />;
}

function StartSteps({ profile, trades }: { profile: CandidateProfile; trades: readonly TradeName[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const index = stepIndexOf(searchParams.get("step"));
  const step = startSteps[index];
  const update = useUpdateProfile();
  const make = useMakeResume();
  const photoBusy = useIsMutating({ mutationKey: profileKeys.photo() });
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const tradeOf = (skill: string) => {
    const key = skill.trim().toLocaleLowerCase();
    return trades.find((trade) => trade.en.toLocaleLowerCase() === key || trade.kn === skill.trim());
  };
  const [chosenTrades, setChosenTrades] = useState<string[]>(() => profile.skills.flatMap((skill) => tradeOf(skill)?.id ?? []));
  const [years, setYears] = useState<number | null>(profile.experienceYears);
  const [places, setPlaces] = useState<string[]>(profile.wantedPlaces);
  const [spoken, setSpoken] = useState<SpokenLanguage[]>(profile.spokenLanguages);
  const [level, setLevel] = useState<EducationLevel | null>(profile.educationLevel);

  // The new step's question takes the focus, so a screen reader reads it and Tab starts from it.
  const firstDraw = useRef(true);
  useEffect(() => {
    if (firstDraw.current) {
      firstDraw.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  /** The skills as saved: the trades chosen (a new one in the reader's language) and any other skill as it was. */
  function skillsToSave(): string[] {
    const kept = profile.skills.filter((skill) => {
      const trade = tradeOf(skill);
      return !trade || chosenTrades.includes(trade.id);
    });
    const added = chosenTrades
      .filter((id) => !profile.skills.some((skill) => tradeOf(skill)?.id === id))
      .flatMap((id) => trades.find((trade) => trade.id === id)?.[language] ?? []);
    return [...kept, ...added];
  }

  /** What leaving `step` saves; null when nothing changed. */
  function changesOf(current: StartStep | undefined, overrides: Partial<{ years: number | null; level: EducationLevel | null }>): UpdateProfileInput | null {
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, at) => item === b[at]);
    switch (current) {
      case "trades": {
        const skills = skillsToSave();
        return same(skills, profile.skills) ? null : { skills };
      }
      case "years": {
        const value = "years" in overrides ? overrides.years! : years;
        return value === profile.experienceYears ? null : { experienceYears: value };
      }
      case "places":
        return same(places, profile.wantedPlaces) ? null : { wantedPlaces: places };
      case "languages":
        return same(spoken, profile.spokenLanguages) ? null : { spokenLanguages: spoken };
      case "education": {
        const value = "level" in overrides ? overrides.level! : level;
        return value === profile.educationLevel ? null : { educationLevel: value };
      }
      default:
        return null;
    }
  }

  function show(target: number, replace = false) {
    setProblem(null);
    setSearchParams({ step: target >= startSteps.length ? "done" : String(target + 1) }, { replace });
  }

  /** Saves the step (with the answer just tapped, if any), then shows `target`; a failed save stays on the step and says so. */
  function leave(target: number, overrides: Parameters<typeof changesOf>[1] = {}, replace = false) {
    const changes = changesOf(step, overrides);
    if (!changes) return show(target, replace);
    update.mutate(changes, {
      onSuccess: () => show(target, replace),
      onError: (error) => setProblem(error instanceof ApiError && error.code === "invalid_input" ? errorMessage(t, error) : t("candidates.start.saveFailed")),
    });
  }

  function makeResume() {
    setProblem(null);
    make.mutate(language, {
      onSuccess: () => show(startSteps.length),
      onError: (error) =>
        setProblem(error instanceof ApiError && error.code === "resume_profile_empty" ? t("candidates.start.resume.empty") : t("candidates.start.resume.failed")),
    });
  }

  if (!step) return <DoneScreen hasResume={profile.resume !== null} />;

  const busy = update.isPending || make.isPending || photoBusy > 0;
  const next = () => leave(index + 1);
  const body: Record<StartStep, ReactNode> = {
    trades: <TradesStep trades={trades} chosen={chosenTrades} onChange={setChosenTrades} />,
    years: (
      <YearsStep
        value={years}
        disabled={busy}
        onPick={(value) => {
          setYears(value);
          leave(index + 1, { years: value });
        }}
        onType={setYears}
      />
    ),
    places: <PlacesStep chosen={places} onChange={setPlaces} />,
    languages: (
      <div className="flex flex-wrap gap-2">
        {spokenLanguages.map((each) => (
          <ChoiceChip
            key={each}
            chosen={spoken.includes(each)}
            onClick={() => setSpoken(spokenLanguages.filter((other) => (other === each ? !spoken.includes(each) : spoken.includes(other))))}
          >
            {t(`candidates.facts.languages.${each}`)}
          </ChoiceChip>
        ))}
      </div>
    ),
    education: (
      <div className="grid gap-2">
        {educationLevels.map((each) => (
          <AnswerButton
            key={each}
            chosen={level === each}
            disabled={busy}
            onClick={() => {
              setLevel(each);
              leave(index + 1, { level: each });
            }}
          >
            {t(`candidates.facts.education.${each}`)}
          </AnswerButton>
        ))}
      </div>
    ),
    photo: <PhotoStep photo={profile.photo} onProblem={setProblem} />,
    resume: (
      <Button size="lg" className="h-14 w-full text-base" disabled={busy} onClick={makeResume}>
        {make.isPending ? (
          <Spinner label={t("candidates.start.resume.making")} showLabel className="text-current" />
        ) : (
          <>
            <FileSignature aria-hidden="true" />
            {t("candidates.start.resume.make")}
          </>
        )}
      </Button>
    ),
  };
  const hint = step === "places" ? t("candidates.start.places.hint", { max: profileLimits.wantedPlacesMax }) : t(`candidates.start.${step}.hint`);

  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 pb-28">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">{t("candidates.start.progress", { step: index + 1, count: startSteps.length })}</p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${((index + 1) / startSteps.length) * 100}%` }} />
        </div>
      </div>
      <div className="grid gap-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {t(`candidates.start.${step}.question`)}
        </h1>
        <p className="text-base text-muted-foreground">{hint}</p>
      </div>
      {body[step]}
      {problem && (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <nav
        aria-label={t("candidates.start.title")}
        className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80"
      >
        <div className="mx-auto flex max-w-xl items-center gap-2">
          {index > 0 && (
            <Button variant="outline" size="lg" className="h-12 px-4" disabled={busy} onClick={() => leave(index - 1, {}, true)}>
              <ArrowLeft aria-hidden="true" />
              {t("candidates.start.back")}
            </Button>
          )}
          <Button variant="ghost" size="lg" className="ml-auto h-12 px-4" disabled={busy} onClick={() => show(index + 1)}>
            {t("candidates.start.skip")}
          </Button>
          {step !== "resume" && (
            <Button size="lg" className="h-12 min-w-28 px-5" disabled={busy} onClick={next}>
              {update.isPending ? (
                <Spinner label={t("candidates.start.saving")} className="text-current" />
              ) : (
                <>
                  {t("candidates.start.next")}
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          )}
        </div>
      </nav>
    </div>
  );
}

function TradesStep({ trades, chosen, onChange }: { trades: readonly TradeName[]; chosen: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [typed, setTyped] = useState("");
  const [all, setAll] = useState(false);
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id]);
  const matching = typed.trim()
    ? trades.filter((trade) => [trade.en, trade.kn, ...trade.words].some((word) => matchesTyped(word, typed)))
    : all
      ? trades
      : commonTrades.flatMap((id) => trades.find((trade) => trade.id === id) ?? []);
  // The chosen stay in sight, first, whatever is typed.
  const shown = [...chosen.flatMap((id) => trades.find((trade) => trade.id === id) ?? []), ...matching.filter((trade) => !chosen.includes(trade.id))];
  return (
    <div className="grid gap-3">
      <ChipSearch label={t("candidates.start.trades.search")} placeholder={t("candidates.start.trades.placeholder")} value={typed} onChange={setTyped} />
      <div className="flex flex-wrap gap-2">
        {shown.map((trade) => (
          <ChoiceChip key={trade.id} chosen={chosen.includes(trade.id)} onClick={() => toggle(trade.id)}>
            {trade[language]}
          </ChoiceChip>
        ))}
      </div>
      {typed.trim() && matching.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("candidates.start.trades.noMatch", { query: typed.trim() })}
        </p>
      )}
      {!typed.trim() && !all && (
        <Button variant="link" className="h-12 justify-self-start px-0 text-base" onClick={() => setAll(true)}>
          {t("candidates.start.trades.showAll")}
        </Button>
      )}
    </div>
  );
}

function YearsStep({
  value,
  disabled,
  onPick,
  onType,
}: {
  value: number | null;
  disabled: boolean;
  onPick: (years: number) => void;
  onType: (years: number | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value !== null && !yearChoices.includes(value) ? String(value) : "");
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-3 gap-2">
        {yearChoices.map((years) => (
          <AnswerButton
            key={years}
            chosen={value === years}
            disabled={disabled}
            className={years === 0 ? "col-span-3 justify-center text-center" : "justify-center text-center"}
            onClick={() => onPick(years)}
          >
            {years === 0 ? t("candidates.start.years.new") : t("candidates.start.years.count", { count: years })}
          </AnswerButton>
        ))}
      </div>
      <label className="grid gap-1.5 text-sm font-medium">
        {t("candidates.start.years.otherLabel")}
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={profileLimits.experienceYearsMax}
          className="h-12 w-32 text-base md:text-base"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            const years = event.target.value === "" ? null : Number(event.target.value);
            onType(years !== null && Number.isInteger(years) ? years : null);
          }}
        />
      </label>
    </div>
  );
}

function PlacesStep({ chosen, onChange }: { chosen: string[]; onChange: (places: string[]) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [typed, setTyped] = useState("");
  const max = profileLimits.wantedPlacesMax;
  const full = chosen.length >= max;
  const nameOf = (place: string) => (language === "kn" ? (localityNames.find((each) => each.name === place)?.kannada ?? place) : place);
  const toggle = (place: string) => onChange(chosen.includes(place) ? chosen.filter((each) => each !== place) : [...chosen, place]);
  const matching = localityNames.filter((place) => !typed.trim() || matchesTyped(place.name, typed) || matchesTyped(place.kannada, typed)).map((place) => place.name);
  const shown = [...chosen, ...matching.filter((place) => !chosen.includes(place))];
  return (
    <div className="grid gap-3">
      <ChipSearch label={t("candidates.start.places.search")} placeholder={t("candidates.start.places.placeholder")} value={typed} onChange={setTyped} />
      {full && (
        <p role="status" className="text-sm font-medium text-muted-foreground">
          {t("candidates.start.places.full", { max })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {shown.map((place) => (
          <ChoiceChip key={place} chosen={chosen.includes(place)} disabled={full && !chosen.includes(place)} onClick={() => toggle(place)}>
            {nameOf(place)}
          </ChoiceChip>
        ))}
      </div>
      {typed.trim() && matching.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("candidates.start.places.noMatch", { query: typed.trim() })}
        </p>
      )}
    </div>
  );
}

function DoneScreen({ hasResume }: { hasResume: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 py-6 text-center">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {t("candidates.start.done.title")}
      </h1>
      <p className="text-base text-muted-foreground">{t(hasResume ? "candidates.start.done.description" : "candidates.start.done.noResume")}</p>
      <div className="grid gap-3">
        <Button asChild size="lg" className="h-14 text-base">
          <Link to={paths.candidateProfile.href(paths.candidateProfile.jobsForYouTab)}>{t("candidates.start.done.forYou")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="h-14 text-base">
          <Link to={paths.jobs.href()}>{t("candidates.start.done.search")}</Link>
        </Button>
        <Button asChild variant="link" className="h-12 text-base">
          <Link to={paths.candidateProfile.href()}>{t("candidates.start.done.profile")}</Link>
        </Button>
      </div>
    </div>
  );
}
