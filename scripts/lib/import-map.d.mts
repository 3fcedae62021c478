/** Types of import-map.mjs (plain JavaScript so ESLint's config can load it). */

export const MAP_FILE: string
export const TEST_FILE: RegExp

/** A row as docs/architecture-map.json writes it. */
export interface MapRow {
  /** Repository path: a folder ends in "/" (`*` for any one folder), else a file. */
  folder: string
  owns: string
  /** Folders ("…/"), files, @chaka packages, or "*"; the zone's own folder is always allowed. */
  imports?: string[]
  /** Adds the enclosing row's imports, and makes the row one zone with it. */
  asParent?: boolean
  /** Prose after the imports in the table (what is not a folder: "Medusa", "never …"). */
  note?: string
  /** What to do instead, said when this row (or a row "as" it) imports what it may not, or is imported without leave. */
  hints?: { importing?: string; imported?: string }
}

export interface ImportMap {
  about: string
  /** Folders whose every sub-folder a row must cover. */
  complete: string[]
  labels?: Record<string, string>
  tables: { id: string; base: string; rows: MapRow[] }[]
}

export interface CompiledRow extends MapRow {
  table: string
  base: string
  isFile: boolean
  segments: string[]
  wildcard: boolean
  parent: CompiledRow | undefined
  zone: CompiledRow
  allowed: string[]
}

export type Finding =
  | { kind: "refused"; from: CompiledRow; to: CompiledRow; target: string; hint: string | undefined }
  | { kind: "internal"; from: CompiledRow; to: undefined; target: string }
  | { kind: "workspace"; from: CompiledRow; to: CompiledRow | undefined; target: string }

export interface CompiledMap {
  rows: CompiledRow[]
  packages: Map<string, { name: string; folder: string; exports: string[] | undefined }>
  rowOf(file: string): CompiledRow | undefined
  resolve(importer: string, specifier: string): { target: string; internal?: undefined } | { internal: string; target?: undefined } | undefined
  check(importer: string, specifier: string): Finding | undefined
  parentOf(row: CompiledRow): CompiledRow | undefined
}

export function compileMap(map: ImportMap, root: string, options?: { alias?: (file: string) => string }): CompiledMap
export function loadMap(root: string): ImportMap
export function shownEntry(map: ImportMap, base: string, entry: string): string
export function mayImportCell(map: ImportMap, row: CompiledRow): string
export function renderTable(map: ImportMap, compiled: CompiledMap, tableId: string): string
export function withTables(markdown: string, map: ImportMap, compiled: CompiledMap): string
export function tableProblems(markdown: string, map: ImportMap, compiled: CompiledMap): string[]
