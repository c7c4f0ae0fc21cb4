/**
 * Taps on a page the server drew, made before its script has taken it over (ADR 033). On a cheap
 * phone the page is on screen seconds before the script: a button tapped then (the phone menu,
 * Share, Report this job, a tab) would do nothing, and the reader would think it broken. This
 * script is written into the page's head (index.html), so it runs with the page and needs no
 * download: it holds such taps and, once the page is the script's (`<html data-hydrated>`, app.tsx),
 * taps each held control once, in the order they were first tapped, as a finger would (pointer,
 * mouse and click events), so a Radix trigger that opens on pointer down opens too.
 *
 * Links and form submits are left to the browser: they work without the script (the language
 * switch and the job filters are forms the server answers). The server allows this script by its
 * hash in the Content-Security-Policy (apps/server/src/http/security.ts), so it is plain ES5 text
 * here, written once: what the page holds is these exact bytes.
 */
export const earlyTapsScript = `(function () {
  var root = document.documentElement;
  if (!root.hasAttribute("data-server-rendered")) return;
  var held = [];
  function hold(event) {
    var target = event.target && event.target.closest ? event.target.closest("button:not([type=submit]), [role=tab]") : null;
    if (!target || !target.closest("#root") || root.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(target) < 0) held.push(target);
    root.setAttribute("data-taps-held", String(held.length));
  }
  function tap(target) {
    var init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: "mouse" };
    var Pointer = window.PointerEvent || MouseEvent;
    target.dispatchEvent(new Pointer("pointerdown", init));
    target.dispatchEvent(new MouseEvent("mousedown", init));
    target.focus();
    target.dispatchEvent(new Pointer("pointerup", init));
    target.dispatchEvent(new MouseEvent("mouseup", init));
    target.click();
  }
  var observer = new MutationObserver(function () {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    document.removeEventListener("click", hold, true);
    root.removeAttribute("data-taps-held");
    held.forEach(function (target) {
      if (target.isConnected) tap(target);
    });
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  document.addEventListener("click", hold, true);
})();`;
