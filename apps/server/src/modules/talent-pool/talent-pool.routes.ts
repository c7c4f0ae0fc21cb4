/**
 * The talent pool (packages/shared/src/talent-pool.ts has the route list): the candidate's choice
 * under `/api/profile/talent-pool`, the verified employer's search and invitations under
 * `/api/talent-pool` and `/api/employer/invitations`, the candidate's answers under `/api/invitations`.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { inviteAgainSchema, inviteSchema, poolSearchSchema, talentPoolChoiceSchema } from "@app/shared/talent-pool";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireCandidate, requireRole, type WithUser } from "../../http/session.ts";
import { AppError } from "../../errors/app-error.ts";
import { applyFromInvitation, block, decline, invite, reinvite } from "./talent-pool-actions.ts";
import {
  getTalentPoolChoice,
  invitationsLeftToday,
  isVerifiedEmployer,
  listReceivedInvitations,
  listSentInvitations,
  searchPool,
  setTalentPoolChoice,
} from "./talent-pool.service.ts";

const idParam = z.object({ id: z.uuid() });
/** A pool profile's reference (random, never the account id): anything else names no one. */
const candidateParam = z.object({ candidateRef: z.uuid() });

/** After `requireRole("employer")`: the admin must have verified the employer's business. */
const requireVerified = createMiddleware<WithUser>(async (c, next) => {
  if (!(await isVerifiedEmployer(c.var.deps.db, c.var.user.id))) throw new AppError("employer_not_verified");
  await next();
});
const verifiedEmployer = [requireRole("employer"), requireVerified] as const;

export const talentPoolChoiceRoutes = new Hono<AppEnv>()
  .get("/", requireCandidate, async (c) => c.json(await getTalentPoolChoice(c.var.deps.db, c.var.user.id), 200))

  .put("/", requireCandidate, zValidator("json", talentPoolChoiceSchema, validationHook), async (c) => {
    return c.json(await setTalentPoolChoice(c.var.deps.db, c.var.user.id, c.req.valid("json")), 200);
  });

export const talentPoolRoutes = new Hono<AppEnv>()
  .get("/", ...verifiedEmployer, zValidator("query", poolSearchSchema, validationHook), async (c) => {
    return c.json(await searchPool(c.var.deps.db, c.var.user.id, c.req.valid("query")), 200);
  })

  .post(
    "/:candidateRef/invitations",
    ...verifiedEmployer,
    zValidator("param", candidateParam, notFoundHook),
    zValidator("json", inviteSchema, validationHook),
    async (c) => {
      const invitation = await invite(c.var.deps, c.var.user, c.req.valid("param").candidateRef, c.req.valid("json"));
      return c.json({ invitation }, 201);
    },
  );

export const sentInvitationsRoutes = new Hono<AppEnv>()
  .get("/", ...verifiedEmployer, async (c) => {
    const [invitations, leftToday] = await Promise.all([listSentInvitations(c.var.deps.db, c.var.user.id), invitationsLeftToday(c.var.deps.db, c.var.user.id)]);
    return c.json({ invitations, leftToday }, 200);
  })

  .post("/:id/again", ...verifiedEmployer, zValidator("param", idParam, notFoundHook), zValidator("json", inviteAgainSchema, validationHook), async (c) => {
    const invitation = await reinvite(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").note);
    return c.json({ invitation }, 201);
  });

export const invitationsRoutes = new Hono<AppEnv>()
  .get("/", requireCandidate, async (c) => c.json({ invitations: await listReceivedInvitations(c.var.deps.db, c.var.user.id) }, 200))

  .post("/:id/apply", requireCandidate, zValidator("param", idParam, notFoundHook), async (c) => {
    return c.json(await applyFromInvitation(c.var.deps, c.var.user, c.req.valid("param").id), 200);
  })

  .post("/:id/decline", requireCandidate, zValidator("param", idParam, notFoundHook), async (c) => {
    return c.json({ invitation: await decline(c.var.deps, c.var.user, c.req.valid("param").id) }, 200);
  })

  .post("/:id/block", requireCandidate, zValidator("param", idParam, notFoundHook), async (c) => {
    await block(c.var.deps, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
