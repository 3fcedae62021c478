import type { HtmlTagDescriptor, Rollup } from "vite"
import { EARLY_ROUTES } from "../src/app/early-routes"

/**
 * An inline script for index.html's <head> that, on an early route's address
 * (src/app/early-routes.ts), asks for that screen's code files as module preloads: fetched
 * beside the app bundle, then found ready when the router imports them. `loading` holds the
 * files the page fetches anyway (the entries and their imports), which are left out.
 */
export function routeCodeScript(bundle: Rollup.OutputBundle, loading: Set<string>): HtmlTagDescriptor {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === "chunk")
  const routes = Object.values(EARLY_ROUTES).map(({ module, path }) => {
    const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module))
    if (!route) throw new Error(`${module} is missing from the build`)
    const files = [route.fileName, ...route.imports.filter((file) => !loading.has(file))].map((file) => `/${file}`)
    return [path.source, files] as const
  })
  const children =
    `for (const [path, files] of ${JSON.stringify(routes)}) if (new RegExp(path).test(location.pathname)) ` +
    `for (const href of files) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "anonymous", href }))`
  return { tag: "script", children, injectTo: "head-prepend" }
}
