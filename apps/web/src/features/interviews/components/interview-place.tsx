/** Where an interview is: the address, a phone call (the employer calls), or the video call's link. */
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Video from "lucide-react/icons/video";
import type { Interview } from "@app/shared/interviews";
import { useTranslation } from "@/lib/i18n";

export function InterviewPlace({ interview, reader }: { interview: Pick<Interview, "placeKind" | "place">; reader: "employer" | "candidate" }) {
  const { t } = useTranslation();
  if (interview.placeKind === "phone") {
    return (
      <p className="flex items-start gap-1.5 text-sm">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {t(`interviews.place.phone.${reader}`)}
      </p>
    );
  }
  if (interview.placeKind === "video") {
    return (
      <p className="flex items-start gap-1.5 text-sm">
        <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">
          {t("interviews.place.video")}:{" "}
          {interview.place && (
            <a href={interview.place} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
              {interview.place}
            </a>
          )}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 break-words whitespace-pre-line">
        <span className="sr-only">{t("interviews.place.inPerson")}: </span>
        {interview.place}
      </span>
    </p>
  );
}
