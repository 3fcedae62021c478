import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"

/**
 * The committed product pictures live in backend/data/seed-images. The seed runs from the
 * sources (backend/src) or from the build (backend/.medusa/server/src): look upwards.
 */
export function seedImagesDir(from = __dirname): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, "data", "seed-images")
    if (existsSync(candidate)) return candidate
  }
  throw new Error(`seed images not found above ${from} (expected backend/data/seed-images)`)
}

/** Uploads a product's pictures through the File module: [main, ...gallery] URLs. */
export async function uploadProductImages(container: MedusaContainer, handle: string, count = 3): Promise<string[]> {
  const dir = seedImagesDir()
  const files = Array.from({ length: count }, (_, i) => `${handle}-${i + 1}.webp`)
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: files.map((filename) => ({
        filename,
        mimeType: "image/webp",
        content: readFileSync(join(dir, filename)).toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return result.map((file) => file.url)
}
