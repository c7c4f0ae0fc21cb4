/**
 * On the profile: while it lacks what the quick steps ask (the work, years, places, languages,
 * studies, a résumé), a card that leads to them (/candidate/start, issue 52); after, a plain link.
 */
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { CandidateProfile } from "@app/shared/candidates";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useTranslation } from "@/lib/i18n";

/** Whether the quick steps would still add something to the profile. */
export function isThinProfile(profile: CandidateProfile): boolean {
  return (
    profile.skills.length === 0 ||
    profile.experienceYears === null ||
    profile.wantedPlaces.length === 0 ||
    profile.spokenLanguages.length === 0 ||
    profile.educationLevel === null ||
    profile.resume === null
  );
}

export function StartInvite({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  if (!isThinProfile(profile)) {
    return (
      <Link to={paths.candidateStart.href()} className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t("candidates.start.invite.again")}
      </Link>
    );
  }
  return (
    <Card className="grid gap-3 border-primary/30 bg-primary-soft p-5">
      <h2 className="text-lg font-semibold">{t("candidates.start.invite.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("candidates.start.invite.description")}</p>
      <Button asChild size="lg" className="h-12 justify-self-start">
        <Link to={paths.candidateStart.href()}>
          {t("candidates.start.invite.action")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
