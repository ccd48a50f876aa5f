// csp.mjs — the page's Content-Security-Policy, said once: the build's <meta> tag and the preview
// server's header (vite.config.js) and the load measurement's server (measure_load.mjs) send it.
// No eval, no inline script or style; 'wasm-unsafe-eval' lets the page compile its wasm module.
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
