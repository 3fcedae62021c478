import { withAdmin } from "../../../../lib/admin-sdk"

/** POST /admin/uploads (multipart `files`): the urls of the uploaded files, in the order given. */
export async function uploadImages(files: File[]): Promise<string[]> {
  if (!files.length) return []
  const { files: uploaded } = await withAdmin((sdk) => sdk.admin.upload.create({ files }))
  return uploaded.map((file) => file.url)
}
