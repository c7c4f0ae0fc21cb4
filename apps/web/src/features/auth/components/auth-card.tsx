import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * A card that replaces the one whose button was pressed (the answer): focus moves to its heading,
   * so a keyboard or screen-reader user is not left on a button that is gone.
   */
  focusTitle?: boolean;
}

/** The centred card every account page sits in; its heading is also the page's title in the tab. */
export function AuthCard({ icon: Icon, title, description, children, footer, focusTitle = false }: AuthCardProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="flex w-full justify-center px-4 py-8 sm:py-14">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </div>
          <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className="text-2xl leading-snug font-semibold break-words outline-none">
            {title}
          </h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="flex flex-col gap-3 text-center text-sm">{footer}</CardFooter> : null}
      </Card>
    </div>
  );
}

