/** React Router's navigation, which the app provides to its parts (lib/navigation.tsx, ADR 071). */
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Navigation } from "./navigation";

export const routerNavigation: Navigation = { Link, NavLink, useLocation, useNavigate, useSearchParams, loadsPages: false };
