import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { SHOP_IDENTITY_FIELDS, SHOP_IDENTITY_MAX, type ShopIdentityField } from "./rules/shop-identity"

/**
 * POST /admin/shop-identity: any of the fields, each text (or null to clear it). The shape only:
 * what the text must say (a mobile number, an email, a Facebook page) is the workflow's rule.
 */
export const AdminSetShopIdentity = z.strictObject(
  Object.fromEntries(
    SHOP_IDENTITY_FIELDS.map((field) => [
      field,
      z
        .string({ error: messages.shopIdentityText(field, SHOP_IDENTITY_MAX[field]) })
        .max(SHOP_IDENTITY_MAX[field] * 2, messages.shopIdentityText(field, SHOP_IDENTITY_MAX[field]))
        .nullable()
        .optional(),
    ])
  ) as Record<ShopIdentityField, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  { error: messages.shopIdentityUnknown(SHOP_IDENTITY_FIELDS) }
)
export type AdminSetShopIdentity = z.infer<typeof AdminSetShopIdentity>
