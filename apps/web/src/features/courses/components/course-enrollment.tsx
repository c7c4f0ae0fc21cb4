/**
 * The enrolment side of a course page (SPEC.md §4 Enrolment flow): the form, then the payment
 * dialog after a valid Proceed, then the success card; or the candidate's existing enrolment in
 * this course. Guests, employers and the admin get Enroll Now, which says what they need to do (a guest's is a
 * link to the candidate login).
 */
import { useState } from "react";
import type { CandidateEnrollment, Course, PaymentRequest } from "@app/shared/courses";
import type { SessionUser } from "@app/shared/user";
import { Island } from "@/components/island";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useEnrollAction } from "../hooks/use-enroll-action";
import { CurrentEnrollment } from "./current-enrollment";
import { EnrollmentForm, type EnrollmentChoice } from "./enrollment-form";
import { EnrollmentSuccess } from "./enrollment-success";
import { GuestEnrollLink } from "./guest-enroll-link";
import { PaymentDialog } from "./payment-dialog";

type CourseEnrollmentProps = {
  course: Course;
  enrollment: CandidateEnrollment | null;
  user: SessionUser | null;
};

type Payment = { request: PaymentRequest; choice: EnrollmentChoice };

export function CourseEnrollment({ course, enrollment, user }: CourseEnrollmentProps) {
  const { t } = useTranslation();
  const onEnroll = useEnrollAction();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [paying, setPaying] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  if (user?.role !== "candidate") {
    return (
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">{t("courses.enrollment.form.title")}</h2>
        <p className="text-sm text-muted-foreground">{user ? t("courses.access.candidateDescription") : t("courses.detail.guestNote")}</p>
        {user ? (
          <Button size="lg" onClick={() => onEnroll(course.id)}>
            {t("courses.card.enroll")}
          </Button>
        ) : (
          // A guest's: a link to the candidate login, an island of a guest's page (ADR 071).
          <Island name="enroll-link" component={GuestEnrollLink} props={{ courseId: course.id, size: "lg" }} />
        )}
      </div>
    );
  }

  if (succeeded) return <EnrollmentSuccess courseTitle={course.title} onClose={() => setSucceeded(false)} />;

  return (
    <>
      {enrollment ? (
        <CurrentEnrollment enrollment={enrollment} />
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t("courses.enrollment.form.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("courses.enrollment.form.description")}</p>
          </div>
          <EnrollmentForm
            course={course}
            onPaymentRequested={(request, choice) => {
              setPayment({ request, choice });
              setPaying(true);
            }}
          />
        </div>
      )}
      {payment && (
        <PaymentDialog
          // A new payment request starts with an empty UTR and an unticked box.
          key={payment.request.reference}
          open={paying}
          onOpenChange={setPaying}
          course={course}
          request={payment.request}
          choice={payment.choice}
          onEnrolled={() => {
            setPaying(false);
            setSucceeded(true);
          }}
        />
      )}
    </>
  );
}
