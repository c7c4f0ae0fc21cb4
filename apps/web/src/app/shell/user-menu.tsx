import { Link } from "@/lib/navigation";
import Bell from "lucide-react/icons/bell";
import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRound from "lucide-react/icons/user-round";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { useTranslation } from "@/lib/i18n";
import { useLogout } from "./use-logout";

/** Each role's own area: a candidate's profile (with My Applications in it) and job alerts. */
const roleLinks = {
  admin: [{ to: paths.admin.dashboard.href(), labelKey: "shell.userMenu.adminDashboard", icon: ShieldCheck }],
  candidate: [
    { to: paths.candidateProfile.href(), labelKey: "shell.userMenu.profile", icon: UserRound },
    { to: paths.alerts.href(), labelKey: "shell.userMenu.alerts", icon: Bell },
  ],
  employer: [{ to: paths.employerDashboard.href(), labelKey: "shell.userMenu.dashboard", icon: LayoutDashboard }],
} as const;

type UserMenuProps = { user: SessionUser };

/**
 * The signed-in user's menu: the way to their own area, and Logout, which signs out through the query
 * cache: it loads with the menu, so a guest's navigation (a page's island, ADR 071) needs no cache.
 */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const links = roleLinks[user.role];
  const initial = user.name.trim().charAt(0).toUpperCase() || "?";

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size={null} className="h-10 gap-2 px-1.5 py-2 text-sm whitespace-nowrap sm:px-2" aria-label={t("shell.userMenu.label", { name: user.name })}>
          {/* The initial is drawn by the stylesheet, not written in the button: the button's name
              ("Account menu for Kavya") must hold all the text it shows, for voice control. */}
          <span
            aria-hidden="true"
            data-initial={initial}
            className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary before:content-[attr(data-initial)]"
          />
          <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
          <ChevronDown aria-hidden="true" className="hidden text-muted-foreground sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {t("shell.userMenu.signedInAs", { role: t(`common.roles.${user.role}`) })}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ to, labelKey, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(labelKey)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t("shell.userMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
