/**
 * Keeps docs/architecture.md's map true (run by `npm run lint`): every folder the map names
 * exists, and every folder under the places it maps (the repository's top level, backend/src,
 * backend/src/lib, storefront/src, its features and lib, the plugins and packages) is named, so
 * a newcomer checking the map against the tree finds neither a ghost nor a stranger.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const MAP = "docs/architecture.md"

/** Folders whose every sub-folder the map must name. */
const MAPPED_PARENTS = [
  "",
  "backend/src",
  "backend/src/api",
  "backend/src/compat",
  "backend/src/lib",
  "backend/src/workflows",
  "storefront/src",
  "storefront/src/features",
  "storefront/src/lib",
  "storefront/src/components",
  "storefront/server",
  "plugins",
  "packages",
]

/** Folders that are tools' output or machine state, never the architecture. */
const IGNORED = /^(\.|node_modules$|dist$|build$|test-results$|playwright-report$|coverage$|__tests__$)/

/** The folders named in the map: the first `code span` ending in "/" of each table row. */
export function foldersInMap(markdown: string): string[] {
  const folders: string[] = []
  for (const line of markdown.split("\n")) {
    const cell = /^\|\s*`([^`]+\/)`/.exec(line)
    if (cell) folders.push(cell[1].replace(/\/$/, ""))
  }
  return folders
}

const isFolder = (relative: string) => {
  try {
    return statSync(path.join(root, relative)).isDirectory()
  } catch {
    return false
  }
}

const subFolders = (parent: string) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IGNORED.test(entry.name))
    .map((entry) => path.posix.join(parent, entry.name))

/** Local state the repository ignores (.gitignore), e.g. a developer's data folder. */
const IGNORE_PATTERNS = readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, ""))
  .filter((line) => line && !line.startsWith("#"))
const gitIgnored = (folder: string) =>
  IGNORE_PATTERNS.some(
    (pattern) => pattern === folder || pattern === path.posix.basename(folder) || (pattern.endsWith("*") && folder.startsWith(pattern.slice(0, -1)))
  )

function problems(): string[] {
  const named = foldersInMap(readFileSync(path.join(root, MAP), "utf8"))
  const found: string[] = []
  for (const folder of named) if (!isFolder(folder)) found.push(`${MAP} names ${folder}/, which does not exist`)
  const namedSet = new Set(named)
  for (const parent of MAPPED_PARENTS) {
    for (const folder of subFolders(parent)) {
      if (!namedSet.has(folder) && !gitIgnored(folder)) found.push(`${folder}/ is not in ${MAP}: add a row saying what it owns and what it may import`)
    }
  }
  return found
}

const found = problems()
if (found.length) {
  for (const problem of found) console.error(problem)
  process.exit(1)
}
console.log(`${MAP}: every mapped folder exists and every folder is mapped`)
