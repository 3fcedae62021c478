import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * The JavaScript a route downloads before it can show anything: the entry chunk, the boot
 * script that starts the first reads beside it (when the build has one), the route's own lazy
 * chunk, and every chunk they import statically (Vite's build manifest), gzip-sized
 * as nginx or the start script's static server sends it.
 */
export function initialJavaScript(distDir: string, routeModule?: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit("index.html")
  visit("src/boot.ts")
  if (routeModule) visit(routeModule)
  const gzipBytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0)
  return { files: [...files], gzipBytes }
}
