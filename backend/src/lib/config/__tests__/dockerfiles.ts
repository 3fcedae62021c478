import { readFileSync } from "node:fs"
import { join } from "node:path"
import { findRoot } from "./compose-file"

/** Helpers of the specs that read the compose file and the Dockerfiles (no Docker engine here). */

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
