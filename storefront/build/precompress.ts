import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { extname, join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the browser downloads (source maps only open in developer tools: left as they are). */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"])
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024

/** Every file under `dir` (dot folders such as .vite and .chaka left out). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.filter((entry) => !entry.name.startsWith(".")).map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
  )
  return nested.flat()
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, so the storefront's
 * server (sirv, server/shop-server.ts) sends them compressed without compressing on
 * every request. Returns the files it compressed.
 */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)))
  const done: string[] = []
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const source = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipAsync(source, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      done.push(file)
    })
  )
  return done
}

/** The Vite plugin: compresses once the build is written (after index.html's last changes). */
export function precompressPlugin(): Plugin {
  return {
    name: "chaka-precompress",
    apply: "build",
    writeBundle: { order: "post", sequential: true, handler: async ({ dir }) => void (await precompress(dir!)) },
  }
}
