import { writeFile } from "node:fs/promises"
import path from "node:path"
import { LocalFileService } from "@medusajs/file-local"
import type { FileTypes } from "@medusajs/framework/types"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { fitPicture } from "../../lib/pictures/fit-picture"
import { copyKey, withCopies, withCopyKeys } from "../../lib/pictures/picture-copies"
import { asShopPicture, refusePublicStream } from "../../lib/pictures/shop-picture"

/**
 * Medusa's local file provider, keeping uploaded pictures fitted to be shown
 * (lib/pictures/fit-picture.ts) with their smaller copies beside them (picture-copies.ts).
 * Every public file must be a picture, stored under a generated name (lib/pictures/shop-picture.ts).
 */
class PictureLocalFileService extends LocalFileService {
  constructor(...args: ConstructorParameters<typeof LocalFileService>) {
    super(...args)
    // Private files (order and product exports) are kept outside the served folder
    // (`private_upload_dir`), so their address is the admin route that sends them to a signed-in
    // admin (api/admin/private-files/[key]), not /static (which refuses `private-*` names).
    const self = this as unknown as { getUploadFileUrl: (fileKey: string) => string }
    const publicUrl = self.getUploadFileUrl
    self.getUploadFileUrl = (fileKey) => (fileKey.startsWith("private-") ? privateFileUrl(this.backendUrl_, fileKey) : publicUrl(fileKey))
  }

  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    const { file: picture, copies } = await withCopies(await fitPicture(await shopFile(file)))
    const stored = await super.upload(picture)
    // Copies exist only for public pictures, which the provider keeps in its upload folder.
    await Promise.all(copies.map(({ width, content }) => writeFile(path.join(this.uploadDir_, copyKey(stored.key, width)), content)))
    return stored
  }

  /** Streams are for the engine's own (private) exports: a public file must come whole, to be checked. */
  async getUploadStream(fileData: FileTypes.ProviderUploadStreamDTO) {
    refusePublicStream(fileData)
    return super.getUploadStream(fileData)
  }

  async delete(files: FileTypes.ProviderDeleteFileDTO | FileTypes.ProviderDeleteFileDTO[]): Promise<void> {
    await super.delete(withCopyKeys(files))
  }
}

/** `<backend>/static` → `<backend>/admin/private-files/<key>`. */
export function privateFileUrl(staticUrl: string, fileKey: string): string {
  const url = new URL(staticUrl)
  url.pathname = `${url.pathname.replace(/\/static\/?$/, "")}/admin/private-files/${encodeURIComponent(fileKey)}`
  return url.href
}

export default ModuleProvider(Modules.FILE, { services: [PictureLocalFileService] })

/**
 * Public files (every upload route: Medusa's /admin/uploads, the shop's and the plugins') are
 * pictures, checked and renamed by their bytes. Private files are the engine's own (product
 * exports and import chunks: CSV, JSON) and keep Medusa's handling.
 */
function shopFile(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderUploadFileDTO> {
  return file.access === "public" ? asShopPicture(file) : Promise.resolve(file)
}
