import { defineMiddlewares } from "@medusajs/framework/http"
import { adminCustomerGroupsMiddlewares } from "./admin/customer-groups/middlewares"
import { adminCustomersMiddlewares } from "./admin/customers/middlewares"
import { adminAuditLogMiddlewares } from "./admin/audit-log/middlewares"
import { adminDeliveryDaysMiddlewares } from "./admin/delivery-days/middlewares"
import { adminInvitesMiddlewares } from "./admin/invites/middlewares"
import { adminMakeAdminMiddlewares } from "./admin/make-admin/middlewares"
import { adminNotificationsMiddlewares } from "./admin/notifications/middlewares"
import { adminOrdersMiddlewares } from "./admin/orders/middlewares"
import { adminPrivateFilesMiddlewares } from "./admin/private-files/middlewares"
import { adminRbacMiddlewares } from "./admin/rbac/middlewares"
import { adminSalesChannelsMiddlewares } from "./admin/sales-channels/middlewares"
import { adminShopIdentityMiddlewares } from "./admin/shop-identity/middlewares"
import { adminShopOrdersMiddlewares } from "./admin/shop-orders/middlewares"
import { adminShopProductsMiddlewares } from "./admin/shop-products/middlewares"
import { adminShopStatsMiddlewares } from "./admin/shop-stats/middlewares"
import { adminUploadsMiddlewares } from "./admin/uploads/middlewares"
import { adminUsersMiddlewares } from "./admin/users/middlewares"
import { authMiddlewares } from "./auth/middlewares"
import { readyMiddlewares } from "./ready/middlewares"
import { shopMiddlewares } from "./shop/middlewares"
import { storeBangladeshMiddlewares } from "./store/bangladesh/middlewares"
import { storeCartsMiddlewares } from "./store/carts/middlewares"
import { storeCatalogueMiddlewares } from "./store/catalogue/middlewares"
import { storeCustomersMiddlewares } from "./store/customers/middlewares"
import { storeDeliveryDaysMiddlewares } from "./store/delivery-days/middlewares"
import { storeOrdersMiddlewares } from "./store/orders/middlewares"
import { storePaymentCollectionsMiddlewares } from "./store/payment-collections/middlewares"
import { storePaymentMethodsMiddlewares } from "./store/payment-methods/middlewares"
import { storeProductCategoriesMiddlewares } from "./store/product-categories/middlewares"
import { storeProductsMiddlewares } from "./store/products/middlewares"
import { storeReturnsMiddlewares } from "./store/returns/middlewares"
import { storeShopIdentityMiddlewares } from "./store/shop-identity/middlewares"
import { storeShippingOptionsMiddlewares } from "./store/shipping-options/middlewares"
import { storefrontMiddlewares } from "./storefront/middlewares"
import { adminRoles } from "./utils/admin-roles"
import { adminSecondFactor } from "./utils/admin-second-factor"
import { auditActor } from "./utils/audit-actor"
import { currentAdmin } from "./utils/current-admin"
import { auditContentMiddlewares } from "./utils/audit-content-writes"
import { auditProductPriceMiddlewares } from "./utils/audit-product-prices"
import { lastOwnerMiddlewares } from "./utils/last-owner"
import { shopErrorHandler } from "./utils/error-handler"
import { inputGuard } from "./utils/input-guard"
import { shopLocale } from "./utils/locale"

/**
 * Gathers each resource folder's middlewares.ts (who may call its routes, what they check, what a
 * read is kept under, what a write forgets: declared beside the routes, as Medusa's own resources
 * do), after what runs on every route. A route without its declarations fails
 * __tests__/route-declarations.unit.spec.ts. Medusa sorts all of them by their matchers (its
 * RoutesSorter) before mounting them.
 */
export default defineMiddlewares({
  errorHandler: shopErrorHandler,
  routes: [
    // Every route: malformed input (NUL, bad escapes, huge text or numbers) → 400. No method and
    // the matcher "/" put it first among the route middlewares (utils/input-guard.ts); then the
    // language of a public read (utils/locale.ts); who asks, for the audit log (utils/audit-actor.ts).
    { matcher: "/", middlewares: [inputGuard, shopLocale, auditActor] },
    // ADMIN_MFA_REQUIRED: an admin's sign-in must have passed the second factor (utils/admin-second-factor.ts).
    // A removed or demoted admin's token stops working at once (utils/current-admin.ts).
    { matcher: "/admin/*", middlewares: [adminSecondFactor, currentAdmin] },
    ...storefrontMiddlewares,
    // The compatibility API (src/compat), mounted here and only here.
    ...shopMiddlewares,
    // Admin roles: each shop admin route's permissions (Medusa's RBAC), before any route's own
    // middlewares; on /shop after its token is read (utils/admin-roles.ts).
    { matcher: "/admin/*", middlewares: [adminRoles] },
    { matcher: "/shop/*", middlewares: [adminRoles] },
    ...storeCartsMiddlewares,
    ...storeOrdersMiddlewares,
    ...storeProductsMiddlewares,
    ...storePaymentCollectionsMiddlewares,
    ...storeShippingOptionsMiddlewares,
    ...storeReturnsMiddlewares,
    ...storeCustomersMiddlewares,
    ...authMiddlewares,
    ...storeCatalogueMiddlewares,
    ...storeProductCategoriesMiddlewares,
    ...storeBangladeshMiddlewares,
    ...storeDeliveryDaysMiddlewares,
    ...storePaymentMethodsMiddlewares,
    ...storeShopIdentityMiddlewares,
    ...adminUsersMiddlewares,
    ...adminInvitesMiddlewares,
    ...adminCustomerGroupsMiddlewares,
    ...adminNotificationsMiddlewares,
    ...adminMakeAdminMiddlewares,
    ...adminOrdersMiddlewares,
    ...adminUploadsMiddlewares,
    ...adminCustomersMiddlewares,
    ...adminDeliveryDaysMiddlewares,
    ...adminShopProductsMiddlewares,
    ...adminShopOrdersMiddlewares,
    ...adminShopStatsMiddlewares,
    ...adminShopIdentityMiddlewares,
    ...adminAuditLogMiddlewares,
    // Content edits (the content plugin's routes, the delivery days) into the audit log.
    ...auditContentMiddlewares,
    // Prices written by Medusa's product update (its hook sees no prices: utils/audit-product-prices.ts).
    ...auditProductPriceMiddlewares,
    // The shop keeps one owner at least, through Medusa's user and role routes too (utils/last-owner.ts).
    ...lastOwnerMiddlewares,
    ...adminPrivateFilesMiddlewares,
    ...adminRbacMiddlewares,
    ...adminSalesChannelsMiddlewares,
    ...readyMiddlewares,
  ],
})
