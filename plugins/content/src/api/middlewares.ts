import { defineMiddlewares } from "@medusajs/framework/http"
import { imageUpload } from "../lib/image-upload"
import { validateBody } from "@chaka/kit"
import { AdminAddSubMenu, AdminCreateCategoryMenu, AdminCreateNews, AdminCreateOffer, AdminCreateSlider } from "./validators"

// /admin/* is already restricted to signed-in admin users by Medusa.
export default defineMiddlewares({
  routes: [
    { method: ["POST"], matcher: "/admin/news", middlewares: [imageUpload, validateBody(AdminCreateNews)] },
    { method: ["POST"], matcher: "/admin/sliders", middlewares: [imageUpload, validateBody(AdminCreateSlider)] },
    { method: ["POST"], matcher: "/admin/offers", middlewares: [validateBody(AdminCreateOffer)] },
    { method: ["POST"], matcher: "/admin/category-menus", middlewares: [validateBody(AdminCreateCategoryMenu)] },
    { method: ["POST"], matcher: "/admin/category-menus/:id/sub-menus", middlewares: [validateBody(AdminAddSubMenu)] },
  ],
})
