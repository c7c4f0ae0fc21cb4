/**
 * Call and WhatsApp on an applicant's card: the employer reaches the candidate on the phone number
 * they gave (the server sends it only to the employer of the job), and WhatsApp opens with a hello in
 * the language the site writes to the candidate in, naming the employer and the job (its Kannada
 * title for a Kannada reader, where it has one). Numbers are kept as typed, so the
 * links are made from their digits: an Indian mobile's ten digits (alone, or after 91) become +91 and
 * the ten; another number with its country code (typed with a +) keeps it; any other number is
 * dialled as it is and has no WhatsApp address. A 0 in front is not read as India's: 0821 2345678
 * (a Mysuru landline) has the shape of a 0 before a mobile.
 */
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { EmployerApplication } from "@app/shared/applications";
import { jobTitleOf } from "@app/shared/job-texts";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";

/** `tel` to dial, `international` (digits with the country code) for wa.me where it is known. */
export function phoneAddress(phone: string | null): { tel: string; international: string | null } | null {
  const digits = phone?.replace(/[^0-9]/g, "") ?? "";
  if (!digits) return null;
  const indianMobile = /^(?:91)?([6-9][0-9]{9})$/.exec(digits);
  if (indianMobile) return { tel: `+91${indianMobile[1]}`, international: `91${indianMobile[1]}` };
  if (phone?.trim().startsWith("+")) return { tel: `+${digits}`, international: digits };
  return { tel: digits, international: null };
}

type ContactedApplication = Pick<EmployerApplication, "candidateName" | "candidatePhone" | "candidateLanguage" | "jobTitle" | "jobTitleKn" | "company">;

export function ApplicantContactLinks({ application }: { application: ContactedApplication }) {
  const { t } = useTranslation();
  const site = useSite().data;
  const address = phoneAddress(application.candidatePhone);
  if (!address) return null;
  const name = application.candidateName;
  // Both languages' hellos are in each language's texts: the candidate's is there whatever the employer reads.
  const language = application.candidateLanguage;
  const message = t(`employer.applicant.contact.whatsappMessage.${language}`, {
    name,
    company: application.company,
    title: jobTitleOf(application, language),
    site: site?.name ?? t("shell.brandFallback"),
  });
  return (
    <div className="flex flex-wrap gap-2 max-sm:basis-full">
      <Button asChild variant="outline" size="sm" className="max-sm:h-11">
        <a href={`tel:${address.tel}`} aria-label={t("employer.applicant.contact.callLabel", { name })}>
          <Phone aria-hidden="true" />
          {t("employer.applicant.contact.call")}
        </a>
      </Button>
      {address.international && (
        <Button asChild variant="outline" size="sm" className="max-sm:h-11">
          <a
            href={`https://wa.me/${address.international}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("employer.applicant.contact.whatsappLabel", { name })}
          >
            <MessageCircle aria-hidden="true" />
            {t("employer.applicant.contact.whatsapp")}
          </a>
        </Button>
      )}
    </div>
  );
}
