import { useNavigation } from "react-router";

/** A thin bar under the navigation while the next page's module or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-progress bg-primary" />
    </div>
  );
}
