/**
 * The one query-key factory of the admin area. Every key starts with "admin", which the jobs,
 * profiles, applications, enrollments and consultations server events invalidate
 * (app/server-event-keys.ts), coalesced so that a burst of events reloads once.
 */
import { adminAreaKey } from "@/lib/admin-keys";
import { withoutEmpty } from "@/lib/query-params";
import type { AdminJobListInput, AdminUserListInput, ConsultationListInput } from "@app/shared/admin";
import type { AuditListInput } from "@app/shared/trust";

export const adminKeys = {
  all: adminAreaKey,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  activity: () => [...adminKeys.all, "activity"] as const,
  mail: () => [...adminKeys.all, "mail"] as const,
  phone: () => [...adminKeys.all, "phone"] as const,
  consultations: (params: ConsultationListInput) => [...adminKeys.all, "consultations", withoutEmpty(params)] as const,
  jobs: (params: AdminJobListInput) => [...adminKeys.all, "jobs", withoutEmpty(params)] as const,
  candidates: (params: AdminUserListInput) => [...adminKeys.all, "candidates", "list", withoutEmpty(params)] as const,
  candidate: (id: string) => [...adminKeys.all, "candidates", "detail", id] as const,
  employers: (params: AdminUserListInput) => [...adminKeys.all, "employers", "list", withoutEmpty(params)] as const,
  /** Every page of one employer's detail. */
  employerDetail: (id: string) => [...adminKeys.all, "employers", "detail", id] as const,
  employer: (id: string, page: number) => [...adminKeys.employerDetail(id), page] as const,
  audit: (params: AuditListInput) => [...adminKeys.all, "audit", withoutEmpty(params)] as const,
  moderationCounts: () => [...adminKeys.all, "moderation", "counts"] as const,
  review: (page: number) => [...adminKeys.all, "review", page] as const,
  companyPages: (page: number) => [...adminKeys.all, "company-pages", page] as const,
};
