// @vitest-environment node
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * docs/architecture.md's tables are generated from docs/architecture-map.json by
 * scripts/check-architecture.ts (which `npm run lint` runs): run here on copies of both.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..")
const MAP = "docs/architecture-map.json"

interface Row {
  folder: string
  owns: string
  imports?: string[]
  asParent?: boolean
}
type Map = { tables: { id: string; rows: Row[] }[] }

/** A copy of the map (changed by `edit`) and of docs/architecture.md, in a fresh folder. */
function copies(edit: (map: Map) => void = () => {}) {
  const folder = mkdtempSync(path.join(tmpdir(), "architecture-map-"))
  const map = JSON.parse(readFileSync(path.join(repoRoot, MAP), "utf8")) as Map
  edit(map)
  const files = { map: path.join(folder, "map.json"), doc: path.join(folder, "architecture.md") }
  writeFileSync(files.map, JSON.stringify(map))
  writeFileSync(files.doc, readFileSync(path.join(repoRoot, "docs/architecture.md"), "utf8"))
  return files
}

/** scripts/check-architecture.ts on the copies: its exit status and what it said about the tables. */
function check(files: { map: string; doc: string }, ...flags: string[]) {
  try {
    execFileSync(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/check-architecture.ts", "--map", files.map, "--doc", files.doc, ...flags], {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: "pipe",
    })
    return { status: 0, tables: [] as string[], tree: [] as string[] }
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string }
    // The tree's own problems (a folder moving while others work) are not this test's subject.
    const lines = stderr.split("\n")
    return { status, tables: lines.filter((line) => /table|markers/.test(line)), tree: lines.filter((line) => line && !/table|markers/.test(line)) }
  }
}
const rowOf = (map: Map, folder: string) => map.tables.flatMap((table) => table.rows).find((row) => row.folder === folder)!
const rowLine = (doc: string, folder: string) =>
  readFileSync(doc, "utf8")
    .split("\n")
    .find((line) => line.startsWith(`| \`${folder}\` |`))

// Each check starts tsx (a few seconds on a busy machine).
describe("the architecture map's tables", { timeout: 60_000 }, () => {
  it("are what docs/architecture.md shows now", () => {
    expect(check(copies()).tables).toEqual([])
  })

  it("fail when the map changes and the table is stale, and pass once --write rewrote it", () => {
    const files = copies((map) => rowOf(map, "backend/src/links/").imports!.push("backend/src/lib/"))
    expect(check(files)).toMatchObject({
      status: 1,
      tables: [
        'docs/architecture.md\'s "backend" table differs from docs/architecture-map.json: edit the map, then run `npx tsx scripts/check-architecture.ts --write`',
      ],
    })
    expect(rowLine(files.doc, "backend/src/links/")).toBe("| `backend/src/links/` | product ↔ brand | `modules/` |")
    expect(check(files, "--write").tables).toEqual([])
    expect(rowLine(files.doc, "backend/src/links/")).toBe("| `backend/src/links/` | product ↔ brand | `modules/`, `lib/` |")
  })

  it("show a new row 'as' its parent, a changed text, and a wildcard row's children", () => {
    const files = copies((map) => {
      map.tables[1].rows.push({ folder: "backend/src/workflows/reviews/", owns: "the shop's reviews", asParent: true })
      rowOf(map, "storefront/src/config/").owns = "the shop's paths and its feature flags"
    })
    expect(check(files, "--write").tables).toEqual([])
    expect(rowLine(files.doc, "backend/src/workflows/reviews/")).toBe("| `backend/src/workflows/reviews/` | the shop's reviews | as `workflows/` |")
    expect(rowLine(files.doc, "storefront/src/config/")).toBe("| `storefront/src/config/` | the shop's paths and its feature flags | nothing |")
    expect(rowLine(files.doc, "storefront/src/features/cart/")).toBe("| `storefront/src/features/cart/` | the cart screen and its lines | as `features/*/` |")
  })

  it("fail without a table's markers", () => {
    const files = copies()
    writeFileSync(files.doc, readFileSync(files.doc, "utf8").replace("\n<!-- /map:storefront -->", ""))
    expect(check(files).tables).toEqual([expect.stringContaining('docs/architecture.md has no markers for the map\'s table "storefront"')])
  })

  it("fail a row whose folder does not exist, and an import of nothing", () => {
    const files = copies((map) => {
      map.tables[1].rows.push({ folder: "backend/src/ghosts/", owns: "nothing real", imports: ["backend/src/lib/", "backend/src/phantom/", "@chaka/phantom"] })
    })
    expect(check(files).tree).toEqual(
      expect.arrayContaining([
        "docs/architecture-map.json names backend/src/ghosts/, which does not exist",
        "docs/architecture-map.json: backend/src/ghosts/ may import backend/src/phantom/, which does not exist",
        "docs/architecture-map.json: backend/src/ghosts/ may import @chaka/phantom, which does not exist",
      ])
    )
  })
})
