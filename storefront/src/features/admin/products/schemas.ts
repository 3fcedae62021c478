import { z } from "zod"
import type { Messages } from "../../../i18n"
import { IMAGE_TYPES, MAX_GALLERY_IMAGES, PRODUCT_TYPES } from "./api/types"

type Texts = Messages["adminProducts"]

/** What the add and update forms hold: text as typed, the chosen files. */
export type ProductFormValues = {
  title: string
  category: string
  subCategory: string
  brand: string
  type: string
  vendor: string
  price: string
  stock: string
  description: string
  thumbnail: File | null
  images: File[]
}

export const emptyProductForm = (): ProductFormValues => ({
  title: "",
  category: "",
  subCategory: "",
  brand: "",
  type: "",
  vendor: "",
  price: "",
  stock: "",
  description: "",
  thumbnail: null,
  images: [],
})

const isFile = (value: unknown): value is File => typeof value === "object" && value !== null && "size" in value && "type" in value && "name" in value
const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type)

/** A whole number, 0 or more, typed as text: "" when not given. */
const wholeNumber = (required: boolean, m: { required: string; notNumber: string; notWhole: string }) =>
  z.string().superRefine((raw, ctx) => {
    const value = raw.trim()
    if (!value) {
      if (required) ctx.addIssue({ code: "custom", message: m.required })
      return
    }
    const number = Number(value)
    if (!Number.isFinite(number)) ctx.addIssue({ code: "custom", message: m.notNumber })
    // The backend's rule (0 to Number.MAX_SAFE_INTEGER), here so a refused product uploads no pictures.
    else if (!Number.isSafeInteger(number) || number < 0 || !/^\d+(\.0*)?$/.test(value)) ctx.addIssue({ code: "custom", message: m.notWhole })
  })

const text = (required: boolean, message: string) => (required ? z.string().trim().min(1, message) : z.string())

const thumbnail = (required: boolean, t: Texts) =>
  z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value))
    .superRefine((file, ctx) => {
      if (!file) {
        if (required) ctx.addIssue({ code: "custom", message: t.mainImageRequired })
      } else if (!isImage(file)) ctx.addIssue({ code: "custom", message: t.imageWrongType })
    })

const gallery = (required: boolean, t: Texts) =>
  z.array(z.custom<File>(isFile)).superRefine((files, ctx) => {
    if (!files.length) {
      if (required) ctx.addIssue({ code: "custom", message: t.galleryRequired })
    } else if (files.length > MAX_GALLERY_IMAGES) ctx.addIssue({ code: "custom", message: t.galleryTooMany(MAX_GALLERY_IMAGES) })
    else if (!files.every(isImage)) ctx.addIssue({ code: "custom", message: t.imageWrongType })
  })

/**
 * The add-product form (`required`: every field but the vendor) or the update form (nothing
 * required: an empty field keeps its value). A sub-category is needed once a category with
 * sub-categories is chosen; `categoriesWithChildren` says which those are. `t`: the page's texts.
 */
export function productFormSchema({ required, categoriesWithChildren, t }: { required: boolean; categoriesWithChildren: () => ReadonlySet<string>; t: Texts }) {
  return z
    .object({
      title: text(required, t.nameRequired),
      category: text(required, t.categoryRequired),
      subCategory: z.string(),
      brand: text(required, t.brandRequired),
      type: z.string().superRefine((value, ctx) => {
        if (!value && required) ctx.addIssue({ code: "custom", message: t.typeRequired })
        else if (value && !(PRODUCT_TYPES as readonly string[]).includes(value)) ctx.addIssue({ code: "custom", message: t.typeRequired })
      }),
      vendor: z.string(),
      price: wholeNumber(required, { required: t.priceRequired, notNumber: t.priceNotNumber, notWhole: t.priceNotWhole }),
      stock: wholeNumber(required, { required: t.stockRequired, notNumber: t.stockNotNumber, notWhole: t.stockNotWhole }),
      description: text(required, t.descriptionRequired),
      thumbnail: thumbnail(required, t),
      images: gallery(required, t),
    })
    .superRefine((form, ctx) => {
      if (form.category && !form.subCategory && categoriesWithChildren().has(form.category)) {
        ctx.addIssue({ code: "custom", path: ["subCategory"], message: t.subCategoryRequired })
      }
    })
}
