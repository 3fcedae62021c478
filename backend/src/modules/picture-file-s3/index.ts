// The package exports only its provider definition; the class is where Medusa builds it.
import { S3FileService } from "@medusajs/file-s3/dist/services/s3-file"
import type { FileTypes } from "@medusajs/framework/types"
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { fitPicture } from "../../lib/pictures/fit-picture"

/** Medusa's S3 file provider, keeping uploaded pictures fitted to be shown (lib/pictures/fit-picture.ts). */
class PictureS3FileService extends S3FileService {
  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    return super.upload(await fitPicture(file))
  }
}

export default ModuleProvider(Modules.FILE, { services: [PictureS3FileService] })
