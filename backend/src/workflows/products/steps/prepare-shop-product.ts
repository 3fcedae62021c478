import { MedusaError, Modules, toHandle } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { shopPlaces, type ShopPlaces } from "../rules/products"
import { BRAND_MODULE } from "../../../modules/brand"
import type BrandModuleService from "../../../modules/brand/service"

export type PrepareShopProductInput = {
  /** Given only when the category changes or the product is new. */
  category_id?: string
  brand?: string
  /** undefined: unchanged; null: no type. */
  type?: string | null
  /** For a new product: its title makes a free handle, unless a handle is given. */
  title?: string
  handle?: string
}

export type PreparedShopProduct = ShopPlaces & {
  category_id: string | null
  brand_id: string | null
  /** undefined: unchanged; null: no type. */
  type_id: string | null | undefined
  /** A handle no other product has (for a new product). */
  handle: string | null
}

type Undo = { brand_id: string | null; type_id: string | null }

/**
 * Everything a shop product refers to, checked or made: the shop's sales channel, stock
 * location and shipping profile; the category (must exist); the brand and the type by name
 * (created when new, and deleted again if the workflow fails later); a free handle.
 */
export const prepareShopProductStep = createStep(
  "prepare-shop-product",
  async (input: PrepareShopProductInput, { container }) => {
    const places = await shopPlaces(container)
    const products = container.resolve(Modules.PRODUCT)
    const undo: Undo = { brand_id: null, type_id: null }

    let category_id: string | null = null
    if (input.category_id !== undefined) {
      const [category] = await products.listProductCategories({ id: input.category_id }, { select: ["id"] })
      if (!category) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.productCategoryNotFound(input.category_id))
      category_id = category.id
    }

    let brand_id: string | null = null
    if (input.brand !== undefined) {
      const brands: BrandModuleService = container.resolve(BRAND_MODULE)
      const name = input.brand.trim()
      const handle = toHandle(name)
      const all = await brands.listBrands({}, { select: ["id", "name", "handle"] })
      const existing = all.find((b) => b.handle === handle || b.name.toLowerCase() === name.toLowerCase())
      if (existing) brand_id = existing.id
      else {
        const created = await brands.createBrands({ name, handle })
        brand_id = undo.brand_id = created.id
      }
    }

    let type_id: string | null | undefined = undefined
    if (input.type === null) type_id = null
    else if (input.type !== undefined) {
      const [existing] = await products.listProductTypes({ value: input.type }, { select: ["id"] })
      if (existing) type_id = existing.id
      else type_id = undo.type_id = (await products.createProductTypes({ value: input.type })).id
    }

    // A given handle (the seed's) is used as it is; a title makes one no other product has.
    let handle: string | null = input.handle ?? null
    if (!handle && input.title !== undefined) {
      const base = toHandle(input.title) || "product"
      const taken = new Set((await products.listProducts({ handle: { $like: `${base}%` } }, { select: ["handle"], withDeleted: true })).map((p) => p.handle))
      handle = base
      for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`
    }

    const prepared: PreparedShopProduct = { ...places, category_id, brand_id, type_id, handle }
    return new StepResponse(prepared, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    if (undo.brand_id) await (container.resolve(BRAND_MODULE) as BrandModuleService).deleteBrands(undo.brand_id)
    if (undo.type_id) await container.resolve(Modules.PRODUCT).deleteProductTypes([undo.type_id])
  }
)
