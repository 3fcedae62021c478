import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

const SKIP = new Set(["node_modules", ".medusa", "dist", "static", ".cache", "__tests__", "integration-tests"])

/** A hash of the paths, sizes and times of the files a build reads, plus build settings. */
export function fingerprint(root: string, inputs: string[], settings: Record<string, string | undefined> = {}) {
  const hash = createHash("sha1")
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!SKIP.has(entry)) visit(join(path, entry))
    } else {
      hash.update(`${relative(root, path)}:${stat.size}:${Math.trunc(stat.mtimeMs)}\n`)
    }
  }
  inputs.forEach((input) => visit(join(root, input)))
  hash.update(JSON.stringify(settings))
  return hash.digest("hex")
}

export const readStamp = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined)
export const writeStamp = (file: string, value: string) => writeFileSync(file, value + "\n")
