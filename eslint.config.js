import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const sonnerImport = { name: "sonner", message: "Import toast from @/components/ui/toaster: it loads sonner on the first toast." };
const sharedCodePattern = {
  group: ["@/features/*", "@/features/**", "@/app/*", "@/app/**"],
  message: "Shared code does not import features or app/.",
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dev-dist/**", "**/node_modules/**", "data/**", "data-demo/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Toasts go through components/ui/toaster.tsx, which loads sonner with the first toast.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [sonnerImport] }],
    },
  },
  // One-way imports (STYLE.md): components/lib → features → app; features never import each other.
  {
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [sonnerImport], patterns: [
        { group: ["@/features/*", "@/features/**"], message: "Features do not import each other: compose them in app/." },
        { group: ["@/app/*", "@/app/**"], message: "Features do not import from app/." },
      ] }],
    },
  },
  {
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [sonnerImport], patterns: [sharedCodePattern] }],
    },
  },
  // The one module that imports sonner, lazily.
  {
    files: ["apps/web/src/components/ui/toaster.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [sharedCodePattern] }],
    },
  },
  {
    files: ["packages/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/apps/**"], message: "Packages never import the apps." }] }],
    },
  },
);
