/**
 * The web app runs on Preact's React compatibility layer, in the browser and in the server's renderer
 * (ADR 029): the code is written against React's API and its types, and these aliases hand every
 * import of React, the app's and its packages', to Preact. React DOM was half of what every page
 * downloaded; Preact does the same work in a fifth of the bytes.
 */
export const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server(\.browser|\.edge|\.node)?$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
  // React 18 and later have this hook; the package is only for older ones.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
];
