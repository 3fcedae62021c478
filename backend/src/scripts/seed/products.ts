import { createProductCategoriesWorkflow, createProductTypesWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../modules/brand"
import type BrandModuleService from "../../modules/brand/service"
import { createShopProductWorkflow } from "../../workflows/products/create-shop-product"
import { BRANDS, CATEGORIES, PRODUCTS, PRODUCT_TYPES } from "./catalogue"
import { uploadProductImages } from "./images"
import type { ShopRecords } from "./shop"

/**
 * Categories (with sub-categories), brands, types and the products with pictures and stock,
 * each product made by createShopProductWorkflow in the shop's records (`_shop`, found by name).
 */
export async function seedCatalogue(container: MedusaContainer, _shop: ShopRecords) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const categoryIds = await ensureCategories(container)
  // Brands and types with their details; createShopProductWorkflow finds them by name.
  await ensureBrands(container)
  await ensureTypes(container)

  const productModule = container.resolve(Modules.PRODUCT)
  const existing = await productModule.listProducts({ handle: PRODUCTS.map((p) => p.handle) }, { select: ["handle"] })
  const known = new Set(existing.map((p) => p.handle))
  const missing = PRODUCTS.filter((p) => !known.has(p.handle))
  if (!missing.length) {
    logger.info(`Catalogue already seeded (${PRODUCTS.length} products)`)
    return
  }

  logger.info(`Seeding ${missing.length} products with pictures...`)
  // Created last-to-first, so the catalogue's first products (the flagship bicycles) are the
  // newest and lead the home page's "Latest products".
  for (const product of [...missing].reverse()) {
    // One product per run of the workflow (the admin's "add product" rule): a bad picture or
    // price fails that product alone.
    const [thumbnail, ...gallery] = await uploadProductImages(container, product.handle)
    await createShopProductWorkflow(container).run({
      input: {
        title: product.title,
        handle: product.handle,
        sku: product.handle.toUpperCase(),
        description: product.description,
        category_id: categoryIds[product.category],
        brand: product.brand,
        type: product.type ?? null,
        vendor: product.vendor,
        price: product.price,
        stock: product.stock,
        thumbnail,
        images: gallery,
      },
    })
  }
  logger.info(`Seeded ${missing.length} products`)
}

async function ensureCategories(container: MedusaContainer): Promise<Record<string, string>> {
  const productModule = container.resolve(Modules.PRODUCT)
  const ids: Record<string, string> = {}
  const remember = (list: { handle: string; id: string }[]) => list.forEach((c) => (ids[c.handle] = c.id))
  remember(await productModule.listProductCategories({}, { select: ["id", "handle"], take: null }))

  const create = async (rows: { name: string; handle: string; parent_category_id?: string }[]) => {
    const missing = rows.filter((row) => !ids[row.handle])
    if (!missing.length) return
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: { product_categories: missing.map((row, rank) => ({ ...row, rank, is_active: true })) },
    })
    remember(result)
  }
  await create(CATEGORIES.map(({ name, handle }) => ({ name, handle })))
  await create(
    CATEGORIES.flatMap((parent) =>
      parent.children.map((child) => ({ ...child, parent_category_id: ids[parent.handle] }))
    )
  )
  return ids
}

async function ensureBrands(container: MedusaContainer): Promise<Record<string, string>> {
  const brands: BrandModuleService = container.resolve(BRAND_MODULE)
  const existing = await brands.listBrands({ handle: BRANDS.map((b) => b.handle) })
  const known = new Set(existing.map((b) => b.handle))
  const created = await brands.createBrands(BRANDS.filter((b) => !known.has(b.handle)))
  return Object.fromEntries([...existing, ...created].map((b) => [b.name, b.id]))
}

async function ensureTypes(container: MedusaContainer): Promise<Record<string, string>> {
  const productModule = container.resolve(Modules.PRODUCT)
  const existing = (await productModule.listProductTypes()).filter((t) =>
    (PRODUCT_TYPES as readonly string[]).includes(t.value)
  )
  const known = new Set(existing.map((t) => t.value))
  const missing = PRODUCT_TYPES.filter((value) => !known.has(value))
  const created = missing.length
    ? (await createProductTypesWorkflow(container).run({ input: { product_types: missing.map((value) => ({ value })) } }))
        .result
    : []
  return Object.fromEntries([...existing, ...created].map((t) => [t.value, t.id]))
}
