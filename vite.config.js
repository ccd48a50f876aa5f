// vite.config.js — the page lives in web/, the names list in the top-level public/, the build in dist/.
// base './' keeps every URL relative, so dist/ works from any folder of any static server.
import { defineConfig } from 'vite';

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

export default defineConfig({
  root: 'web',
  base: './',
  publicDir: '../public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false }, // no inline script: the page runs under a strict CSP
  },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
  // `vite preview` serves the build under the strict policy the page is written for (the e2e test
  // checks that nothing is blocked): no inline script or style, wasm compiled without eval.
  preview: { headers: { 'Content-Security-Policy': CSP } },
});
