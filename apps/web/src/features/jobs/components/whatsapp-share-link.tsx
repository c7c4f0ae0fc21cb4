/**
 * "Share on WhatsApp" on a job's page: a plain link, so the server draws its address and it works
 * before the page's script. The message is in the reader's language (the job's Kannada title where
 * it has one), with the job's address on the site's public origin, as its preview tags are; a
 * Kannada reader's address carries `?lang=kn`, so the preview and its picture are in Kannada too.
 */
import MessageCircle from "lucide-react/icons/message-circle";
import { jobTitle } from "@app/shared/job-texts";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import type { SharedJob } from "./share-button";

export function WhatsAppShareLink({ job, className }: { job: SharedJob; className?: string }) {
  const { t } = useTranslation();
  const site = useSite().data;
  // The site's address comes with the site's settings, which every page asks for.
  if (!site) return null;
  const language = currentLanguage();
  const message = t("job-detail.share.whatsappMessage", {
    title: jobTitle(job, language),
    company: job.company,
    place: job.location,
    // A Kannada reader's link asks for the Kannada preview: WhatsApp fetches it without the reader's cookie.
    link: `${site.url}${paths.job.href(job.id)}${language === "en" ? "" : `?lang=${language}`}`,
  });
  return (
    <Button asChild variant="outline" size="lg" className={cn("max-sm:w-11 max-sm:px-0", className)}>
      <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        <span className="max-sm:sr-only">{t("job-detail.share.whatsapp")}</span>
        <span className="sr-only"> {t("job-detail.share.newTab")}</span>
      </a>
    </Button>
  );
}
