import "@/styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { registerSW } from "virtual:pwa-register";
import { App } from "@/app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Registers /service-worker.js once the page has loaded; a failure only costs offline support.
registerSW({
  onRegisterError(error: unknown) {
    console.error("Service worker registration failed", error);
  },
});
