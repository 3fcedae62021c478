import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { imageFrom, MAX_IMAGE_MB, messages as contentMessages } from "@chaka/content/api"
import { declaresAccess } from "../../lib/http/route-declarations"
import { signInMay } from "../../lib/admin-permissions"
import { messages } from "../../lib/messages"
import { callerIsAdmin, callerOf } from "../auth"
import { compatMessages } from "../messages"
import type { ShopListReviewsType } from "../validators/reviews"
import { pictureFieldUpload } from "./picture-field-upload"

type Next = MedusaNextFunction

// The original client sends news' picture as "img" and a slide's as "image": both are read.
/** The content plugin's upload rules (size, one file) on the original's multipart bodies. */
export const compatImageUpload = pictureFieldUpload(contentMessages.imageTooLarge(MAX_IMAGE_MB), compatMessages.imageField)

/** After validateBody: the picture joins the body (400 "image is required" / not a picture). */
export function withImage(req: MedusaRequest, _res: MedusaResponse, next: Next) {
  try {
    req.validatedBody = { ...(req.validatedBody as object), image: imageFrom(req) }
    next()
  } catch (error) {
    next(error)
  }
}

/** One customer's reviews: that customer or an admin (401 visitor, 403 anyone else); every review for anyone. */
export const ownReviewsOrAdmin = declaresAccess("owner", async function ownReviewsOrAdmin(req: MedusaRequest, _res: MedusaResponse, next: Next) {
  try {
    const { user_id } = req.validatedQuery as ShopListReviewsType
    if (user_id === undefined) return next()
    const caller = callerOf(req)
    if (!caller?.customer_id) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired)
    const admin = async () => (await callerIsAdmin(req)) && (await signInMay(req.scope, caller.auth_identity_id, [{ resource: "review", operation: "read" }]))
    if (caller.customer_id !== user_id && !(await admin())) {
      throw new MedusaError(MedusaError.Types.FORBIDDEN, compatMessages.reviewsOwnerOnly)
    }
    next()
  } catch (error) {
    next(error)
  }
})
