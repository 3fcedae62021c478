/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react"
import { defineConfig, loadEnv, type HtmlTagDescriptor, type Plugin } from "vite"
import { precompressPlugin } from "./build/precompress"
import { routeCodeScript } from "./build/route-code"
import { parseImageOrigins, securityHeadersPlugin } from "./build/security-headers"
import { takaFont } from "./build/taka-font"
import { shellHtml } from "./src/app/shell"

/**
 * The backend's address and its /storefront/config in the page's <head>, and on the home page
 * its top content: the browser opens the connection and fetches them while the JavaScript
 * downloads. Only "/" shows the home content, so a one-line script adds its preload there; it
 * comes first in <head>, so it runs without waiting for the stylesheet.
 */
function preloadShopConfig(backendUrl: string): Plugin {
  const home = JSON.stringify(`${backendUrl}/storefront/home`)
  return {
    name: "chaka-preload-shop-config",
    transformIndexHtml: () => [
      {
        tag: "script",
        children: `if (location.pathname === "/") document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href: ${home} }))`,
        injectTo: "head-prepend",
      },
      { tag: "link", attrs: { rel: "preconnect", href: backendUrl, crossorigin: "anonymous" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "preload", href: `${backendUrl}/storefront/config`, as: "fetch", crossorigin: "anonymous" }, injectTo: "head" },
    ],
  }
}

/** The layout's first rows in #root (src/app/shell.ts): shown before the JavaScript has run. */
function staticShell(): Plugin {
  return { name: "chaka-static-shell", transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${shellHtml()}</div>`) }
}

const BOOT_ENTRY = "src/boot.ts"

/**
 * src/boot.ts as its own small entry, loaded async beside the app's bundle (and its chunks
 * preloaded), so the first screen's reads start before the bundle has downloaded; before it,
 * the script that fetches an early route's screen code (build/route-code.ts).
 */
function bootScript(): Plugin {
  return {
    name: "chaka-boot-script",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) => {
        const script = (src: string): HtmlTagDescriptor => ({ tag: "script", attrs: { type: "module", async: true, crossorigin: true, src }, injectTo: "head-prepend" })
        if (!bundle) return [script(`/${BOOT_ENTRY}`)]
        const boot = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId?.endsWith(BOOT_ENTRY))
        if (!boot || boot.type !== "chunk") throw new Error(`${BOOT_ENTRY} is missing from the build`)
        // What the app's own entry imports, Vite preloads already.
        const app = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === "chunk" && chunk.isEntry && chunk !== boot ? chunk.imports : [])))
        const preloads = boot.imports.filter((file) => !app.has(file)).map((file): HtmlTagDescriptor => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head-prepend" }))
        // An early route's own files: not the entries' and their imports (those load anyway).
        const entries = Object.values(bundle).flatMap((chunk) => (chunk.type === "chunk" && chunk.isEntry ? [chunk.fileName] : []))
        const loading = new Set([...entries, ...app, ...boot.imports])
        return [routeCodeScript(bundle, loading), script(`/${boot.fileName}`), ...preloads]
      },
    },
  }
}

export default defineConfig(({ mode }) => {
  // Same default as src/config/env.ts.
  const backendUrl = (loadEnv(mode, process.cwd(), "VITE_").VITE_MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, "")
  // The build's security headers (build/security-headers.ts): pictures may also come from these origins (e.g. the S3 file URL).
  const imageOrigins = parseImageOrigins(process.env.STOREFRONT_IMAGE_ORIGINS)
  return {
    plugins: [react(), takaFont(), preloadShopConfig(backendUrl), staticShell(), bootScript(), securityHeadersPlugin({ backendUrl, imageOrigins }), precompressPlugin()],
    server: { port: 8000, strictPort: true },
    preview: { port: 8000 },
    // The manifest tells bench/web.ts which chunks each route loads.
    build: { sourcemap: true, manifest: true, rollupOptions: { input: { index: "index.html", boot: BOOT_ENTRY } } },
    test: {
      environment: "jsdom",
      setupFiles: ["./src/testing/setup.ts"],
      css: false,
      restoreMocks: true,
      // Run @medusajs/js-sdk as Node loads it: transformed, its source maps (which name sources
      // it does not ship) print one warning per file.
      server: { deps: { external: [/@medusajs\/js-sdk/] } },
    },
  }
})
