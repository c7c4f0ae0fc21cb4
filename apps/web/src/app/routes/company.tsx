import { useParams } from "react-router";
import { CompanyPageScreen } from "@/features/companies/components/company-page";
import { JobCard } from "@/features/jobs/components/job-card";

/** /companies/:slug: a company's page, its open jobs drawn as the job list's cards. */
export function CompanyRoute() {
  const { slug = "" } = useParams();
  return <CompanyPageScreen slug={slug} renderJob={(job) => <JobCard job={job} className="h-full" />} />;
}
