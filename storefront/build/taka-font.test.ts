// @vitest-environment node
// (The font tools' WebAssembly rejects the DOM environment's byte arrays.)
import { mkdtemp, readFile, rm, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import subsetFont from "subset-font"
import { afterAll, describe, expect, it } from "vitest"
import { SWITCH_LABEL, TAKA_SIGN, writeTakaFonts } from "./taka-font"

describe("the taka sign's font", () => {
  let dir = ""
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("is written per weight, each under 2 KB, and still draws the taka sign and the switch's label", async () => {
    dir = await mkdtemp(join(tmpdir(), "taka-font-"))
    const files = await writeTakaFonts(dir)

    expect(files.map((file) => file.slice(dir.length + 1))).toEqual(["taka-400.woff2", "bangla-400.woff2", "taka-700.woff2", "bangla-700.woff2"])
    for (const file of files.filter((name) => /taka-\d+\.woff2$/.test(name))) {
      expect((await stat(file)).size).toBeLessThan(2048)
      // Cut down again: keeping the taka sign keeps a glyph, asking for a letter it lacks leaves only the empty one.
      const font = await readFile(file)
      const [taka, label, none] = await Promise.all([subsetFont(font, TAKA_SIGN), subsetFont(font, SWITCH_LABEL), subsetFont(font, "A")])
      expect(taka.length).toBeGreaterThan(none.length)
      expect(label.length).toBeGreaterThan(none.length)
    }
    // Four subsets with HarfBuzz's WebAssembly: seconds on a busy two-core machine.
  }, 30_000)

  it("cuts the Bangla pages' face to the Bengali script: under 45 KB a weight, every letter and conjunct kept", async () => {
    for (const weight of ["400", "700"]) {
      const font = await readFile(join(dir, `bangla-${weight}.woff2`))
      expect(font.length).toBeLessThan(45 * 1024)
      const none = await subsetFont(font, "A")
      // A conjunct (ক্ষ) is a ligature of three code points: the subset keeps its glyph.
      const [letter, conjunct] = await Promise.all([subsetFont(font, "ক"), subsetFont(font, "ক্ষ")])
      expect(letter.length).toBeGreaterThan(none.length)
      expect(conjunct.length).toBeGreaterThan(letter.length)
    }
  })
})
