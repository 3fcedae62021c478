import { execFileSync } from "node:child_process"
import { readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export type Size = { w: number; h: number }

/**
 * SVG → PNG (rsvg-convert) → WebP (cwebp), for the committed seed pictures. Tries each
 * quality in turn until the file is under `maxBytes` (no limit: the first quality is kept).
 * Returns the file's size.
 */
export function svgToWebp(svg: string, size: Size, target: string, workDir: string, qualities: number[], maxBytes = Infinity): number {
  const svgFile = join(workDir, "image.svg")
  const pngFile = join(workDir, "image.png")
  writeFileSync(svgFile, svg)
  try {
    execFileSync("rsvg-convert", ["-w", String(size.w), "-h", String(size.h), "-o", pngFile, svgFile], { stdio: "pipe" })
  } catch (error) {
    throw new Error(`rsvg-convert could not draw ${target}: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`)
  }
  for (const quality of qualities) {
    execFileSync("cwebp", ["-quiet", "-q", String(quality), "-m", "6", "-metadata", "none", pngFile, "-o", target])
    const bytes = statSync(target).size
    if (bytes < maxBytes) return bytes
  }
  throw new Error(`${target} is larger than ${maxBytes / 1024} KB even at low quality: simplify the drawing`)
}

/** Deletes the .webp files in `dir` that the last run did not write (removed products, news...). */
export function removeStaleImages(dir: string, expected: Set<string>): void {
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".webp") && !expected.has(name)) rmSync(join(dir, name))
  }
}
