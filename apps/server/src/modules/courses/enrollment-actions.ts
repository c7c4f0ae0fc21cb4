/**
 * What a request does with an enrolment: the change itself (enrollments.service.ts), then who hears
 * of it — the live event at once (the candidate's pages, the admin's, and every catalogue when the
 * enrolled count moved), and for the admin's moves an e-mail to the candidate, queued with the
 * change and delivered after the commit.
 */
import type { AdminEnrollment, CandidateEnrollment, EnrollmentStatus, PaymentRequest } from "@app/shared/courses";
import type { SessionUser } from "@app/shared/user";
import { changeAndMail } from "../../mail/outbox.ts";
import type { AppDependencies } from "../../http/env.ts";
import { announceCourseChange } from "./course-actions.ts";
import { enrollmentStatusMail } from "./enrollment-mails.ts";
import {
  enroll,
  requestPayment,
  setEnrollmentStatus,
  type BookingClock,
  type EnrollValues,
  type PaymentRequestValues,
} from "./enrollments.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;

/** The booking window's "today": this moment, in the site's time zone. */
function bookingClock(deps: Pick<Deps, "config">): BookingClock {
  return { now: new Date(), timeZone: deps.config.site.timeZone };
}

/** The payment dialog's reference and UPI intent, paid to UPI_VPA under UPI_PAYEE_NAME (else the site's name). */
export function requestCoursePayment(
  deps: Deps,
  candidateId: string,
  courseId: string,
  input: PaymentRequestValues,
): Promise<PaymentRequest> {
  const payee = { vpa: deps.config.upi.vpa, payeeName: deps.config.upi.payeeName ?? deps.config.site.name };
  return requestPayment(deps.db, candidateId, courseId, input, { ...bookingClock(deps), payee });
}

/** Enrols, then tells the candidate's and the admin's pages and every catalogue (the count rose). */
export async function enrollInCourse(
  deps: Deps,
  candidateId: string,
  input: EnrollValues,
): Promise<{ enrollment: CandidateEnrollment; created: boolean }> {
  const result = await enroll(deps.db, candidateId, input, bookingClock(deps));
  // A repeated Confirm Payment changed nothing, so nobody needs to refetch.
  if (result.created) {
    await deps.events.publish({ topic: "enrollments", id: result.enrollment.id, userIds: [candidateId] });
    await announceCourseChange(deps, result.enrollment.courseId);
  }
  return result;
}

/** The admin's Confirm, Cancel or Reset; the candidate hears it live and by e-mail. */
export async function changeEnrollmentStatus(deps: Deps, admin: SessionUser, id: string, status: EnrollmentStatus): Promise<AdminEnrollment> {
  const { enrollment, countChanged } = await changeAndMail(
    deps,
    (tx) => setEnrollmentStatus(tx, admin, id, status),
    // A candidate who signed up with a phone has no address to mail.
    ({ enrollment: changed }) =>
      changed.studentEmail === null
        ? null
        : enrollmentStatusMail({
            to: changed.studentEmail,
            candidateName: changed.studentName,
            courseTitle: changed.courseTitle,
            startDate: changed.startDate,
            timeSlot: changed.timeSlot,
            status: changed.status,
            siteName: deps.config.site.name,
            publicUrl: deps.config.publicUrl,
          }),
  );
  await deps.events.publish({ topic: "enrollments", id: enrollment.id, userIds: [enrollment.studentId] });
  if (countChanged) await announceCourseChange(deps, enrollment.courseId);
  return enrollment;
}
