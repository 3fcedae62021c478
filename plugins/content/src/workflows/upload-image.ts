import type { ImageInput } from "@chaka/kit"

/** A picture as the File module takes it: base64 content. */
export type { ImageInput }

export const toUploadInput = (image: ImageInput) => ({
  files: [{ filename: image.filename, mimeType: image.mimeType, content: image.content, access: "public" as const }],
})
