import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import {
  AdminAddSubMenu,
  AdminCreateCategoryMenu,
  AdminCreateNews,
  AdminCreateOffer,
  AdminCreateSlider,
  imageFrom,
  MAX_IMAGE_MB,
  messages as contentMessages,
} from "@chaka/content/api"
import { validateBody } from "@chaka/kit"
import { StoreCreateReview } from "@chaka/reviews/api"
import { ShopRemoveSubMenu } from "../validators/menus"
import { ownPathEmailOrAdmin } from "./users-orders-guards"
import { ShopListReviews, type ShopListReviewsType } from "../validators/reviews"
import { messages } from "../../lib/messages"
import { callerIsAdmin, callerOf, requireAdmin, requireCustomer } from "../auth"
import { pictureFieldUpload } from "./picture-field-upload"

type Next = MedusaNextFunction

// The original client sends news' picture as "img" and a slide's as "image": both are read.
/** The content plugin's upload rules (size, one file) on the original's multipart bodies. */
const imageUpload = pictureFieldUpload(contentMessages.imageTooLarge(MAX_IMAGE_MB), messages.compatImageField)

/** After validateBody: the picture joins the body (400 "image is required" / not a picture). */
function withImage(req: MedusaRequest, _res: MedusaResponse, next: Next) {
  try {
    req.validatedBody = { ...(req.validatedBody as object), image: imageFrom(req) }
    next()
  } catch (error) {
    next(error)
  }
}

function validateQuery(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: Next) => {
    const result = schema.safeParse(req.query ?? {})
    if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
    req.validatedQuery = result.data as Record<string, unknown>
    next()
  }
}

/** One customer's reviews: that customer or an admin (401 visitor, 403 anyone else). */
async function ownReviewsOrAdmin(req: MedusaRequest, _res: MedusaResponse, next: Next) {
  try {
    const { user_id } = req.validatedQuery as ShopListReviewsType
    if (user_id === undefined) return next()
    const caller = callerOf(req)
    if (!caller?.customer_id) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired)
    if (caller.customer_id !== user_id && !(await callerIsAdmin(req))) {
      throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.compatReviewsOwnerOnly)
    }
    next()
  } catch (error) {
    next(error)
  }
}

/** Middlewares of the compatibility API's content and reviews routes (roles first, then input). */
export const contentMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/shop/reviews", middlewares: [validateQuery(ShopListReviews), ownReviewsOrAdmin] },
  { method: ["POST"], matcher: "/shop/reviews", middlewares: [requireCustomer, validateBody(StoreCreateReview)] },
  { method: ["GET"], matcher: "/shop/reviews/:email", middlewares: [requireCustomer, ownPathEmailOrAdmin] },
  { method: ["POST"], matcher: "/shop/news", middlewares: [requireAdmin, imageUpload, validateBody(AdminCreateNews), withImage] },
  { method: ["POST"], matcher: "/shop/sliders", middlewares: [requireAdmin, imageUpload, validateBody(AdminCreateSlider), withImage] },
  { method: ["DELETE"], matcher: "/shop/sliders/:id", middlewares: [requireAdmin] },
  { method: ["POST"], matcher: "/shop/offers", middlewares: [requireAdmin, validateBody(AdminCreateOffer)] },
  { method: ["DELETE"], matcher: "/shop/offers/:id", middlewares: [requireAdmin] },
  { method: ["POST"], matcher: "/shop/menus", middlewares: [requireAdmin, validateBody(AdminCreateCategoryMenu)] },
  { method: ["PUT"], matcher: "/shop/menus", middlewares: [requireAdmin, validateBody(ShopRemoveSubMenu)] },
  { method: ["PUT"], matcher: "/shop/menus/:id", middlewares: [requireAdmin, validateBody(AdminAddSubMenu)] },
  { method: ["DELETE"], matcher: "/shop/menus/:id", middlewares: [requireAdmin] },
]
