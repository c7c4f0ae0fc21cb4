/**
 * The alerts feature's query keys: the signed-in candidate's alerts, and the alerts of the address a
 * mailed link (`?token=`) opens. No server event touches them: only their owner changes them.
 */
export const alertsKeys = {
  all: ["alerts"] as const,
  mine: () => [...alertsKeys.all, "mine"] as const,
  byToken: (token: string) => [...alertsKeys.all, "by-token", token] as const,
};

/**
 * Whose alerts a change is made to: the signed-in candidate's own (`/api/alerts/:id`), or the
 * address of a mailed link (`/api/alerts/by-token/:token/:id`).
 */
export type AlertOwner = { kind: "mine" } | { kind: "token"; token: string };

export const ownerKey = (owner: AlertOwner) => (owner.kind === "mine" ? alertsKeys.mine() : alertsKeys.byToken(owner.token));
