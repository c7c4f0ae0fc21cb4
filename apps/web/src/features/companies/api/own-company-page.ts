/**
 * The signed-in employer's own company page (`GET/PUT /api/employer/company`) and its logo
 * (`PUT/DELETE /api/employer/company/logo`, multipart field `file`; the browser sets the boundary).
 * Each change stores the page the server answered, and refetches the public page.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CompanyPage, CompanyPageInput } from "@app/shared/companies";
import { useSignedInAs } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { companyKeys } from "./keys";

export async function getOwnCompanyPage() {
  return (await unwrap(api.employer.company.$get())).page;
}

export const ownCompanyPageQueryOptions = () => queryOptions({ queryKey: companyKeys.own(), queryFn: getOwnCompanyPage });

export function useOwnCompanyPage() {
  return useQuery({ ...ownCompanyPageQueryOptions(), enabled: useSignedInAs("employer") });
}

function store(queryClient: QueryClient, page: CompanyPage) {
  queryClient.setQueryData(companyKeys.own(), page);
  void queryClient.invalidateQueries({ queryKey: companyKeys.page(page.slug) });
}

export function useUpdateCompanyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyPageInput) => (await unwrap(api.employer.company.$put({ json: input }))).page,
    onSuccess: (page) => store(queryClient, page),
  });
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => (await unwrap(api.employer.company.logo.$put({ form: { file } }))).page,
    onSuccess: (page) => store(queryClient, page),
  });
}

export function useRemoveCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.employer.company.logo.$delete())).page,
    onSuccess: (page) => store(queryClient, page),
  });
}
