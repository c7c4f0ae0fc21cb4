/**
 * Builds the Hono app: middleware, the Better Auth mount, the module routers chained (so AppType
 * types the web app's client end to end) and, when a built web app is given, the static files.
 */
import { Hono, type Context } from "hono";
import { resumeMaxBytes } from "@app/shared/candidates";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { sql } from "drizzle-orm";
import { compressPages } from "./http/compress-pages.ts";
import { loadSession } from "./http/session.ts";
import type { AppDependencies, AppEnv } from "./http/env.ts";
import { errorBody, onError, onNotFound } from "./http/errors.ts";
import { requestLogger } from "./http/logger.ts";
import { checkInputText } from "./http/input-text.ts";
import { requireSameOriginJson, securityHeaders } from "./http/security.ts";
import { visitorId } from "./http/visitor.ts";
import { createMetrics, requestMetrics } from "./http/metrics.ts";
import { openApiDocument } from "./modules/api-docs/openapi.ts";
import { metricsRoutes } from "./modules/metrics/metrics.routes.ts";
import { shortLinkRoutes } from "./modules/site/short-links.ts";
import { serveWebApp } from "./modules/site/web-app.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { moderationRoutes, reviewRoutes } from "./modules/moderation/moderation.routes.ts";
import { adminJobsRoutes } from "./modules/admin/admin-jobs.routes.ts";
import { adminCandidatesRoutes, adminEmployersRoutes } from "./modules/admin/admin-users.routes.ts";
import { adminMailRoutes } from "./modules/admin/admin-mail.routes.ts";
import { adminPhoneRoutes } from "./modules/admin/admin-phone.routes.ts";
import { dashboardRoutes } from "./modules/admin/dashboard.routes.ts";
import { adminConsultationsRoutes, consultationsRoutes } from "./modules/consultations/consultations.routes.ts";
import { adminCoursesRoutes, coursesRoutes } from "./modules/courses/courses.routes.ts";
import { adminEnrollmentsRoutes, enrollmentsRoutes } from "./modules/courses/enrollments.routes.ts";
import { applicationsRoutes } from "./modules/applications/applications.routes.ts";
import { applicationInterviewRoutes, candidateInterviewsRoutes, employerInterviewsRoutes } from "./modules/interviews/interviews.routes.ts";
import { employerRoutes } from "./modules/applications/employer.routes.ts";
import { candidatePhotoRoutes, candidatesRoutes, photoUploadPath, resumeUploadPath } from "./modules/candidates/candidates.routes.ts";
import { filesRoutes } from "./modules/files/files.routes.ts";
import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { adminVerificationsRoutes, employerVerificationRoutes, verificationRequestPath } from "./modules/verification/verification.routes.ts";
import { adminReportsRoutes, jobReportsRoutes } from "./modules/reports/reports.routes.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { msg91InboundPath, smsInboundPath, smsInboundRoutes, twilioInboundPath } from "./modules/sms-inbound/sms-inbound.routes.ts";
import { whatsappWebhookPath, whatsappWebhookRoutes } from "./modules/whatsapp/whatsapp-webhook.routes.ts";
import { alertsRoutes } from "./modules/alerts/alerts.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { adminConversationsRoutes, applicationMessagesRoutes, conversationsRoutes } from "./modules/conversations/conversations.routes.ts";
import { countVisitor } from "./modules/visitors/visitors.middleware.ts";
import { invitationsRoutes, sentInvitationsRoutes, talentPoolChoiceRoutes, talentPoolRoutes } from "./modules/talent-pool/talent-pool.routes.ts";
import { adminCompanyPagesRoutes, companiesRoutes, companyLogoUploadPath, employerCompanyRoutes } from "./modules/companies/companies.routes.ts";

/** Better Auth endpoints the browser may reach directly; everything else goes through our routes. */
const publicAuthPaths = new Set(["/api/auth/get-session", "/api/auth/sign-out"]);

function apiRoutes() {
  return new Hono<AppEnv>()
    .route("/accounts", accountsRoutes)
    .route("/alerts", alertsRoutes)
    .route("/applications", applicationsRoutes)
    .route("/applications", applicationInterviewRoutes)
    .route("/interviews", candidateInterviewsRoutes)
    .route("/applications", applicationMessagesRoutes)
    .route("/conversations", conversationsRoutes)
    .route("/consultations", consultationsRoutes)
    .route("/courses", coursesRoutes)
    .route("/candidates", candidatePhotoRoutes)
    .route("/companies", companiesRoutes)
    .route("/enrollments", enrollmentsRoutes)
    .route("/admin/courses", adminCoursesRoutes)
    .route("/admin/enrollments", adminEnrollmentsRoutes)
    .route("/admin/dashboard", dashboardRoutes)
    .route("/admin/mail", adminMailRoutes)
    .route("/admin/phone", adminPhoneRoutes)
    .route("/admin/consultations", adminConsultationsRoutes)
    .route("/admin/jobs", adminJobsRoutes)
    .route("/admin/candidates", adminCandidatesRoutes)
    .route("/admin/employers", adminEmployersRoutes)
    .route("/admin/reports", adminReportsRoutes)
    .route("/admin/conversations", adminConversationsRoutes)
    .route("/admin/audit", auditRoutes)
    .route("/admin/review", reviewRoutes)
    .route("/admin/company-pages", adminCompanyPagesRoutes)
    .route("/admin/moderation", moderationRoutes)
    .route("/admin/verifications", adminVerificationsRoutes)
    .route("/employer/verification", employerVerificationRoutes)
    .route("/employer/interviews", employerInterviewsRoutes)
    .route("/employer/invitations", sentInvitationsRoutes)
    .route("/employer/company", employerCompanyRoutes)
    .route("/employer", employerRoutes)
    .route("/files", filesRoutes)
    .route("/jobs", jobsRoutes)
    .route("/jobs", jobReportsRoutes)
    .route("/profile/talent-pool", talentPoolChoiceRoutes)
    .route("/profile", candidatesRoutes)
    .route("/talent-pool", talentPoolRoutes)
    .route("/invitations", invitationsRoutes)
    .route("/notifications", notificationsRoutes)
    .route("/events", eventsRoutes)
    .route("/site", siteRoutes);
}

export function createApp(deps: AppDependencies, options: { webRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);

  app.use(requestId());
  app.use(compress());
  app.use(compressPages);
  const metrics = createMetrics(deps);
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("logger", deps.logger);
    c.set("metrics", metrics);
    await next();
  });
  if (metrics.enabled) app.use(requestMetrics(metrics));
  app.use(requestLogger(deps.logger));
  app.use(securityHeaders);

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: "ready" });
    } catch (error) {
      c.var.logger.error({ err: error }, "database not reachable");
      return c.json(errorBody(c, "internal", { message: "Database not reachable" }), 503);
    }
  });

  // Only with METRICS_TOKEN; without it /metrics is an unknown path like any other.
  if (deps.config.metricsToken) app.route("/metrics", metricsRoutes);

  app.use("/api/*", requireSameOriginJson(deps.config.allowedOrigins, ["/api/alerts/unsubscribe", whatsappWebhookPath, twilioInboundPath, msg91InboundPath]));
  const tooLarge = (c: Context) => c.json(errorBody(c, "payload_too_large"), 413);
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  // A resume (or a verification document) may be 5 MB; the multipart wrapping adds a little. The route checks the file itself;
  // a body far over it is refused here, as the file's size, which is what the person can change.
  const uploadLimit = bodyLimit({ maxSize: resumeMaxBytes + 64 * 1024, onError: (c) => c.json(errorBody(c, "file_too_large"), 413) });
  const uploadPaths = new Set([resumeUploadPath, photoUploadPath, verificationRequestPath, companyLogoUploadPath]);
  app.use("/api/*", (c, next) => (uploadPaths.has(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    if (!publicAuthPaths.has(c.req.path)) return c.json(errorBody(c, "not_found"), 404);
    return deps.auth.handler(c.req.raw);
  });
  // Meta's and the SMS providers' calls, checked by their signature over the body as sent: before the body is normalised.
  app.route(whatsappWebhookPath, whatsappWebhookRoutes);
  app.route(smsInboundPath, smsInboundRoutes);
  app.get("/api/openapi.json", openApiDocument(app));
  app.use("/api/*", checkInputText);
  app.use("/api/*", loadSession);
  app.use("/api/*", visitorId);
  app.use("/api/*", countVisitor);

  const api = apiRoutes();
  const routes = app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody(c, "not_found"), 404));

  // The short links of texts, before the web app's pages (with or without a built web app).
  shortLinkRoutes(app);
  if (options.webRoot) serveWebApp(app, options.webRoot);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
