import { configureEngine, missingEngine } from "./engine"
import { buildProjectImages, ensureBaseImage, ensureStandIns } from "./images"

/**
 * The compose test's images only (base, stand-ins, the project's two from their Dockerfiles),
 * exactly as compose.test.ts makes them: `tsx compose/build-images.ts`. scripts/test-layers.ts
 * runs it from the start of the slow layers, at low priority beside the tests (a cold build waits
 * mostly on the network and the disk), so the compose test later finds them built from these
 * very sources and only brings the stack up. Without podman and its tools it says SKIPPED.
 */
const log = (line: string) => console.log(`compose images: ${line}`)
const skipped = missingEngine()
if (skipped) {
  console.log(`SKIPPED: ${skipped}`)
  process.exit(0)
}

async function main() {
  const started = Date.now()
  const timings: Record<string, number> = {}
  const timed = async (name: string, step: () => Promise<void>) => {
    const from = Date.now()
    await step()
    timings[name] = Math.round((Date.now() - from) / 1000)
  }
  configureEngine()
  await timed("base image", () => ensureBaseImage(log))
  await timed("stand-in images", () => ensureStandIns(log))
  await timed("project images", () => buildProjectImages(log))
  log(`timings (s): ${JSON.stringify(timings)}, total ${Math.round((Date.now() - started) / 1000)} s`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
