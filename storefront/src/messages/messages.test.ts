import { describe, expect, it } from "vitest"
import { catalogueParts, messages } from "."

/** Every leaf of a catalogue with its path (a.b.0.c) — strings, functions, and anything else that crept in. */
function leaves(value: unknown, at: string): [string, unknown][] {
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key))
  return [[at, value]]
}

describe("the messages catalogue", () => {
  it("holds only non-empty strings and functions", () => {
    const bad = leaves(messages, "").filter(([, value]) => !(typeof value === "function" || (typeof value === "string" && value.trim() !== "")))
    expect(bad).toEqual([])
  })

  it("defines each top-level key in exactly one part", () => {
    const owners = new Map<string, string[]>()
    for (const [part, entries] of Object.entries(catalogueParts)) {
      for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), part])
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([])
    // Nothing is lost or added when the parts are merged into the one lookup.
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort())
  })
})
