import { defineMiddlewares } from "@medusajs/framework/http"
import { imageUpload } from "../lib/image-upload"
import { CACHE_TAGS, cacheTags, validateBody } from "@chaka/kit"
import { AdminAddSubMenu, AdminCreateCategoryMenu, AdminCreateNews, AdminCreateOffer, AdminCreateSlider } from "./validators"

// /admin/* is already restricted to signed-in admin users by Medusa.
export default defineMiddlewares({
  routes: [
    // Public reads, kept by the shop's edge under these tags (a shop without one ignores the headers).
    { method: ["GET"], matcher: "/store/news", middlewares: [cacheTags([CACHE_TAGS.news])] },
    { method: ["GET"], matcher: "/store/sliders", middlewares: [cacheTags([CACHE_TAGS.sliders])] },
    { method: ["GET"], matcher: "/store/offers", middlewares: [cacheTags([CACHE_TAGS.offers])] },
    { method: ["GET"], matcher: "/store/category-menus", middlewares: [cacheTags([CACHE_TAGS.menus])] },
    { method: ["POST"], matcher: "/admin/news", middlewares: [imageUpload, validateBody(AdminCreateNews)] },
    { method: ["POST"], matcher: "/admin/sliders", middlewares: [imageUpload, validateBody(AdminCreateSlider)] },
    { method: ["POST"], matcher: "/admin/offers", middlewares: [validateBody(AdminCreateOffer)] },
    { method: ["POST"], matcher: "/admin/category-menus", middlewares: [validateBody(AdminCreateCategoryMenu)] },
    { method: ["POST"], matcher: "/admin/category-menus/:id/sub-menus", middlewares: [validateBody(AdminAddSubMenu)] },
  ],
})
