/*
 * The shop's admin roles (issue 55), on Medusa's RBAC module (the `rbac` feature flag, on by
 * default: lib/config/rbac.ts). A role is a set of policies `resource:operation`; Medusa's own
 * routes declare the policies they need, the shop's routes declare theirs in
 * api/utils/admin-roles.ts. Only policies Medusa has registered may be given to a role: its RBAC
 * module deletes every other one at start-up (syncRegisteredPolicies), so the shop registers its
 * own resources in src/policies/shop.ts and a role never names `resource:*` (only "*:*", Medusa's
 * super admin policy, is kept without being registered).
 */

import { definePolicies } from "@medusajs/framework/utils"

/** The operations Medusa registers for every resource. */
export const OPERATIONS = ["read", "create", "update", "delete"] as const
export type Operation = (typeof OPERATIONS)[number]

/** A permission as Medusa's RBAC checks it (its `policies` route option, hasPermission). */
export type Permission = { resource: string; operation: Operation }

/** The shop's own resources (Medusa's are named in @medusajs/medusa's src/policies). */
export const SHOP_RESOURCES = {
  /** The content plugin's news, slides, offer cards, category menus and policy pages. */
  news: "news",
  slider: "slider",
  offer: "offer",
  categoryMenu: "category_menu",
  policyPage: "policy_page",
  /** bd-commerce's delivery days. */
  deliveryDay: "delivery_day",
  /** The reviews plugin's customer reviews. */
  review: "review",
  /** The numbers page and its low-stock threshold. */
  shopStats: "shop_stats",
  /** The shop's identity (phone, WhatsApp, email, address, Facebook, trade licence, hours): the owner's. */
  shopIdentity: "shop_identity",
  /** Who did what: read only, by anyone. */
  auditLog: "audit_log",
} as const

const CONTENT = [
  SHOP_RESOURCES.news,
  SHOP_RESOURCES.slider,
  SHOP_RESOURCES.offer,
  SHOP_RESOURCES.categoryMenu,
  SHOP_RESOURCES.policyPage,
  SHOP_RESOURCES.deliveryDay,
  SHOP_RESOURCES.review,
]

/** The super admin policy Medusa's RBAC module creates (`*:*`, id rpol_super_admin). */
export const EVERYTHING = "*:*"

const all = (resources: string[]) => resources.flatMap((resource) => OPERATIONS.map((operation) => `${resource}:${operation}`))
const read = (resources: string[]) => resources.map((resource) => `${resource}:read`)

/** What the dashboard reads around an order or a product (its region, channel, stock, store). */
const SHOP_SETTINGS_READ = read(["store", "store_locale", "region", "sales_channel", "stock_location", "translation"])

export type RoleKey = "owner" | "order_staff" | "content_editor"

export type ShopRole = { key: RoleKey; id: string; name: string; description: string; policies: string[] }

/**
 * The three roles, seeded with these ids (scripts/seed/roles.ts) so the shop finds them by id:
 * - owner: everything, including making admins and reading the audit log and the numbers;
 * - order staff: orders, their payments, fulfillments, returns and customers; reads products;
 * - content editor: the catalogue (products, categories, prices) and the shop's content (news,
 *   slides, offers, menus, policy pages, delivery days, reviews) and pictures; no orders.
 */
export const SHOP_ROLES: Record<RoleKey, ShopRole> = {
  owner: {
    key: "owner",
    id: "role_shop_owner",
    name: "Owner",
    description: "Everything: orders, catalogue, content, numbers, audit log, admins and roles",
    policies: [EVERYTHING],
  },
  order_staff: {
    key: "order_staff",
    id: "role_shop_order_staff",
    name: "Order staff",
    description: "Orders only: approve, ship, deliver, cancel, refund; reads products and customers",
    policies: [
      ...all(["order", "order_item", "order_change", "order_claim", "order_claim_item", "order_exchange", "return", "return_reason"]),
      ...all(["payment", "payment_collection", "payment_session", "refund_reason", "fulfillment"]),
      ...read(["payment_method", "shipping_option", "shipping_profile", "fulfillment_provider", "fulfillment_set", "service_zone"]),
      ...read(["customer", "customer_address", "product", "product_variant", "inventory_item", "inventory_level", "reservation_item"]),
      ...read(["notification", "file"]),
      ...SHOP_SETTINGS_READ,
    ],
  },
  content_editor: {
    key: "content_editor",
    id: "role_shop_content_editor",
    name: "Content editor",
    description: "Catalogue and content only: products, prices, news, slides, offers, menus, policy pages, delivery days, reviews",
    policies: [
      ...all(["product", "product_variant", "product_option", "product_option_value", "product_tag", "product_type", "product_category", "product_collection"]),
      ...all(["price_list", "price", "inventory_item", "inventory_level", "file"]),
      ...all(CONTENT),
      ...SHOP_SETTINGS_READ,
    ],
  },
}

export const ROLE_KEYS = Object.keys(SHOP_ROLES) as RoleKey[]

export const roleByKey = (key: RoleKey) => SHOP_ROLES[key]
export const roleById = (id: string) => Object.values(SHOP_ROLES).find((role) => role.id === id)

const pascal = (text: string) => text.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase())

/**
 * The shop's own resources as Medusa's RBAC policies (read, create, update, delete each, named as
 * Medusa names its own: "ReadNews", "UpdateShopStats"), registered wherever this file is loaded:
 * by Medusa's policies loader (src/policies/shop.ts) and by the role check of every shop route
 * (api/utils/admin-roles.ts). Medusa's RBAC module keeps exactly the registered policies, so the
 * roles can hold them and the dashboard's role screens list them.
 */
export const shopPolicies = definePolicies(
  Object.values(SHOP_RESOURCES).flatMap((resource) =>
    OPERATIONS.map((operation) => ({
      name: `${pascal(operation)}${pascal(resource)}`,
      resource,
      operation,
      description: `${pascal(operation)} ${resource.replace(/_/g, " ")}`,
    }))
  )
)
