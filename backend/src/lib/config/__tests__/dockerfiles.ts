import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"

/** Helpers of the specs that read the compose file and the Dockerfiles (no Docker engine here). */

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "docker-compose.yml"))) return dir
    if (dirname(dir) === dir) throw new Error(`docker-compose.yml not found above ${from}`)
  }
}
export const ROOT = findRoot(__dirname)
export const read = (path: string) => readFileSync(join(ROOT, path), "utf8")

export type Stage = { from: string; name?: string; lines: string[] }

/** A Dockerfile's instructions per stage (continuation lines joined, comments dropped). */
export function stages(path: string): Stage[] {
  const lines = read(path)
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean)
  const result: Stage[] = []
  for (const line of lines) {
    const from = /^FROM (\S+)(?: AS (\S+))?$/i.exec(line)
    if (from) result.push({ from: from[1], name: from[2], lines: [] })
    else result[result.length - 1].lines.push(line)
  }
  return result
}

/** The `node -e '...'` scripts of a RUN line, in order. */
export const nodeScripts = (line: string) => [...line.matchAll(/node -e '([^']*)'/g)].map((m) => m[1])
