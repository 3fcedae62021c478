// @vitest-environment node
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

/**
 * No import cycle in storefront/src, type-only imports included (as madge counts them): a cycle
 * means two files that cannot be read, tested or moved one without the other. TypeScript's own
 * pre-parser lists each file's imports, so this needs no extra dependency.
 */
const SRC = path.resolve(import.meta.dirname, "..")

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

/** The file a relative specifier names (./x, ./x.ts, ./x/index.ts), or undefined outside src. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => candidate.startsWith(SRC) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
  )
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true)
    const targets = importedFiles.map(({ fileName }) => (fileName.startsWith(".") ? resolve(file, fileName) : undefined))
    graph.set(
      file,
      targets.filter((target): target is string => target !== undefined)
    )
  }
  return graph
}

/** Every cycle found by a depth-first walk, each as the files around it (relative to src). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const stack: string[] = []
  const visit = (file: string) => {
    const open = stack.indexOf(file)
    if (open >= 0) return void found.push([...stack.slice(open), file].map((f) => path.relative(SRC, f)))
    if (done.has(file)) return
    stack.push(file)
    for (const next of graph.get(file) ?? []) visit(next)
    stack.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return found
}

describe("storefront imports", () => {
  it("have no cycle", () => {
    expect(cycles(importGraph())).toEqual([])
  })

  it("the check finds a cycle when there is one", () => {
    const a = path.join(SRC, "a.ts")
    const b = path.join(SRC, "b.ts")
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ])
      )
    ).toEqual([["a.ts", "b.ts", "a.ts"]])
  })
})
