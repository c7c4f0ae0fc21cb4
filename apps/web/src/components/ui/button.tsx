import type { ComponentProps } from "react";
import * as Slot from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-card text-foreground shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        highlight: "bg-highlight text-highlight-foreground shadow-sm hover:bg-highlight/90",
      },
      // The gap, the text's size and wrapping are the size's too, so a button sized by its own classes
      // (`size={null}`) has none to conflict with (ADR 071: the islands' cn merges nothing).
      size: {
        default: "h-10 gap-2 px-4 py-2 text-sm whitespace-nowrap",
        sm: "h-9 gap-2 px-3 text-sm whitespace-nowrap",
        lg: "h-11 gap-2 px-6 text-base whitespace-nowrap",
        icon: "size-10 gap-2 text-sm whitespace-nowrap",
      },
      // The corners, a variant for the same reason: a pill (a filter's choice) overrides no class.
      shape: {
        default: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, an anchor) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, shape, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
  return <button type={type ?? "button"} className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
}
