import { useMutation } from "@tanstack/react-query";
import type { ConsultationRequestInput } from "@app/shared/consultations";
import { api, unwrap } from "@/lib/api-client";

/** POST /api/consultations: stored for the admin; guests get 401. */
export function createConsultation(input: ConsultationRequestInput) {
  return unwrap(api.consultations.$post({ json: input }));
}

export function useCreateConsultation() {
  return useMutation({ mutationFn: createConsultation });
}
