import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import subsetFont from "subset-font"
import type { Plugin } from "vite"

/** The one character the shop's own font has to draw on an English page: the taka sign. */
export const TAKA_SIGN = "\u09F3"
/** …and the header's switch to Bangla, "বাংলা", written in Bangla on every English page. */
export const SWITCH_LABEL = "বাংলা"

/**
 * The Bengali script as Bangla is written today (U+0980–U+09FF without the Assamese and Vedic
 * letters, plus the joiners and the dotted circle a shaper draws a lone vowel sign on).
 */
export const BANGLA_TEXT = (() => {
  let text = "\u200C\u200D\u25CC"
  for (let code = 0x0980; code <= 0x09ff; code++)
    if (![0x09f0, 0x09f1, 0x09fa, 0x09fb, 0x09fc, 0x09fd, 0x09fe].includes(code)) text += String.fromCharCode(code)
  return text
})()

/** Where the subsets are written; src/styles.css's @font-face rules point here. */
export const TAKA_FONT_DIR = join(import.meta.dirname, "..", ".fonts")

const WEIGHTS = ["400", "700"] as const

/**
 * Noto Sans Bengali cut down twice. For English pages, to the taka sign and the switch's label
 * (≈ 1–2 KB per weight instead of 44–48 KB): the whole Bengali face was the largest download on
 * a page after the app's bundle. For Bangla pages, to the Bengali script alone (its Latin part
 * comes from the system's sans-serif, as on English pages), with every ligature a conjunct needs.
 */
export async function writeTakaFonts(dir = TAKA_FONT_DIR): Promise<string[]> {
  const require = createRequire(import.meta.url)
  await mkdir(dir, { recursive: true })
  const written = await Promise.all(
    WEIGHTS.map(async (weight) => {
      const source = await readFile(require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`))
      const taka = join(dir, `taka-${weight}.woff2`)
      const bangla = join(dir, `bangla-${weight}.woff2`)
      await Promise.all([
        writeFile(taka, await subsetFont(source, TAKA_SIGN + SWITCH_LABEL, { targetFormat: "woff2" })),
        writeFile(bangla, await subsetFont(source, BANGLA_TEXT, { targetFormat: "woff2" })),
      ])
      return [taka, bangla]
    })
  )
  return written.flat()
}

/** Writes the subsets before Vite reads the stylesheet that uses them (build and dev server). */
export function takaFont(): Plugin {
  return { name: "chaka-taka-font", buildStart: async () => void (await writeTakaFonts()) }
}
