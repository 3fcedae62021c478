import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { stages } from "../../../lib/config/__tests__/dockerfiles"
import { seedImagesDir } from "../images"

/** The backend image's demo seed (issue 27, "Production image"): beside the seed, which it checks. */
describe("backend/Dockerfile: the demo seed", () => {
  it("carries the seed's pictures where the built seed looks for them (SEED_DEMO=true)", () => {
    const all = stages("backend/Dockerfile")
    const runtime = all[all.length - 1]
    expect(runtime.lines).toContain("COPY backend/data/ /app/backend/data/")
    // seedImagesDir() walks up from the built seed script: /app/backend/data is on its way.
    const image = mkdtempSync(join(tmpdir(), "chaka-image-"))
    try {
      mkdirSync(join(image, "app/backend/data/seed-images"), { recursive: true })
      expect(seedImagesDir(join(image, "app/backend/.medusa/server/src/scripts/seed"))).toBe(join(image, "app/backend/data/seed-images"))
    } finally {
      rmSync(image, { recursive: true, force: true })
    }
  })
})
