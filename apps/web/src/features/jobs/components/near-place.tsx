/**
 * "Near": a locality of the city to list the jobs by their distance from (ADR 043), chosen from the
 * list, or the one nearest the reader's position when they let the browser give it. The position is
 * asked for at each press, turned into a locality here, and goes nowhere else: not to the server, not
 * into the address, not into storage; only the locality's name does. The localities' points come
 * with the first press, so the job list's script does not carry them.
 */
import { useMemo, useState, type ReactNode } from "react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import LocateFixed from "lucide-react/icons/locate-fixed";
import { localityNames, type LocalityName } from "@app/shared/locality-names";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";

type Finding =
  | { state: "idle" | "locating" | "denied" | "unavailable" | "far" }
  | { state: "found"; place: LocalityName };

/** The browser's position, asked for once: a coarse and recent one is enough to name a locality. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error("No geolocation in this browser"));
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 20_000, maximumAge: 5 * 60_000 });
  });
}

/** A refusal, by the reader or by the browser's settings for the site (GeolocationPositionError.PERMISSION_DENIED). */
const isRefusal = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === 1;

const messageKeys = {
  locating: "jobs.filters.locating",
  denied: "jobs.filters.locationDenied",
  unavailable: "jobs.filters.locationUnavailable",
  far: "jobs.filters.locationFar",
} as const;

type NearPlaceProps = {
  near: LocalityName | undefined;
  onChange: (near: LocalityName | undefined) => void;
  /**
   * What stands in Use my location's place until the script has taken the server's page over (the
   * form's own submit button): one place for both, so the page neither moves nor keeps a blank row.
   */
  beforeScript?: ReactNode;
};

export function NearPlace({ near, onChange, beforeScript }: NearPlaceProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [finding, setFinding] = useState<Finding>({ state: "idle" });
  const choices = useMemo(() => {
    const collator = new Intl.Collator(language);
    const labelled = localityNames.map((locality) => ({ value: locality.name, label: language === "kn" ? locality.kannada : locality.name }));
    return labelled.sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const labelOf = (place: LocalityName) => choices.find((choice) => choice.value === place)?.label ?? place;

  async function findNearest() {
    setFinding({ state: "locating" });
    try {
      const [position, { nearestLocality }] = await Promise.all([currentPosition(), import("@app/shared/locality-distance")]);
      const nearest = nearestLocality(position.coords);
      if (nearest) onChange(nearest.locality.name);
      setFinding(nearest ? { state: "found", place: nearest.locality.name } : { state: "far" });
    } catch (error) {
      setFinding({ state: isRefusal(error) ? "denied" : "unavailable" });
    }
  }

  // Once the place is changed or reset, what was found no longer describes the list.
  const message =
    finding.state === "found"
      ? finding.place === near ? t("jobs.filters.locationFound", { place: labelOf(finding.place) }) : null
      : finding.state === "idle"
        ? null
        : t(messageKeys[finding.state]);
  const failed = finding.state === "denied" || finding.state === "unavailable" || finding.state === "far";

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t("jobs.filters.near")} className="min-w-0 flex-1 sm:max-w-xs">
          <NativeSelect
            name="near"
            value={near ?? ""}
            onChange={(event) => {
              setFinding({ state: "idle" });
              onChange((event.target.value || undefined) as LocalityName | undefined);
            }}
          >
            <option value="">{t("jobs.filters.nearNone")}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {/* It needs the script: until the server's page has been taken over, it holds its place unseen,
            under `beforeScript` (both in one cell of a grid). */}
        <div className="grid *:[grid-area:1/1]">
          <Button
            variant="outline"
            onClick={() => void findNearest()}
            disabled={finding.state === "locating"}
            className="[html[data-server-rendered]:not([data-hydrated])_&]:invisible"
          >
            {finding.state === "locating" ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LocateFixed aria-hidden="true" />}
            {t("jobs.filters.useMyLocation")}
          </Button>
          {beforeScript}
        </div>
      </div>
      {/* Always present, so a screen reader announces each message as it comes. */}
      <p role="status" className={cn("text-sm empty:hidden", failed ? "text-destructive" : "text-muted-foreground")}>
        {message}
      </p>
    </div>
  );
}
