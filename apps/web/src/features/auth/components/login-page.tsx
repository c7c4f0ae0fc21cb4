import { useEffect } from "react";
import { Navigate, useParams } from "react-router";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { takeCarriedNotice } from "@/lib/carried-notice";
import { isSignUpType } from "../account-type.ts";
import { LoginForm } from "./login-form.tsx";

/** /login/:type — candidate or employer; /login/admin belongs to /admin, anything else to the candidate login. */
export function LoginPage() {
  const { type } = useParams();
  // Why the reader was sent here (a guest's Apply Now or Save on a job page), said once they are.
  useEffect(() => {
    const notice = takeCarriedNotice();
    if (notice) toast[notice.kind](notice.title, { description: notice.description });
  }, []);
  if (type === "admin") return <Navigate to={paths.adminLogin.href()} replace />;
  if (!isSignUpType(type)) return <Navigate to={paths.login.href("candidate")} replace />;
  // A new form per type, so switching type does not carry over typed values or errors.
  return <LoginForm key={type} type={type} />;
}
