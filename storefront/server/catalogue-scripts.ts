import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Locale } from "../src/i18n/locales"

type ManifestChunk = { file: string }

/**
 * The browser files of each language's catalogue (src/app/entry.client.tsx imports the Bangla one
 * before hydrating a Bangla page), from Vite's build manifest: the root names them in a Bangla
 * page's head as modulepreloads, so they download with the page's other scripts instead of after
 * them. Empty in development (Vite serves sources) or without a manifest.
 */
export function catalogueScripts(clientDir: string | undefined): Partial<Record<Locale, string[]>> {
  if (!clientDir) return {}
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>
  } catch {
    return {}
  }
  // Its own file: what it imports (the framework and the shell) every page loads already.
  const bangla = manifest["src/messages/bn/index.ts"]
  return bangla ? { bn: [`/${bangla.file}`] } : {}
}
