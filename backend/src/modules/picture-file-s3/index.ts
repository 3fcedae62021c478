import { PutObjectCommand } from "@aws-sdk/client-s3"
// The package exports only its provider definition; the class is where Medusa builds it.
import { S3FileService } from "@medusajs/file-s3/dist/services/s3-file"
import type { FileTypes } from "@medusajs/framework/types"
import { MedusaError, ModuleProvider, Modules } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { fitPicture } from "../../lib/pictures/fit-picture"
import { copyKey, withCopies, withCopyKeys } from "../../lib/pictures/picture-copies"
import { asShopPicture, refusePublicStream } from "../../lib/pictures/shop-picture"

/**
 * Medusa's S3 file provider, keeping uploaded pictures fitted to be shown
 * (lib/pictures/fit-picture.ts) with their smaller copies beside them (picture-copies.ts).
 * Every public file must be a picture, stored under a generated name (lib/pictures/shop-picture.ts).
 */
export class PictureS3FileService extends S3FileService {
  async upload(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderFileResultDTO> {
    const { file: picture, copies } = await withCopies(await fitPicture(await shopFile(file)))
    const stored = await super.upload(picture)
    await Promise.all(
      copies.map(({ width, content }) =>
        this.client_.send(
          new PutObjectCommand({
            ACL: this.resolveAcl("public"),
            Bucket: this.config_.bucket,
            Key: copyKey(stored.key, width),
            Body: content,
            ContentType: "image/webp",
            CacheControl: this.config_.cacheControl,
          })
        )
      )
    )
    return stored
  }

  /** Streams are for the engine's own (private) exports: a public file must come whole, to be checked. */
  async getUploadStream(fileData: FileTypes.ProviderUploadStreamDTO) {
    refusePublicStream(fileData)
    return super.getUploadStream(fileData)
  }

  /**
   * A presigned URL lets the client put bytes straight into the bucket, past the picture check
   * of `upload`: only private files (the dashboard's CSV imports, read back by the engine) may
   * come that way. A public one (what /static or the CDN would serve) is refused with a 400.
   */
  async getPresignedUploadUrl(fileData: FileTypes.ProviderGetPresignedUploadUrlDTO) {
    if (fileData?.access !== "private") throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.uploadPresignedNotPrivate)
    return super.getPresignedUploadUrl(fileData)
  }

  async delete(files: FileTypes.ProviderDeleteFileDTO | FileTypes.ProviderDeleteFileDTO[]): Promise<void> {
    await super.delete(withCopyKeys(files))
  }
}

export default ModuleProvider(Modules.FILE, { services: [PictureS3FileService] })

/**
 * Public files (every upload route: Medusa's /admin/uploads, the shop's and the plugins') are
 * pictures, checked and renamed by their bytes. Private files are the engine's own (product
 * exports and import chunks: CSV, JSON) and keep Medusa's handling.
 */
function shopFile(file: FileTypes.ProviderUploadFileDTO): Promise<FileTypes.ProviderUploadFileDTO> {
  return file.access === "public" ? asShopPicture(file) : Promise.resolve(file)
}
