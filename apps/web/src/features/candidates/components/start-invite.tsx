/**
 * On the profile, the ways to the quick steps (/candidate/start, issue 52). Without a résumé the
 * candidate cannot apply, and the steps end by making one: a card at the top says so. With one, a
 * link under the form, so that the form's Save still shows at a phone's first look; it asks to
 * finish the profile while the steps would still add something.
 */
import { Link } from "@/lib/navigation";
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

/** The card at the top of the profile, for a candidate without a résumé. */
export function StartInvite({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  if (profile.resume !== null) return null;
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

/** The link under the form, for a candidate with a résumé. */
export function StartLink({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  if (profile.resume === null) return null;
  return (
    <Link to={paths.candidateStart.href()} className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t(isThinProfile(profile) ? "candidates.start.invite.title" : "candidates.start.invite.again")}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
