import { useEffect, useRef } from "react";
import MessageCircle from "lucide-react/icons/message-circle";
import PartyPopper from "lucide-react/icons/party-popper";
import { Button } from "@/components/ui/button";
import { useSite } from "@/lib/site";
import { useTranslation } from "@/lib/i18n";

type EnrollmentSuccessProps = {
  courseTitle: string;
  onClose: () => void;
};

/**
 * The success card after Confirm Payment (SPEC.md §2 Courses, Enrolment flow step 3): the
 * congratulation, the community's WhatsApp group, and Close. It takes the focus when it appears, as
 * the payment dialog that had it has just closed.
 */
export function EnrollmentSuccess({ courseTitle, onClose }: EnrollmentSuccessProps) {
  const { t } = useTranslation();
  const whatsappGroupUrl = useSite().data?.whatsappGroupUrl;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="enrollment-success-title"
      className="grid gap-4 rounded-lg bg-green-50 p-4 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-100 text-success">
        <PartyPopper aria-hidden="true" className="size-6" />
      </span>
      <h2 id="enrollment-success-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("courses.enrollment.success.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("courses.enrollment.success.description", { course: courseTitle })}</p>
      {whatsappGroupUrl && (
        <Button asChild variant="outline" className="h-auto min-h-10 py-2 whitespace-normal">
          <a href={whatsappGroupUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t("courses.enrollment.success.whatsapp")}
          </a>
        </Button>
      )}
      <Button onClick={onClose}>{t("courses.enrollment.success.close")}</Button>
    </section>
  );
}
