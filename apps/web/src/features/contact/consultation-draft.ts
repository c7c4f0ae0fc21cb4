/**
 * The consultation form's text, kept in this tab's sessionStorage as it is typed: a guest sent to
 * log in finds it again on coming back, and so does a reload. Only a form with a message is kept
 * (name and contact alone are filled in from the account anyway); a sent request removes it.
 * Storage can be unavailable (private mode, blocked storage): the form then works without a draft.
 */
import { z } from "zod";
import type { ConsultationRequestInput } from "@app/shared/consultations";

const draftKey = "consultation-draft";

const draftSchema = z.object({ name: z.string(), contact: z.string(), message: z.string() });

export function readConsultationDraft(): ConsultationRequestInput | null {
  try {
    const stored = sessionStorage.getItem(draftKey);
    if (!stored) return null;
    const draft = draftSchema.safeParse(JSON.parse(stored));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

export function keepConsultationDraft(values: Partial<ConsultationRequestInput>) {
  try {
    if (!values.message?.trim()) return sessionStorage.removeItem(draftKey);
    const draft: ConsultationRequestInput = { name: values.name ?? "", contact: values.contact ?? "", message: values.message };
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Not kept: the form still works, only a login or a reload loses the text.
  }
}

export function forgetConsultationDraft() {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was kept either.
  }
}
