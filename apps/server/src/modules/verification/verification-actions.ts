/**
 * What a request does with a verification: the document checked by its content, the change itself
 * (verification.service.ts), then who hears of it — the live events at once (the admin hears every
 * one), the decision's e-mail after the commit (a failed mail is logged, never undoes the decision).
 */
import { documentMaxBytes, documentTypeOf, type VerificationRequestValues } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { sendAfterCommit } from "../../mail/mailer.ts";
import { checkUpload, detectedAs } from "../candidates/resume-upload.ts";
import { verificationDecisionMail } from "./verification-mails.ts";
import { createVerificationRequest, decideVerification, type CheckedDocument, type VerificationDecision } from "./verification.service.ts";

type Deps = Pick<AppDependencies, "db" | "storage" | "events" | "mailer" | "config" | "logger">;

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

/** Decides, then tells the employer: live at once, by e-mail after the commit; an approval also changes the jobs' badge. */
export async function decideVerificationRequest(deps: Deps, admin: SessionUser, id: string, decision: VerificationDecision) {
  const verification = await decideVerification(deps.db, admin, id, decision);
  await deps.events.publish({ topic: "moderation", id, userIds: [verification.employerId] });
  if (decision.status === "approved") await deps.events.publish({ topic: "jobs" });
  await sendAfterCommit(deps, verificationDecisionMail({
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
    to: verification.employerEmail,
    employerName: verification.employerName,
    company: verification.company || verification.employerName,
    kind: verification.kind,
    number: verification.number,
    decision,
  }));
  return verification;
}
