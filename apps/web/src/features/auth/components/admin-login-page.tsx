import { LoginForm } from "./login-form.tsx";

/** /admin — the admin variant of the login form. */
export function AdminLoginPage() {
  return <LoginForm type="admin" />;
}
