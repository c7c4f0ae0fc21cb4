import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { isSignUpType } from "../account-type.ts";
import { LoginForm } from "./login-form.tsx";

/** /login/:type — candidate or employer; /login/admin belongs to /admin, anything else to the candidate login. */
export function LoginPage() {
  const { type } = useParams();
  if (type === "admin") return <Navigate to={paths.adminLogin.href()} replace />;
  if (!isSignUpType(type)) return <Navigate to={paths.login.href("candidate")} replace />;
  // A new form per type, so switching type does not carry over typed values or errors.
  return <LoginForm key={type} type={type} />;
}
