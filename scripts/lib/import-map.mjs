// The import map (docs/architecture-map.json) read as rules: which row a file is in, what that row
// may import, whether one import is allowed, and the markdown tables docs/architecture.md shows.
// Plain JavaScript because ESLint's config (eslint.config.mjs) loads it; its types are in
// import-map.d.mts for scripts/check-architecture.ts and the tests.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

export const MAP_FILE = "docs/architecture-map.json"

/**
 * Test files (in `__tests__/` or `testing/`, named `*.spec.*`, `*.test.*` or `test-*.*`): treated
 * as the folder they sit in, so a test imports what its subject may, plus the test harnesses.
 */
export const TEST_FILE = /(^|\/)(__tests__|testing)\/|\.(spec|test)\.[cm]?[jt]sx?$|(^|\/)test-[^/]+$/
/** What any test file may import besides its folder's imports, from any workspace: the harnesses. */
const TEST_HARNESSES = ["storefront/src/testing/", "backend/integration-tests/", "e2e/"]

const EXTENSION = /\.(d\.)?[cm]?[jt]sx?$/
const stripExtension = (file) => file.replace(EXTENSION, "").replace(/\/index$/, "")
const toPosix = (file) => file.split(path.sep).join("/")

/** The workspaces' packages by name (`@chaka/kit` → its folder and package.json "exports"). */
function readPackages(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  const packages = new Map()
  for (const pattern of manifest.workspaces ?? []) {
    const folders = pattern.endsWith("/*") ? readdirNames(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern]
    for (const folder of folders) {
      let json
      try {
        json = JSON.parse(readFileSync(path.join(root, folder, "package.json"), "utf8"))
      } catch {
        continue
      }
      packages.set(json.name, { name: json.name, folder, exports: json.exports ? Object.keys(json.exports) : undefined })
    }
  }
  return packages
}

const readdirNames = (folder) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

const segmentsOf = (pattern) => pattern.replace(/\/$/, "").split("/").filter(Boolean)

/**
 * Whether a row's pattern covers a repository path: a folder row covers itself and everything in
 * it (`*` stands for one folder), a file row its file (with or without extension). Returns the
 * concrete folder or file it covers the path by, or undefined.
 */
function cover(row, file) {
  const parts = file.split("/").filter(Boolean)
  if (row.isFile) return stripExtension(file) === stripExtension(row.folder) ? row.folder : undefined
  if (parts.length < row.segments.length) return undefined
  for (let i = 0; i < row.segments.length; i += 1) if (row.segments[i] !== "*" && row.segments[i] !== parts[i]) return undefined
  return parts.slice(0, row.segments.length).join("/")
}

/** Specificity: deeper first; at one depth a named folder before a wildcard; a file before a folder. */
const rank = (row) => row.segments.length * 4 + (row.wildcard ? 0 : 2) + (row.isFile ? 1 : 0)

/**
 * The map compiled: every row with its parent, zone and allowed imports.
 * @param {object} map the parsed docs/architecture-map.json
 * @param {string} root the repository's folder
 * @param {{ alias?: (file: string) => string }} options `alias` maps a path to where it will live
 *   (to measure an older tree against this map)
 */
export function compileMap(map, root, { alias = (file) => file } = {}) {
  const packages = readPackages(root)
  const rows = []
  for (const table of map.tables) {
    for (const source of table.rows) {
      const isFile = !source.folder.endsWith("/")
      const segments = segmentsOf(source.folder)
      rows.push({ ...source, table: table.id, base: table.base, isFile, segments, wildcard: segments.includes("*") })
    }
  }
  rows.sort((a, b) => rank(b) - rank(a))

  /** The most specific row covering a repository path, or undefined. */
  const rowOf = (file) => rows.find((row) => cover(row, file) !== undefined)
  // The parent of a row: the most specific other row covering its folder, less specific than it.
  for (const row of rows) {
    const probe = row.folder.replace(/\/$/, "")
    row.parent = rows.find((other) => other !== row && rank(other) < rank(row) && cover(other, probe) !== undefined)
    if (row.asParent && !row.parent) throw new Error(`${MAP_FILE}: ${row.folder} is "as parent" but no row encloses it`)
  }
  const zoneOf = (row) => (row.asParent ? zoneOf(row.parent) : row)
  // What a row may import: its own entries and, "as parent", everything its parent may.
  const allowedOf = (row) => [...(row.asParent ? allowedOf(row.parent) : []), ...(row.imports ?? [])]
  for (const row of rows) {
    row.zone = zoneOf(row)
    row.allowed = allowedOf(row)
  }

  /** A row's hint of one kind, or its nearest "as parent" ancestor's. */
  const hintOf = (row, kind) => row.hints?.[kind] ?? (row.asParent ? hintOf(row.parent, kind) : undefined)
  const packageFolder = (name) => packages.get(name)?.folder
  /** Whether an entry of a row's imports allows a repository path. */
  const entryAllows = (entry, file) => {
    if (entry === "*") return true
    const folder = entry.startsWith("@") ? packageFolder(entry) : entry.endsWith("/") ? entry.slice(0, -1) : undefined
    if (folder !== undefined) return file === folder || file.startsWith(`${folder}/`)
    return stripExtension(file) === stripExtension(entry)
  }
  const workspaceOf = (file) => [...packages.values()].find((pkg) => file === pkg.folder || file.startsWith(`${pkg.folder}/`))

  /**
   * Where a specifier leads from a file: `{ target }` (a repository path), `{ internal }` (a
   * workspace package's subpath its package.json does not export), or undefined when the map
   * has nothing to say (an npm package, a path outside the repository).
   */
  function resolve(importer, specifier) {
    if (specifier.startsWith(".")) {
      const target = toPosix(path.relative(root, path.resolve(root, path.dirname(importer), specifier)))
      if (target.startsWith("..") || path.isAbsolute(target)) return undefined
      return { target }
    }
    const match = /^(@chaka\/[^/]+)(?:\/(.*))?$/.exec(specifier)
    const pkg = match && packages.get(match[1])
    if (!pkg) return undefined
    const sub = match[2]
    if (!sub) return { target: pkg.folder }
    if (pkg.exports) {
      const exported = pkg.exports.some((key) => {
        const [head, tail] = key.replace(/^\.\//, "").split("*")
        return tail === undefined ? key === `./${sub}` : sub.startsWith(head) && sub.endsWith(tail) && sub.length > head.length + tail.length
      })
      return exported ? { target: pkg.folder } : { internal: pkg.name }
    }
    // A package without "exports" (the backend, the storefront): its paths, `src/` implied.
    return { target: sub.startsWith("src/") || sub === "package.json" ? `${pkg.folder}/${sub}` : `${pkg.folder}/src/${sub}` }
  }

  /**
   * Whether `importer` (a repository path) may import `specifier`: undefined when allowed or not
   * the map's business, else a finding `{ kind, from, to, allowed, hint }`.
   */
  function check(file, specifier) {
    const importer = alias(file)
    const from = rowOf(importer)
    // A Vite asset (`./font.woff2?url`) is a file served by URL, not a module.
    if (!from || specifier.includes("?")) return undefined
    const where = resolve(file, specifier)
    if (!where) return undefined
    if (where.internal) return { kind: "internal", from, to: undefined, target: where.internal }
    const target = alias(where.target)
    if (TEST_FILE.test(importer) && TEST_HARNESSES.some((entry) => entryAllows(entry, target))) return undefined
    const ownWorkspace = workspaceOf(importer)
    const targetWorkspace = workspaceOf(target)
    if (specifier.startsWith(".") && ownWorkspace && targetWorkspace && ownWorkspace !== targetWorkspace)
      return { kind: "workspace", from, to: rowOf(target), target: targetWorkspace.name }
    const to = rowOf(target)
    if (!to) return undefined
    // One zone: the row and its "as parent" sub-rows, at the same concrete folder (one feature is not another).
    if (to.zone === from.zone && cover(from.zone, target) === cover(from.zone, importer)) return undefined
    if (from.allowed.some((entry) => entryAllows(entry, target))) return undefined
    // What to do instead: the importer's rule for what it imports, the target's for who imports it.
    const hints = [hintOf(from, "importing"), hintOf(to, "imported")].filter(Boolean)
    return { kind: "refused", from, to, target, hint: [...new Set(hints)].join("; ") || undefined }
  }

  return { rows, packages, rowOf, resolve, check, parentOf: (row) => row.parent }
}

/** The map read from the repository. */
export function loadMap(root) {
  return JSON.parse(readFileSync(path.join(root, MAP_FILE), "utf8"))
}

/** An entry of a row's imports as the tables show it: relative to the table's base, or its label. */
export function shownEntry(map, base, entry) {
  if (map.labels?.[entry]) return map.labels[entry]
  if (entry.startsWith("@")) return `\`${entry}\``
  // The base itself by its last folder (`src/`), what is below it relative to it (`lib/`).
  if (entry === base) return `\`${path.posix.basename(base)}/\``
  return `\`${base && entry.startsWith(base) ? entry.slice(base.length) : entry}\``
}

/** A row's "May import" cell: "as `parent/`", its own imports, its note. */
export function mayImportCell(map, row) {
  const own = (row.imports ?? []).map((entry) => shownEntry(map, row.base, entry)).join(", ")
  const parent = row.asParent ? `as ${shownEntry(map, row.base, row.parent.folder)}` : ""
  const imports = parent && own ? `${parent}, and ${own}` : parent || own
  return [imports, row.note].filter(Boolean).join("; ") || "nothing"
}

const START = (id) => `<!-- map:${id} — generated from ${MAP_FILE}; edit the map, then run \`npx tsx scripts/check-architecture.ts --write\` -->`
const END = (id) => `<!-- /map:${id} -->`

/** One table of the map as markdown, rows in the map's order. */
export function renderTable(map, compiled, tableId) {
  const table = map.tables.find((candidate) => candidate.id === tableId)
  const lines = ["| Folder | Owns | May import |", "| --- | --- | --- |"]
  for (const source of table.rows) {
    const row = compiled.rows.find((candidate) => candidate.folder === source.folder && candidate.table === tableId)
    const cell = (text) => text.replace(/\|/g, "\\|")
    lines.push(`| \`${row.folder}\` | ${cell(row.owns)} | ${cell(mayImportCell(map, row))} |`)
  }
  return lines.join("\n")
}

/**
 * The markdown with every table between its markers (`<!-- map:<id> ... -->` and
 * `<!-- /map:<id> -->`) generated from the map. Throws when a table's markers are missing.
 */
export function withTables(markdown, map, compiled) {
  let result = markdown
  for (const table of map.tables) {
    const pattern = new RegExp(`<!-- map:${table.id}[ —][^\\n]*-->\\n(?:[\\s\\S]*?\\n)?<!-- /map:${table.id} -->`)
    if (!pattern.test(result)) throw new Error(`docs/architecture.md has no markers for the map's table "${table.id}": ${START(table.id)} … ${END(table.id)}`)
    result = result.replace(pattern, () => `${START(table.id)}\n${renderTable(map, compiled, table.id)}\n${END(table.id)}`)
  }
  return result
}

/** What is wrong with the markdown's tables: [] when they are what the map generates. */
export function tableProblems(markdown, map, compiled) {
  let generated
  try {
    generated = withTables(markdown, map, compiled)
  } catch (error) {
    return [error.message]
  }
  if (generated === markdown) return []
  const stale = map.tables.filter((table) => {
    const own = new RegExp(`<!-- map:${table.id}[ —][\\s\\S]*?<!-- /map:${table.id} -->`)
    return own.exec(generated)?.[0] !== own.exec(markdown)?.[0]
  })
  return [
    `docs/architecture.md's ${stale.map((table) => `"${table.id}"`).join(", ")} table differs from ${MAP_FILE}: edit the map, then run \`npx tsx scripts/check-architecture.ts --write\``,
  ]
}
