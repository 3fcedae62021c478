import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { checkUploadedPictures, limitUploadSize } from "../../utils/upload-limit"

/**
 * Medusa's uploads: pictures only, within the size limit. An upload not yet used is shown
 * nowhere public (deleting one may be a product's picture: that forgets everything).
 */
export const adminUploadsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/uploads", middlewares: [forgets([])] },
  { method: ["POST"], matcher: "/admin/uploads", middlewares: [limitUploadSize, checkUploadedPictures] },
]
