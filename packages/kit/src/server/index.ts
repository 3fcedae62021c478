/**
 * @chaka/kit: the server code the shop's plugins and its backend share. Every text a caller's
 * users see comes from the caller (a message parameter or its zod schemas): the kit has none.
 */
export { validateBody, type ValidateBodyOptions } from "./validate-body"
export { pagination, type PaginationOptions } from "./pagination"
export { containingPattern, escapeLike } from "./like"
export {
  imageFrom,
  MAX_IMAGE_MB,
  memoryUpload,
  PICTURE_SIGNATURES,
  sniffPicture,
  type ImageInput,
  type ImageMessages,
  type MemoryUploadOptions,
  type PictureSignature,
} from "./upload"
export { CACHE_TAGS, cacheTags, declaredForgets, forgets, MAX_PRODUCT_TAGS, tagsOf, type CacheTagOptions, type WriteDeclaration } from "./cache-tags"
