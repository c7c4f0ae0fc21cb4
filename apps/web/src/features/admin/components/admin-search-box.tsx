import { useId } from "react";
import Search from "lucide-react/icons/search";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSearchText } from "@/lib/use-search-text";
import { cn } from "@/lib/utils";


type AdminSearchBoxProps = {
  /** The search the URL holds. */
  value: string;
  /** `replace`: a pause in typing, which replaces the history entry instead of adding one. */
  onSearch: (q: string, replace: boolean) => void;
  label: string;
  placeholder: string;
  className?: string;
};

/** The search box of an admin list: the list follows the typing after a pause, or at once on Enter. */
export function AdminSearchBox({ value, onSearch, label, placeholder, className }: AdminSearchBoxProps) {
  const id = useId();
  const { text, change, submit } = useSearchText(value, onSearch);

  return (
    <form role="search" onSubmit={submit} className={cn("grid min-w-0 gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          value={text}
          placeholder={placeholder}
          className="pl-9"
          onChange={(event) => change(event.target.value)}
        />
      </div>
    </form>
  );
}
