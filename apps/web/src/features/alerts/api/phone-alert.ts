/**
 * A guest's alert saved to a mobile number: `POST /api/alerts/by-phone` saves it, off, and sends a
 * code to the number by SMS (asked again for the same search, a new code for the alert still
 * waiting for one; a number that has the alert already is texted that instead; 201 alike; the code routes' limits apply); `POST /api/alerts/by-phone/confirm` turns it on with that code (400 `phone_code_invalid`,
 * `phone_code_expired`). A guest has no alert list to refresh.
 */
import { useMutation } from "@tanstack/react-query";
import type { ConfirmPhoneAlertInput, CreatePhoneAlertInput } from "@app/shared/alerts";
import { api, unwrap } from "@/lib/api-client";

export function createPhoneAlert(input: CreatePhoneAlertInput) {
  return unwrap(api.alerts["by-phone"].$post({ json: input }));
}

export function useCreatePhoneAlert() {
  return useMutation({ mutationFn: createPhoneAlert });
}

export function confirmPhoneAlert(input: ConfirmPhoneAlertInput) {
  return unwrap(api.alerts["by-phone"].confirm.$post({ json: input }));
}

export function useConfirmPhoneAlert() {
  return useMutation({ mutationFn: confirmPhoneAlert });
}
