/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompiledMessages } from "./build/precompiled-messages"
import { precompressPlugin } from "./build/precompress"
import { takaFont } from "./build/taka-font"

/**
 * The browser's chunks. What every page needs to hydrate is in two long-cached chunks: the
 * libraries (React, React Router, React Query) and the shell (the root and site layout with
 * everything they import). Route modules keep their own chunks, small shared modules merged
 * into them. A page then starts with a handful of files instead of ~40: gzip compresses one
 * file better than many small ones, and a phone waits for fewer requests.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/
const SHELL = /[\\/]src[\\/]app[\\/](root|layout)\.tsx(\?|$)/

type ModuleInfo = { importers: readonly string[] } | null
function shellMember(getModuleInfo: (id: string) => ModuleInfo) {
  const known = new Map<string, boolean>()
  // Whether `id` is imported statically, directly or not, by the root or the site layout.
  const inShell = (id: string, path: Set<string>): boolean => {
    if (SHELL.test(id)) return true
    const cached = known.get(id)
    if (cached !== undefined) return cached
    if (path.has(id)) return false
    path.add(id)
    const found = (getModuleInfo(id)?.importers ?? []).some((importer) => inShell(importer, path))
    path.delete(id)
    known.set(id, found)
    return found
  }
  return (id: string) => inShell(id, new Set())
}

let inShell: ((id: string) => boolean) | undefined
const clientOutput = {
  manualChunks(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
    // Rollup's CommonJS helper goes with the libraries that need it.
    if (FRAMEWORK.test(id) || id === "\0commonjsHelpers.js") return "framework"
    if (id.includes("node_modules")) return undefined
    inShell ??= shellMember(getModuleInfo)
    return inShell(id) ? "shell" : undefined
  },
  experimentalMinChunkSize: 4_000,
}

export default defineConfig(({ isSsrBuild }) => ({
  // Vitest renders components without the framework (src/testing/render.tsx builds the routes).
  plugins: [process.env.VITEST ? react() : reactRouter(), takaFont(), ...(isSsrBuild ? [] : [...precompiledMessages(), precompressPlugin()])],
  // The manifest tells bench/web.ts which chunks each route loads.
  build: { sourcemap: !isSsrBuild, manifest: !isSsrBuild, rollupOptions: isSsrBuild ? {} : { output: clientOutput } },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
    restoreMocks: true,
    // Run @medusajs/js-sdk as Node loads it: transformed, its source maps (which name sources
    // it does not ship) print one warning per file.
    server: { deps: { external: [/@medusajs\/js-sdk/] } },
  },
}))
