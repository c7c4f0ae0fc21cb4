/**
 * A query cache for a part that needs one where no app stands above it: a dialog a page's island
 * loads on use (ADR 071), such as the report dialog, which posts through a mutation. Inside the app
 * it is the app's cache, as before.
 */
import { useContext, useState, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";

export function WithQueryClient({ children }: { children: ReactNode }) {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (appClient ? null : createQueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
