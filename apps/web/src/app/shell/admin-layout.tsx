/**
 * The admin area: the welcome line, the 'Admin Panel' sidebar and the page. Below `md` the sidebar
 * folds into an "Admin menu" button that opens the same links in a panel over the page (a Radix
 * dialog: focus stays inside, Escape or the close button shuts it, focus returns to the button). The
 * panel belongs to the page it was opened on, so following a link closes it.
 */
import { useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import BadgeCheck from "lucide-react/icons/badge-check";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import Flag from "lucide-react/icons/flag";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import MessagesSquare from "lucide-react/icons/messages-square";
import ScrollText from "lucide-react/icons/scroll-text";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Store from "lucide-react/icons/store";
import Users from "lucide-react/icons/users";
import type { ModerationCounts } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { useModerationCounts } from "@/features/admin/api/get-moderation-counts";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useLogout } from "./use-logout";

const adminLinks = [
  { to: paths.admin.dashboard.href(), labelKey: "shell.admin.dashboard", icon: LayoutDashboard },
  { to: paths.admin.jobs.href(), labelKey: "shell.admin.jobs", icon: Briefcase },
  { to: paths.admin.candidates.href(), labelKey: "shell.admin.candidates", icon: Users },
  { to: paths.admin.employers.href(), labelKey: "shell.admin.employers", icon: Building2 },
  { to: paths.admin.courses.href(), labelKey: "shell.admin.courses", icon: BookOpen },
] as const;

/** The trust-and-safety queues, each with what waits in it, and the audit log. */
const trustLinks: { to: string; labelKey: string; icon: typeof Flag; count?: keyof ModerationCounts }[] = [
  { to: paths.admin.review.href(), labelKey: "shell.admin.review", icon: ShieldAlert, count: "review" },
  { to: paths.admin.reports.href(), labelKey: "shell.admin.reports", icon: Flag, count: "reports" },
  { to: paths.admin.verification.href(), labelKey: "shell.admin.verification", icon: BadgeCheck, count: "verifications" },
  { to: paths.admin.conversations.href(), labelKey: "shell.admin.conversations", icon: MessagesSquare, count: "conversations" },
  { to: paths.admin.companyPages.href(), labelKey: "shell.admin.companyPages", icon: Store, count: "companyPages" },
  { to: paths.admin.audit.href(), labelKey: "shell.admin.audit", icon: ScrollText },
];

const itemClassName =
  "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0";

/** The links and Logout, in the sidebar and in the phone's menu panel alike (`roomy`: finger-sized). */
function AdminLinks({ roomy = false }: { roomy?: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { logout, isPending } = useLogout();
  const counts = useModerationCounts().data;
  const linkClassName = ({ isActive }: { isActive: boolean }) =>
    cn(itemClassName, isActive ? "bg-primary-soft text-primary" : "text-muted-foreground hover:bg-accent hover:text-foreground");
  return (
    <ul className={cn("grid gap-1", roomy && "[&_a]:py-2.5 [&_a]:text-base [&_button]:py-2.5 [&_button]:text-base")}>
      {adminLinks.map(({ to, labelKey, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={linkClassName}>
            <Icon aria-hidden="true" />
            {t(labelKey)}
          </NavLink>
        </li>
      ))}
      <li className="mt-2 border-t border-border px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase" aria-hidden="true">
        {t("shell.admin.trust")}
      </li>
      {trustLinks.map(({ to, labelKey, icon: Icon, count }) => {
        const waiting = count && counts ? counts[count] : 0;
        return (
          <li key={to}>
            <NavLink to={to} className={linkClassName}>
              <Icon aria-hidden="true" />
              <span className="min-w-0 flex-1">{t(labelKey)}</span>
              {waiting > 0 && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  <span aria-hidden="true">{formatNumber(waiting, language)}</span>
                  <span className="sr-only">{t("shell.admin.waiting", { count: waiting })}</span>
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
      <li className="mt-2 border-t border-border pt-2">
        <Button
          variant="ghost"
          className={cn(itemClassName, "h-auto w-full justify-start text-destructive hover:bg-red-50 hover:text-destructive")}
          disabled={isPending}
          onClick={() => void logout()}
        >
          <LogOut aria-hidden="true" />
          {t("shell.admin.logout")}
        </Button>
      </li>
    </ul>
  );
}

const panelHeadingClassName = "px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

function AdminMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;

  return (
    <Dialog open={open} onOpenChange={(next) => setOpenedOn(next ? location.key : null)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="md:hidden">
          <Menu aria-hidden="true" />
          {t("shell.admin.menu")}
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 content-start gap-2 rounded-none rounded-r-xl border-y-0 border-l-0 p-3 pt-4 data-[state=open]:animate-fade-in md:hidden"
      >
        <DialogTitle className={panelHeadingClassName}>{t("shell.admin.panel")}</DialogTitle>
        <nav aria-label={t("shell.admin.panel")}>
          <AdminLinks roomy />
        </nav>
      </DialogContent>
    </Dialog>
  );
}

export function AdminLayout({ user }: { user: SessionUser }) {
  const { t } = useTranslation();

  return (
    <Container className="py-6 md:py-8">
      <div className="mb-6 flex items-center justify-between gap-3">
        <p role="status" className="min-w-0 text-lg font-semibold text-foreground">
          {t("guard.welcome", { name: user.name })}
        </p>
        <AdminMenu />
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <aside className="hidden min-w-0 md:sticky md:top-24 md:block md:self-start">
          <nav aria-labelledby="admin-panel-heading" className="rounded-xl border border-border bg-card p-3 shadow-sm">
            <h2 id="admin-panel-heading" className={panelHeadingClassName}>
              {t("shell.admin.panel")}
            </h2>
            <AdminLinks />
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
