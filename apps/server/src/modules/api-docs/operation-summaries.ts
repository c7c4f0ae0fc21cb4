/**
 * A one-line summary of every operation of the API document, by `METHOD /path` (openapi.ts): what
 * a reader of the reference sees in its list. Every mounted route needs one (Redocly's
 * `operation-summary`, checked by openapi.test.ts); a summary for a route that is gone fails the build.
 */
export const operationSummaries: Record<string, string> = {
  "GET /healthz": "The process is up",
  "GET /readyz": "The process can reach its database",
  "GET /api/openapi.json": "This API document",
  "GET /api/site": "The site's name, city and settings the pages show",
  "GET /api/events": "The live event stream",

  "GET /api/accounts/me": "Who is signed in",
  "POST /api/accounts/sign-up/{type}": "Create a candidate or employer account",
  "POST /api/accounts/sign-in/{type}": "Sign in as a candidate, an employer or the admin",
  "POST /api/accounts/sign-out": "Sign out",
  "POST /api/accounts/forgot-password": "Ask for a password reset link",
  "POST /api/accounts/reset-password": "Set a new password with a reset link's token",

  "POST /api/alerts": "Save a job alert (a guest's is confirmed by mail)",
  "GET /api/alerts": "The candidate's job alerts",
  "PATCH /api/alerts/{id}": "Pause, resume or change one of the candidate's alerts",
  "DELETE /api/alerts/{id}": "Delete one of the candidate's alerts",
  "GET /api/alerts/by-token/{token}": "Every alert of the address an alert mail's link names",
  "PATCH /api/alerts/by-token/{token}/{id}": "Pause, resume or change an alert, by an alert mail's link",
  "DELETE /api/alerts/by-token/{token}/{id}": "Delete an alert, by an alert mail's link",
  "POST /api/alerts/confirm": "Confirm a guest's alert from the mailed link",
  "POST /api/alerts/unsubscribe": "Stop an alert in one click (RFC 8058)",
  "GET /api/auth/get-session": "The session (Better Auth)",
  "POST /api/auth/sign-out": "Sign out (Better Auth)",

  "GET /api/jobs": "Search the listed jobs",
  "POST /api/jobs": "Post a job",
  "GET /api/jobs/options": "The job filters' choices, with counts",
  "GET /api/jobs/stats": "The home page's job counts",
  "GET /api/jobs/saved": "The candidate's saved jobs",
  "GET /api/jobs/{id}": "One job",
  "PUT /api/jobs/{id}": "Edit a job",
  "DELETE /api/jobs/{id}": "Delete a job with its applications",
  "PATCH /api/jobs/{id}/status": "Close or reopen a job",
  "POST /api/jobs/{id}/renew": "Keep a job listed for another period",
  "PUT /api/jobs/{id}/saved": "Save a job",
  "DELETE /api/jobs/{id}/saved": "Forget a saved job",
  "POST /api/jobs/{id}/reports": "Report a job",
  "POST /api/jobs/{id}/review-request": "Ask for the admin's review of a job hidden by reports",

  "GET /api/applications": "The employer's applicants",
  "POST /api/applications": "Apply for a job",
  "GET /api/applications/mine": "The candidate's applications",
  "PATCH /api/applications/{id}": "Shortlist or reject an applicant",
  "POST /api/applications/{id}/hire": "Hire an applicant and fill the job",

  "GET /api/profile": "The candidate's profile",
  "PATCH /api/profile": "Change the candidate's profile",
  "GET /api/profile/jobs-for-you": "Open jobs ranked for the candidate's profile, with reasons; notes the visit for New marks",
  "PUT /api/profile/resume": "Upload the résumé",
  "DELETE /api/profile/resume": "Remove the résumé",
  "GET /api/files/{id}": "Download a résumé",

  "GET /api/employer/stats": "The employer dashboard's counts",
  "GET /api/employer/jobs": "The employer's jobs, every status",
  "GET /api/employer/verification": "The employer's latest verification request",
  "POST /api/employer/verification": "Ask to be verified",

  "POST /api/consultations": "Ask for a consultation",

  "GET /api/courses": "The course catalogue",
  "GET /api/courses/{id}": "One course",
  "POST /api/courses/{id}/payment-request": "Get a UPI payment request for a course",
  "POST /api/enrollments": "Enrol with a UPI payment reference",
  "GET /api/enrollments/mine": "The candidate's enrolments",

  "GET /api/admin/dashboard": "The admin dashboard's counts",
  "GET /api/admin/dashboard/activity": "Sign-ups, jobs and applications by day",
  "GET /api/admin/consultations": "Consultation requests",
  "GET /api/admin/mail": "The mail not delivered yet: waiting, stuck and given up",
  "POST /api/admin/mail/{id}/retry": "Send a given-up mail again",
  "PATCH /api/admin/consultations/{id}": "Mark a consultation request handled or open",
  "GET /api/admin/jobs": "Every job, for the admin",
  "DELETE /api/admin/jobs/{id}": "Delete any job",
  "GET /api/admin/candidates": "Candidates",
  "GET /api/admin/candidates/{id}": "One candidate with profile and applications",
  "DELETE /api/admin/candidates/{id}": "Delete a candidate",
  "GET /api/admin/employers": "Employers",
  "GET /api/admin/employers/{id}": "One employer with a page of their jobs",
  "DELETE /api/admin/employers/{id}": "Delete an employer with its jobs",
  "GET /api/admin/courses": "Every course, archived too",
  "POST /api/admin/courses": "Add a course",
  "PUT /api/admin/courses/{id}": "Edit a course",
  "DELETE /api/admin/courses/{id}": "Delete or archive a course",
  "GET /api/admin/enrollments": "Enrolments",
  "PATCH /api/admin/enrollments/{id}": "Confirm, cancel or reset an enrolment",
  "GET /api/admin/review": "Jobs held for review",
  "POST /api/admin/review/{jobId}/approve": "Put a held job live",
  "POST /api/admin/review/{jobId}/reject": "Reject a held job with a reason",
  "GET /api/admin/reports": "Reported jobs with their reports",
  "POST /api/admin/reports/{jobId}/dismiss": "Dismiss a job's reports",
  "POST /api/admin/reports/{jobId}/take-down": "Take a job down with a reason",
  "GET /api/admin/moderation/counts": "How many jobs wait in each moderation queue",
  "GET /api/admin/verifications": "Verification requests",
  "POST /api/admin/verifications/{id}/approve": "Verify an employer",
  "POST /api/admin/verifications/{id}/reject": "Refuse a verification with a reason",
  "GET /api/admin/verifications/{id}/document": "Download a verification document",
  "GET /api/admin/audit": "The audit log",
};

/**
 * Routes that anyone may call but that answer by who asks when a session is there (the owner sees
 * their hidden job, a candidate their enrolment, a report counts by account). Every other route is
 * public (`security: []`) or guarded (`session`).
 */
export const sessionIfAny = new Set([
  "GET /api/accounts/me",
  "POST /api/accounts/sign-out",
  "GET /api/jobs/{id}",
  "POST /api/jobs/{id}/reports",
  "GET /api/courses/{id}",
  "GET /api/events",
  "GET /api/auth/get-session",
]);
