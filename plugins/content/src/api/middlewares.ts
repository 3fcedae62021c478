import { defineMiddlewares } from "@medusajs/framework/http"
import { imageUpload } from "../lib/image-upload"
import { CACHE_TAGS, cacheTags, forgets, validateBody } from "@chaka/kit"
import {
  AdminAddSubMenu,
  AdminCreateCategoryMenu,
  AdminCreateNews,
  AdminCreateOffer,
  AdminCreateSlider,
  AdminReorderSliders,
  AdminUpdateNews,
  AdminUpdateOffer,
  AdminUpdateSlider,
  AdminUpsertPolicyPage,
} from "./validators"
import {
  AdminCategoryMenuTranslation,
  AdminNewsTranslation,
  AdminOfferTranslation,
  AdminPolicyPageTranslation,
  AdminSliderTranslation,
} from "./translation-validators"

const WRITES = ["POST" as const, "PUT" as const, "PATCH" as const, "DELETE" as const]

/**
 * An admin's edit forgets the public answers of its kind (the shop's edge; a shop without one
 * ignores it), a translation's save (`/admin/<kind>/:id/translations`) too: the answers of every
 * language are kept under the same tags.
 */
const edits = (
  [
    ["news", CACHE_TAGS.news],
    ["sliders", CACHE_TAGS.sliders],
    ["offers", CACHE_TAGS.offers],
    ["category-menus", CACHE_TAGS.menus],
    ["policy-pages", CACHE_TAGS.pages],
  ] as const
).flatMap(([path, tag]) => [`/admin/${path}`, `/admin/${path}/*`].map((matcher) => ({ method: WRITES, matcher, middlewares: [forgets([tag])] })))

// /admin/* is already restricted to signed-in admin users by Medusa.
export default defineMiddlewares({
  routes: [
    ...edits,
    // Public reads, kept by the shop's edge under these tags (a shop without one ignores the headers).
    { method: ["GET"], matcher: "/store/news", middlewares: [cacheTags([CACHE_TAGS.news])] },
    { method: ["GET"], matcher: "/store/sliders", middlewares: [cacheTags([CACHE_TAGS.sliders])] },
    { method: ["GET"], matcher: "/store/offers", middlewares: [cacheTags([CACHE_TAGS.offers])] },
    { method: ["GET"], matcher: "/store/offers/:id", middlewares: [cacheTags([CACHE_TAGS.offers])] },
    { method: ["GET"], matcher: "/store/category-menus", middlewares: [cacheTags([CACHE_TAGS.menus])] },
    { method: ["GET"], matcher: "/store/policy-pages", middlewares: [cacheTags([CACHE_TAGS.pages])] },
    // A page's text quotes the shop's settings (readPolicyPageWorkflow's placeholders): a change of them forgets it too.
    { method: ["GET"], matcher: "/store/policy-pages/*", middlewares: [cacheTags([CACHE_TAGS.pages, CACHE_TAGS.config])] },
    { method: ["POST"], matcher: "/admin/news", middlewares: [imageUpload, validateBody(AdminCreateNews)] },
    { method: ["POST"], matcher: "/admin/sliders", middlewares: [imageUpload, validateBody(AdminCreateSlider)] },
    { method: ["POST"], matcher: "/admin/offers", middlewares: [validateBody(AdminCreateOffer)] },
    { method: ["POST"], matcher: "/admin/offers/:id", middlewares: [validateBody(AdminUpdateOffer)] },
    // Edits: JSON, or multipart with a new picture (`image`, optional).
    { method: ["POST"], matcher: "/admin/news/:id", middlewares: [imageUpload, validateBody(AdminUpdateNews)] },
    { method: ["POST"], matcher: "/admin/sliders/reorder", middlewares: [validateBody(AdminReorderSliders)] },
    { method: ["POST"], matcher: "/admin/sliders/:id", middlewares: [imageUpload, validateBody(AdminUpdateSlider)] },
    { method: ["POST"], matcher: "/admin/category-menus", middlewares: [validateBody(AdminCreateCategoryMenu)] },
    { method: ["POST"], matcher: "/admin/category-menus/:id/sub-menus", middlewares: [validateBody(AdminAddSubMenu)] },
    { method: ["POST"], matcher: "/admin/policy-pages/:handle", middlewares: [validateBody(AdminUpsertPolicyPage)] },
    // Each item's Bangla (lib/translation-route.ts).
    { method: ["POST"], matcher: "/admin/news/:id/translations", middlewares: [validateBody(AdminNewsTranslation)] },
    { method: ["POST"], matcher: "/admin/sliders/:id/translations", middlewares: [validateBody(AdminSliderTranslation)] },
    { method: ["POST"], matcher: "/admin/offers/:id/translations", middlewares: [validateBody(AdminOfferTranslation)] },
    { method: ["POST"], matcher: "/admin/category-menus/:id/translations", middlewares: [validateBody(AdminCategoryMenuTranslation)] },
    { method: ["POST"], matcher: "/admin/policy-pages/:handle/translations", middlewares: [validateBody(AdminPolicyPageTranslation)] },
  ],
})
