import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

type PageFrameProps = {
  title: string;
  description?: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyDescription: string;
  /** Admin pages sit inside the admin layout, which already provides the page width. */
  contained?: boolean;
  /** Shown above the heading, such as a back link. */
  children?: ReactNode;
};

/**
 * A page whose content arrives in a later issue: its real heading and an honest empty state,
 * never placeholder data.
 */
export function PageFrame({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  contained = true,
  children,
}: PageFrameProps) {
  const content = (
    <div className="grid gap-8">
      {children}
      <PageHeader title={title} description={description} />
      <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} />
    </div>
  );
  return contained ? <Container className="py-8 md:py-12">{content}</Container> : content;
}
