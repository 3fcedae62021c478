// @vitest-environment node
// (The font tools' WebAssembly rejects the DOM environment's byte arrays.)
import { mkdtemp, readFile, rm, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import subsetFont from "subset-font"
import { afterAll, describe, expect, it } from "vitest"
import { TAKA_SIGN, writeTakaFonts } from "./taka-font"

describe("the taka sign's font", () => {
  let dir = ""
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("is written per weight, each under 2 KB, and still draws the taka sign", async () => {
    dir = await mkdtemp(join(tmpdir(), "taka-font-"))
    const files = await writeTakaFonts(dir)

    expect(files.map((file) => file.slice(dir.length + 1))).toEqual(["taka-400.woff2", "taka-700.woff2"])
    for (const file of files) {
      expect((await stat(file)).size).toBeLessThan(2048)
      // Cut down again: keeping the taka sign keeps a glyph, asking for a letter it lacks leaves only the empty one.
      const font = await readFile(file)
      const [taka, none] = await Promise.all([subsetFont(font, TAKA_SIGN), subsetFont(font, "A")])
      expect(taka.length).toBeGreaterThan(none.length)
    }
  })
})
