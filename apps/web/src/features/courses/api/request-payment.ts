/**
 * Step 1 of enrolling (`POST /api/courses/:id/payment-request`, candidates): the server checks the
 * date, slot and course as an enrolment would, stores nothing, and answers with the amount, the
 * enrolment's own reference and the UPI intent the payment dialog shows.
 */
import { useMutation } from "@tanstack/react-query";
import type { PaymentRequestInput } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";

export function requestPayment(courseId: string, input: PaymentRequestInput) {
  return unwrap(api.courses[":id"]["payment-request"].$post({ param: { id: courseId }, json: input }));
}

export function useRequestPayment(courseId: string) {
  return useMutation({ mutationFn: (input: PaymentRequestInput) => requestPayment(courseId, input) });
}
