/**
 * Keeps the map true (run by `npm run lint`). The map is docs/architecture-map.json: one row per
 * folder, what it owns and what it may import; ESLint's chaka/import-map enforces the imports.
 * This checks the rest: every row's folder exists, every folder under the places the map covers
 * (its "complete" list) has a row, every import entry names something real, and
 * docs/architecture.md's tables are the ones the map generates. `--write` rewrites those tables;
 * `--map <file>` and `--doc <file>` read (and write) other copies, as the map's tests do.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { compileMap, MAP_FILE, tableProblems, withTables, type CompiledMap, type ImportMap } from "./lib/import-map.mjs"

const root = path.resolve(import.meta.dirname, "..")
const DOC = "docs/architecture.md"

/** Folders that are tools' output or machine state, or tests beside their subject, never the architecture. */
const IGNORED = /^(\.|node_modules$|dist$|build$|test-results$|playwright-report$|coverage$|__tests__$)/

const isFolder = (relative: string) => {
  try {
    return statSync(path.join(root, relative)).isDirectory()
  } catch {
    return false
  }
}
/** Whether a folder holds a file, at any depth: git keeps no empty folder (one a move left behind). */
const holdsFiles = (relative: string): boolean =>
  readdirSync(path.join(root, relative), { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(path.posix.join(relative, entry.name)))
  )
const subFolders = (parent: string) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !IGNORED.test(entry.name))
    .map((entry) => path.posix.join(parent, entry.name))
    .filter(holdsFiles)

/** Local state the repository ignores (.gitignore), e.g. a developer's data folder. */
const IGNORE_PATTERNS = readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, ""))
  .filter((line) => line && !line.startsWith("#"))
const gitIgnored = (folder: string) =>
  IGNORE_PATTERNS.some(
    (pattern) => pattern === folder || pattern === path.posix.basename(folder) || (pattern.endsWith("*") && folder.startsWith(pattern.slice(0, -1)))
  )

/** Whether a row's folder pattern (maybe with `*`) names a folder: the same segments, `*` for any one. */
const names = (pattern: string, folder: string) => {
  const want = pattern.replace(/\/$/, "").split("/")
  const have = folder.split("/")
  return want.length === have.length && want.every((segment, i) => segment === "*" || segment === have[i])
}

export function treeProblems(map: ImportMap, compiled: CompiledMap): string[] {
  const found: string[] = []
  const rows = map.tables.flatMap((table) => table.rows)
  for (const row of rows) {
    if (row.folder.endsWith("/")) {
      const fixed = row.folder.split("*")[0].replace(/\/$/, "")
      if (!isFolder(fixed) || !holdsFiles(fixed)) found.push(`${MAP_FILE} names ${row.folder}, which does not exist`)
    } else if (!existsSync(path.join(root, row.folder))) found.push(`${MAP_FILE} names ${row.folder}, which does not exist`)
    for (const entry of row.imports ?? []) {
      if (entry === "*") continue
      const real = entry.startsWith("@") ? compiled.packages.has(entry) : existsSync(path.join(root, entry))
      if (!real) found.push(`${MAP_FILE}: ${row.folder} may import ${entry}, which does not exist`)
    }
  }
  for (const parent of map.complete) {
    for (const folder of subFolders(parent)) {
      if (!gitIgnored(folder) && !rows.some((row) => names(row.folder, folder)))
        found.push(`${folder}/ is not in ${MAP_FILE}: add a row saying what it owns and what it may import`)
    }
  }
  return found
}

if (import.meta.filename === process.argv[1]) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name)
    return at > 0 ? path.resolve(process.argv[at + 1]) : undefined
  }
  const mapFile = option("--map") ?? path.join(root, MAP_FILE)
  const docFile = option("--doc") ?? path.join(root, DOC)
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as ImportMap
  const compiled = compileMap(map, root)
  if (process.argv.includes("--write")) {
    writeFileSync(docFile, withTables(readFileSync(docFile, "utf8"), map, compiled))
    console.log(`${DOC}: tables written from ${MAP_FILE}`)
  }
  const found = [...treeProblems(map, compiled), ...tableProblems(readFileSync(docFile, "utf8"), map, compiled)]
  if (found.length) {
    for (const problem of found) console.error(problem)
    process.exit(1)
  }
  console.log(`${MAP_FILE}: every mapped folder exists, every folder is mapped, and ${DOC}'s tables are generated from it`)
}
