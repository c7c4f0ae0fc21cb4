import { useParams } from "react-router";
import { CourseDetailPage } from "@/features/courses/components/course-detail-page";

/** /courses/:id: a course's own page, where a candidate enrols (SPEC.md §2 Courses). */
export function CourseDetailRoute() {
  const { id = "" } = useParams();
  return <CourseDetailPage id={id} />;
}
