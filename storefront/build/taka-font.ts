import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import subsetFont from "subset-font"
import type { Plugin } from "vite"

/** The one character the shop's own font has to draw: the taka sign. */
export const TAKA_SIGN = "\u09F3"

/** Where the subsets are written; src/styles.css's @font-face rules point here. */
export const TAKA_FONT_DIR = join(import.meta.dirname, "..", ".fonts")

const WEIGHTS = ["400", "700"] as const

/**
 * Noto Sans Bengali cut down to the taka sign (≈ 0.7 KB per weight instead of 44–48 KB):
 * prices are the only Bengali-block text the shop shows, and the whole Bengali face was the
 * largest download on a page after the app's bundle, competing with the first pictures.
 */
export async function writeTakaFonts(dir = TAKA_FONT_DIR): Promise<string[]> {
  const require = createRequire(import.meta.url)
  await mkdir(dir, { recursive: true })
  return Promise.all(
    WEIGHTS.map(async (weight) => {
      const source = await readFile(require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`))
      const file = join(dir, `taka-${weight}.woff2`)
      await writeFile(file, await subsetFont(source, TAKA_SIGN, { targetFormat: "woff2" }))
      return file
    })
  )
}

/** Writes the subsets before Vite reads the stylesheet that uses them (build and dev server). */
export function takaFont(): Plugin {
  return { name: "chaka-taka-font", buildStart: async () => void (await writeTakaFonts()) }
}
