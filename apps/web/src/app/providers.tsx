import { useState, type ReactNode } from "react";
import { QueryClientProvider, useQuery, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { useCurrentUser } from "@/lib/auth";
import { NavigationProvider } from "@/lib/navigation";
import { PageQueryProvider } from "@/lib/page-query";
import { useChooseTextLanguage } from "@/features/notifications/api/notification-preferences";
import { createQueryClient } from "@/lib/query-client";
import { routerNavigation } from "@/lib/router-navigation";
import { useServerEvents } from "@/lib/server-events";
import { TextLanguageChoiceProvider } from "@/lib/text-language-choice";
import { queryKeysByTopic } from "./server-event-keys";

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app makes one per page load. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [defaultClient] = useState(createQueryClient);
  // React Router's links and address, and React Query's reads, for every part (lib/navigation.tsx,
  // lib/page-query.ts): the hooks run where the parts are, inside the router and the cache below.
  return (
    <NavigationProvider value={routerNavigation}>
      <PageQueryProvider usePageQuery={useQuery}>
        <QueryClientProvider client={queryClient ?? defaultClient}>
          <TextLanguageChoiceProvider useChoice={useChooseTextLanguage}>
            <LiveUpdates />
            {children}
            <Toaster />
          </TextLanguageChoiceProvider>
        </QueryClientProvider>
      </PageQueryProvider>
    </NavigationProvider>
  );
}

/**
 * The one server-event stream of the app. It opens once the session is known and reopens when the
 * signed-in user changes (login, logout), since the server filters events per user.
 */
function LiveUpdates() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return null;
  return <ServerEventStream sessionKey={currentUser.data?.id ?? null} />;
}

function ServerEventStream({ sessionKey }: { sessionKey: string | null }) {
  useServerEvents(sessionKey, queryKeysByTopic);
  return null;
}
