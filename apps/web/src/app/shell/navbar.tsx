import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "@/lib/navigation";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { Brand } from "./brand";
import { LanguageToggle } from "./language-toggle";
import { mainNavLinks } from "./nav-links";

// The menu (Radix and its positioning engine) loads only for signed-in users; most visitors are guests.
const UserMenu = lazy(async () => ({ default: (await import("./user-menu")).UserMenu }));
// The way to one's messages, with the unread count: only for a signed-in candidate or employer.
const UnreadMessagesLink = lazy(async () => ({
  default: (await import("@/features/conversations/components/unread-messages-link")).UnreadMessagesLink,
}));

const MOBILE_MENU_ID = "mobile-menu";

/** A main link's classes; `roomy` in the phone menu, where each is a larger target. */
const navLinkClassName = ({ isActive }: { isActive: boolean }, roomy = false) =>
  cn(
    "rounded-md px-3 font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    roomy ? "py-2.5 text-base" : "py-2 text-sm",
    isActive ? "text-primary" : "text-muted-foreground",
  );

export function Navbar() {
  const { t } = useTranslation();
  const location = useLocation();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const menuButton = useRef<HTMLButtonElement>(null);

  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileMenuOpen = openedOn === location.key;
  const closeMobileMenu = () => setOpenedOn(null);

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    closeMobileMenu();
    menuButton.current?.focus();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <Container className="flex h-16 items-center gap-2 sm:gap-3">
        <Brand onNavigate={closeMobileMenu} />

        <nav aria-label={t("shell.nav.label")} className="ml-4 hidden items-center gap-1 md:flex">
          {mainNavLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClassName}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          {(user?.role === "candidate" || user?.role === "employer") && (
            <Suspense fallback={null}>
              <UnreadMessagesLink role={user.role} />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<Skeleton shape="circle" className="size-10" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className={cn("hidden items-center gap-2 md:flex", currentUser.isPending && "invisible")}>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.login.href("candidate")}>{t("shell.auth.candidateLogin")}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.login.href("employer")}>{t("shell.auth.employerLogin")}</Link>
              </Button>
            </div>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={mobileMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={mobileMenuOpen ? t("shell.mobileMenu.close") : t("shell.mobileMenu.open")}
            onClick={() => setOpenedOn(mobileMenuOpen ? null : location.key)}
          >
            {mobileMenuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </Container>

      {mobileMenuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={t("shell.mobileMenu.label")}
          onKeyDown={onMenuKeyDown}
          className="border-t border-border bg-card md:hidden"
        >
          <Container className="grid gap-1 py-3">
            {mainNavLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                onClick={closeMobileMenu}
                className={(state) => navLinkClassName(state, true)}
              >
                {t(link.labelKey)}
              </NavLink>
            ))}
            {!user && !currentUser.isPending && (
              <div className="mt-2 grid gap-2 border-t border-border pt-3 sm:grid-cols-2">
                <Button asChild variant="outline">
                  <Link to={paths.login.href("candidate")} onClick={closeMobileMenu}>
                    {t("shell.auth.candidateLogin")}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={paths.login.href("employer")} onClick={closeMobileMenu}>
                    {t("shell.auth.employerLogin")}
                  </Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link to={paths.signUp.href("candidate")} onClick={closeMobileMenu}>
                    {t("shell.auth.candidateSignUp")}
                  </Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link to={paths.signUp.href("employer")} onClick={closeMobileMenu}>
                    {t("shell.auth.employerSignUp")}
                  </Link>
                </Button>
              </div>
            )}
          </Container>
        </nav>
      )}
    </header>
  );
}
