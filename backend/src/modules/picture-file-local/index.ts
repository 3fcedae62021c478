import { LocalFileService } from "@medusajs/file-local"
import type { FileTypes } from "@medusajs/framework/types"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { fitPicture } from "../../lib/pictures/fit-picture"

/** Medusa's local file provider, keeping uploaded pictures fitted to be shown (lib/pictures/fit-picture.ts). */
class PictureLocalFileService extends LocalFileService {
  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    return super.upload(await fitPicture(file))
  }
}

export default ModuleProvider(Modules.FILE, { services: [PictureLocalFileService] })
