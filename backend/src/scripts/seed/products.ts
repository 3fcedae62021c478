import { createProductCategoriesWorkflow, createProductTypesWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BRAND_MODULE } from "../../modules/brand"
import type BrandModuleService from "../../modules/brand/service"
import { allIndexWritesDone } from "../../workflows/catalogue/rules/index-writes"
import { createShopProductWorkflow } from "../../workflows/products/create-shop-product"
import { BRANDS, CATEGORIES, PRODUCTS, PRODUCT_TYPES, type ProductSeed } from "./catalogue"
import { generatedProducts } from "./generated-catalogue"
import { uploadProductImages } from "./images"
import type { ShopRecords } from "./shop"
import { seedBanglaNames, seedBanglaProducts } from "./translations"
import { seedProductFacts } from "./product-facts"

/**
 * Categories (with sub-categories), brands, types and the products with pictures and stock,
 * each product made by createShopProductWorkflow in the shop's records (`_shop`, found by name).
 * With `total` (`npm run seed -- --products 500`), products generated from the demo ones
 * make the catalogue that large (see generated-catalogue.ts). Everything in Bangla too
 * (catalogue-bangla.ts), through Medusa's Translation module.
 */
export async function seedCatalogue(container: MedusaContainer, _shop: ShopRecords, total?: number) {
  const categoryIds = await seedDemoProducts(container)
  if (total !== undefined) await seedGeneratedProducts(container, categoryIds, total)
  await seedBanglaProducts(container, [...PRODUCTS, ...(total !== undefined ? generatedProducts(total) : [])])
  // The bicycles' spec tables (scripts/seed/product-facts.ts).
  await seedProductFacts(container)
  // The catalogue index is written as the products' events are heard: the seed is done when
  // they are (a `medusa exec` that ended sooner would leave the index without the last ones).
  await allIndexWritesDone()
}

async function seedDemoProducts(container: MedusaContainer): Promise<Record<string, string>> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const categoryIds = await ensureCategories(container)
  // Brands and types with their details; createShopProductWorkflow finds them by name.
  await ensureBrands(container)
  const typeIds = await ensureTypes(container)
  await seedBanglaNames(container, categoryIds, typeIds)

  const productModule = container.resolve(Modules.PRODUCT)
  const existing = await productModule.listProducts({ handle: PRODUCTS.map((p) => p.handle) }, { select: ["handle"] })
  const known = new Set(existing.map((p) => p.handle))
  const missing = PRODUCTS.filter((p) => !known.has(p.handle))
  if (!missing.length) {
    logger.info(`Catalogue already seeded (${PRODUCTS.length} products)`)
    return categoryIds
  }

  logger.info(`Seeding ${missing.length} products with pictures...`)
  // Created last-to-first, so the catalogue's first products (the flagship bicycles) are the
  // newest and lead the home page's "Latest products".
  for (const product of [...missing].reverse()) {
    // One product per run of the workflow (the admin's "add product" rule): a bad picture or
    // price fails that product alone.
    const [thumbnail, ...gallery] = await uploadProductImages(container, product.handle)
    await createSeedProduct(container, product, categoryIds, { thumbnail, images: gallery })
  }
  logger.info(`Seeded ${missing.length} products`)
  return categoryIds
}

/**
 * The generated products (a large catalogue for load tests), each made by
 * createShopProductWorkflow like a demo product. They reuse their model's uploaded pictures
 * instead of uploading their own; products already there (by handle) are skipped.
 */
async function seedGeneratedProducts(container: MedusaContainer, categoryIds: Record<string, string>, total: number) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const generated = generatedProducts(total)
  if (!generated.length) return
  const productModule = container.resolve(Modules.PRODUCT)
  const existing = await productModule.listProducts({ handle: generated.map((p) => p.handle) }, { select: ["handle"], take: null })
  const known = new Set(existing.map((p) => p.handle))
  const missing = generated.filter((p) => !known.has(p.handle))
  if (!missing.length) {
    logger.info(`Generated products already seeded (${generated.length})`)
    return
  }

  const models = await productModule.listProducts(
    { handle: [...new Set(missing.map((p) => p.base))] },
    { select: ["handle", "thumbnail"], relations: ["images"], take: null }
  )
  const pictures = new Map(
    models.map((model) => {
      const urls = [...(model.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
      const thumbnail = model.thumbnail ?? urls[0]
      return [model.handle, { thumbnail, images: urls.filter((url) => url !== thumbnail) }] as const
    })
  )

  const started = Date.now()
  logger.info(`Seeding ${missing.length} generated products (catalogue of ${total})...`)
  for (const [index, product] of missing.entries()) {
    const picture = pictures.get(product.base)
    if (!picture?.thumbnail) throw new Error(`the demo product ${product.base} has no pictures to reuse`)
    await createSeedProduct(container, product, categoryIds, picture)
    if ((index + 1) % 50 === 0) logger.info(`  ${index + 1}/${missing.length} generated products`)
  }
  logger.info(`Seeded ${missing.length} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** One seeded product, made like the admin's "add product" (one workflow run per product). */
function createSeedProduct(
  container: MedusaContainer,
  product: Pick<ProductSeed, "title" | "handle" | "description" | "category" | "brand" | "type" | "vendor" | "price" | "stock">,
  categoryIds: Record<string, string>,
  pictures: { thumbnail: string; images: string[] }
) {
  return createShopProductWorkflow(container).run({
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
      ...pictures,
    },
  })
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
  await create(CATEGORIES.flatMap((parent) => parent.children.map((child) => ({ ...child, parent_category_id: ids[parent.handle] }))))
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
  const existing = (await productModule.listProductTypes()).filter((t) => (PRODUCT_TYPES as readonly string[]).includes(t.value))
  const known = new Set(existing.map((t) => t.value))
  const missing = PRODUCT_TYPES.filter((value) => !known.has(value))
  const created = missing.length
    ? (await createProductTypesWorkflow(container).run({ input: { product_types: missing.map((value) => ({ value })) } })).result
    : []
  return Object.fromEntries([...existing, ...created].map((t) => [t.value, t.id]))
}
