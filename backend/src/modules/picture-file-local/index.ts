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

export default ModuleProvider(Modules.FILE, { services: [PictureLocalFileService] })

/**
 * Public files (every upload route: Medusa's /admin/uploads, the shop's and the plugins') are
 * pictures, checked and renamed by their bytes. Private files are the engine's own (product
 * exports and import chunks: CSV, JSON) and keep Medusa's handling.
 */
function shopFile(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderUploadFileDTO> {
  return file.access === "public" ? asShopPicture(file) : Promise.resolve(file)
}
