/** Quick Actions (SPEC.md §2 Admin area Dashboard): one link to each list the admin manages. */
import { Link } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-complex";
import Users from "lucide-react/icons/users";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { DashboardSection } from "./dashboard-section";

const actions: { key: "jobs" | "candidates" | "employers" | "courses"; to: string; icon: LucideIcon }[] = [
  { key: "jobs", to: paths.admin.jobs.href(), icon: Briefcase },
  { key: "candidates", to: paths.admin.candidates.href(), icon: Users },
  { key: "employers", to: paths.admin.employers.href(), icon: Building2 },
  { key: "courses", to: paths.admin.courses.href(), icon: BookOpen },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t("dashboard.quickActions.title")}>
      <ul className="grid grid-cols-1 gap-2 @md:grid-cols-2 @4xl:grid-cols-4">
        {actions.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className={cn(buttonVariants({ variant: "outline" }), "h-full min-h-10 w-full justify-start py-2 text-left whitespace-normal")}
            >
              <Icon aria-hidden="true" />
              {t(`dashboard.quickActions.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
