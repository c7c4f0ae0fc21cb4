import { NavLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { BookOpen, Briefcase, Building2, LayoutDashboard, LogOut, Users } from "lucide-react";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useLogout } from "./use-logout";

const adminLinks = [
  { to: paths.admin.dashboard.href(), labelKey: "shell.admin.dashboard", icon: LayoutDashboard },
  { to: paths.admin.jobs.href(), labelKey: "shell.admin.jobs", icon: Briefcase },
  { to: paths.admin.candidates.href(), labelKey: "shell.admin.candidates", icon: Users },
  { to: paths.admin.employers.href(), labelKey: "shell.admin.employers", icon: Building2 },
  { to: paths.admin.courses.href(), labelKey: "shell.admin.courses", icon: BookOpen },
] as const;

const itemClassName =
  "flex shrink-0 items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4 [&_svg]:shrink-0";

/** The admin area: the welcome line, the 'Admin Panel' sidebar (a scrolling strip on phones), the page. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();

  return (
    <Container className="py-6 md:py-8">
      <p role="status" className="mb-6 text-lg font-semibold text-foreground">
        {t("guard.welcome", { name: user.name })}
      </p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <aside className="min-w-0 md:sticky md:top-24 md:self-start">
          <nav
            aria-labelledby="admin-panel-heading"
            className="rounded-xl border border-border bg-card p-3 shadow-sm"
          >
            <h2 id="admin-panel-heading" className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t("shell.admin.panel")}
            </h2>
            <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
              {adminLinks.map(({ to, labelKey, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cn(
                        itemClassName,
                        isActive ? "bg-primary-soft text-primary" : "text-muted-foreground hover:bg-accent hover:text-foreground",
                      )
                    }
                  >
                    <Icon aria-hidden="true" />
                    {t(labelKey)}
                  </NavLink>
                </li>
              ))}
              <li className="md:mt-2 md:border-t md:border-border md:pt-2">
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
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
