/** The product screens' forms (routes/admin/add-product.tsx, update-product.tsx, manage-product.tsx). */
export const PRODUCT_INTENTS = { create: "create", update: "update", bangla: "bangla", delete: "delete" } as const

/** The Bangla form's field names (beside the update form's English ones on the same page). */
export const BANGLA_FIELDS = { title: "title_bn", description: "description_bn" } as const

/** The fetcher the product list's Delete buttons share: a deleted product's answer outlives its row. */
export const PRODUCTS_FETCHER = "admin-products"

/**
 * Largest picture POST /admin/uploads takes (backend/src/api/utils/upload-limit.ts,
 * ADMIN_UPLOAD_MAX_MB: phone photos, fitted to 1 600 px by the file provider).
 */
export const UPLOAD_MAX_MB = 10
