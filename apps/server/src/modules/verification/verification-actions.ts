/**
 * What a request does with a verification: the document checked by its content, the change itself
 * (verification.service.ts), then who hears of it — the live events at once (the admin hears every
 * one), the decision's e-mail queued with it (delivered after the commit, retried until it goes).
 */
import { documentMaxBytes, documentTypeOf, type VerificationRequestValues } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { checkUpload, detectedAs } from "../candidates/resume-upload.ts";
import { verificationDecisionMail } from "./verification-mails.ts";
import { createVerificationRequest, decideVerification, type CheckedDocument, type VerificationDecision } from "./verification.service.ts";

type Deps = Pick<AppDependencies, "db" | "storage" | "events" | "outbox" | "config">;

/** A PDF, JPEG or PNG of at most 5 MB, judged like a résumé: by its name, then by its content. */
export function checkDocumentUpload(file: File): Promise<CheckedDocument> {
  return checkUpload(file, {
    typeOf: documentTypeOf,
    maxBytes: documentMaxBytes,
    // `file-type` names the three the way documentTypes does: pdf, jpg, png.
    contentMatches: (type, bytes) => detectedAs(bytes, type),
  });
}

/** Checks the document, stores the request, and tells the admin's queue and the employer's other pages. */
export async function requestVerification(deps: Deps, employer: SessionUser, input: VerificationRequestValues, document: File | null) {
  const checked = document ? await checkDocumentUpload(document) : null;
  const verification = await createVerificationRequest(deps, employer.id, input, checked);
  await deps.events.publish({ topic: "moderation", id: verification.id, userIds: [employer.id] });
  return verification;
}

/** Decides, then tells the employer: by e-mail queued with the decision, live once committed; an approval also changes the jobs' badge. */
export async function decideVerificationRequest(deps: Deps, admin: SessionUser, id: string, decision: VerificationDecision) {
  const verification = await changeAndMail(
    deps,
    (tx) => decideVerification(tx, admin, id, decision),
    // An employer who signed up with a phone has no address to mail.
    (decided) =>
      decided.employerEmail === null
        ? null
        : verificationDecisionMail({
            siteName: deps.config.site.name,
            publicUrl: deps.config.publicUrl,
            to: decided.employerEmail,
            employerName: decided.employerName,
            company: decided.company || decided.employerName,
            kind: decided.kind,
            number: decided.number,
            decision,
          }),
  );
  await deps.events.publish({ topic: "moderation", id, userIds: [verification.employerId] });
  if (decision.status === "approved") await deps.events.publish({ topic: "jobs" });
  return verification;
}
