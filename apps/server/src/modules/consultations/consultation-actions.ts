/** A consultation request's writes and the event that tells the admin's dashboard (only the admin hears it). */
import type { ConsultationRequestInput } from "@app/shared/consultations";
import type { SessionUser } from "@app/shared/user";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { createConsultationRequest, setConsultationHandled } from "./consultations.service.ts";

export async function askForConsultation(deps: AppDependencies, userId: string, input: ConsultationRequestInput) {
  const consultation = await createConsultationRequest(deps.db, userId, input);
  await deps.events.publish({ topic: "consultations", id: consultation.id, userIds: [] });
  return consultation;
}

export async function markConsultationHandled(deps: AppDependencies, admin: SessionUser, id: string, handled: boolean) {
  const consultation = await setConsultationHandled(deps.db, admin, id, handled);
  if (!consultation) throw new AppError("not_found");
  await deps.events.publish({ topic: "consultations", id, userIds: [] });
  return consultation;
}
