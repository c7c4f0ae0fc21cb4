/**
 * Marks a consultation request handled, or open again (`PATCH /api/admin/consultations/:id`). The
 * switch moves at once: every cached list shows the new state until the server answers; a refusal
 * puts the lists back as they were (the caller shows the toast).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsultationPage } from "@app/shared/admin";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function setConsultationHandled(id: string, handled: boolean) {
  return unwrap(api.admin.consultations[":id"].$patch({ param: { id }, json: { handled } }));
}

// Query keys match partially: the key of "no filter" is a prefix of every consultation list's key.
const everyConsultationList = adminKeys.consultations({});

export function useSetConsultationHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setConsultationHandled(id, handled),
    onMutate: async ({ id, handled }) => {
      await queryClient.cancelQueries({ queryKey: everyConsultationList });
      const before = queryClient.getQueriesData<ConsultationPage>({ queryKey: everyConsultationList });
      const handledAt = handled ? new Date().toISOString() : null;
      queryClient.setQueriesData<ConsultationPage>({ queryKey: everyConsultationList }, (page) =>
        page && {
          ...page,
          consultations: page.consultations.map((consultation) =>
            consultation.id === id ? { ...consultation, handledAt } : consultation,
          ),
        },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, page] of context?.before ?? []) queryClient.setQueryData(queryKey, page);
    },
    // The lists (an open request leaves the Open filter) and the dashboard's open count.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: everyConsultationList }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
