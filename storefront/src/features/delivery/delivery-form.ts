/** The delivery days form's intent (routes/admin/customize.tsx's action) and its ranges (fields `inside_dhaka.min`…). */
export const SAVE_DELIVERY_DAYS = "delivery-days"
export const DAY_RANGES = ["inside_dhaka", "elsewhere"] as const
