import { createRequire } from "node:module"

/*
 * Hind Siliguri (Indian Type Foundry, SIL Open Font License 1.1), as TrueType from the
 * @expo-google-fonts/hind-siliguri package: a PDF needs TTF/OTF (the storefront's @fontsource
 * copies are WOFF2, cut into unicode ranges). Its Latin letters, digits and ৳ make it the one
 * font of every paper. pdfkit lays text out with fontkit, whose Indic shaper applies the font's
 * Bengali rules: pre-base vowel signs (কি, কে), reph (র্ক), conjuncts (ক্ষ, ন্দ্র, ট্র). Hind
 * Siliguri draws each conjunct as one glyph; Noto Sans Bengali (the storefront's web font) builds
 * some from pieces that fontkit leaves unplaced (the ra-phala of ন্দ্র and ট্র lands on the next
 * letter), so it is not used here — see __tests__/bangla-shaping.unit.spec.ts.
 */
const fonts = createRequire(__filename)

export const PAPER_FONT = {
  regular: fonts.resolve("@expo-google-fonts/hind-siliguri/400Regular/HindSiliguri_400Regular.ttf"),
  bold: fonts.resolve("@expo-google-fonts/hind-siliguri/700Bold/HindSiliguri_700Bold.ttf"),
}
