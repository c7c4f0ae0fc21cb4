/**
 * Conversations (packages/shared/src/conversations.ts has the route list): the parties' routes under
 * `/api/conversations` and `/api/applications/:id/…`, the admin's under `/api/admin/conversations`.
 * The party routes are the candidate's and the employer's; the admin reads reported ones only, by
 * the admin routes.
 */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { messagePageSchema, reportConversationSchema, sendMessageSchema } from "@app/shared/conversations";
import { moderationReasonSchema, pageQuerySchema } from "@app/shared/trust";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import { listReportedConversations, readReportedConversation } from "./admin-conversations.service.ts";
import { close, dismiss, read, report, send } from "./conversation-actions.ts";
import { listConversations, readConversation, unreadCount } from "./conversations.service.ts";

const applicationIdParam = z.object({ id: z.uuid() });
const parties = requireRole("candidate", "employer");

export const conversationsRoutes = new Hono<AppEnv>()
  .get("/", parties, async (c) => c.json(await listConversations(c.var.deps.db, c.var.user.id), 200))

  .get("/unread", parties, async (c) => c.json({ unread: await unreadCount(c.var.deps.db, c.var.user.id) }, 200));

export const applicationMessagesRoutes = new Hono<AppEnv>()
  .get("/:id/messages", parties, zValidator("param", applicationIdParam, notFoundHook), zValidator("query", messagePageSchema, validationHook), async (c) => {
    const page = await readConversation(c.var.deps.db, c.req.valid("param").id, c.var.user.id, c.req.valid("query").before);
    return c.json(page, 200);
  })

  .post(
    "/:id/messages",
    parties,
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", sendMessageSchema, validationHook),
    // Per sender, across conversations: counted before sending, so messages sent at once cannot outrun it.
    rateLimit("message", rateLimitRules.messagesPerSender, (c) => c.var.user?.id ?? ""),
    async (c) => {
      const message = await send(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").body);
      return c.json({ message }, 201);
    },
  )

  .post("/:id/messages/read", parties, zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    await read(c.var.deps, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })

  .post(
    "/:id/conversation/report",
    parties,
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", reportConversationSchema, validationHook),
    async (c) => {
      await report(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const }, 201);
    },
  );

export const adminConversationsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", pageQuerySchema, validationHook), async (c) => {
    return c.json(await listReportedConversations(c.var.deps.db, c.req.valid("query").page), 200);
  })

  .get("/:id", requireRole("admin"), zValidator("param", applicationIdParam, notFoundHook), zValidator("query", messagePageSchema, validationHook), async (c) => {
    const page = await readReportedConversation(c.var.deps.db, c.var.user, c.req.valid("param").id, c.req.valid("query").before);
    return c.json(page, 200);
  })

  .post(
    "/:id/close",
    requireRole("admin"),
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", moderationReasonSchema, validationHook),
    async (c) => {
      await close(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ ok: true as const }, 200);
    },
  )

  .post("/:id/dismiss", requireRole("admin"), zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    await dismiss(c.var.deps, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
