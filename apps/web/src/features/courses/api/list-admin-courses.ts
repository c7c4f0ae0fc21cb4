/** Every course that is not archived, for the admin (`GET /api/admin/courses`). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { courseKeys } from "./keys";

export function listAdminCourses() {
  return unwrap(api.admin.courses.$get());
}

export const adminCoursesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.adminCourses(),
    queryFn: listAdminCourses,
  });

export function useAdminCourses() {
  return useQuery({ ...adminCoursesQueryOptions(), enabled: useSignedInAs("admin") });
}
