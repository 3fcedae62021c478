import { zodResolver } from "@hookform/resolvers/zod"
import { useId, useMemo, useRef } from "react"
import { useForm, useFormContext, useWatch, type DefaultValues } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { useShopBrands } from "../api/shop-brands"
import { useHydrated } from "../../../../lib/use-hydrated"
import { useCategories, type CategoryOption } from "../api/get-categories"
import { PRODUCT_TYPES } from "../api/types"
import { productFormSchema, type ProductFormValues } from "../schemas"
import { ImagePicker } from "./image-picker"

/**
 * The add or update form's state: `required` for adding (every field but the vendor), not for
 * updating (an empty field keeps its value). Checked on the way with the category list, which
 * says when a sub-category must be chosen.
 */
export function useProductForm({ required, defaultValues }: { required: boolean; defaultValues: DefaultValues<ProductFormValues> }) {
  const t = useMessages().adminProducts
  const categories = useCategories()
  const withChildren = useRef<ReadonlySet<string>>(new Set())
  withChildren.current = new Set((categories.data ?? []).filter((c) => c.children.length).map((c) => c.id))
  const schema = useMemo(() => productFormSchema({ required, categoriesWithChildren: () => withChildren.current, t }), [required, t])
  return useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues })
}

/** The form's text as the server rendered it: the page's own values (a product, the fields posted and refused). */
export type ProductTexts = Partial<Record<Exclude<keyof ProductFormValues, "thumbnail" | "images">, string>>

/** A field's refusal from the route's action, as react-hook-form's errors look. */
type ServerError = (name: string) => { type: string; message: string } | undefined

/**
 * Every field of the product form (inside <FormProvider>), named as the route's action reads
 * them. `current` shows the images a product has; `initial` is what the fields hold before
 * scripts run; `serverError` a field's refusal from the action.
 */
export function ProductFields({
  disabled,
  current,
  initial = {},
  serverError = () => undefined,
}: {
  disabled: boolean
  current?: { thumbnail: string | null; images: string[]; title: string }
  initial?: ProductTexts
  serverError?: ServerError
}) {
  const t = useMessages().adminProducts
  const { register, formState } = useFormContext<ProductFormValues>()
  // What the script found wrong first, else what the action refused.
  const errors = {
    title: formState.errors.title ?? serverError("title"),
    brand: formState.errors.brand ?? serverError("brand"),
    type: formState.errors.type ?? serverError("type"),
    vendor: formState.errors.vendor ?? serverError("vendor"),
    price: formState.errors.price ?? serverError("price"),
    stock: formState.errors.stock ?? serverError("stock"),
    description: formState.errors.description ?? serverError("description"),
  }
  const brandList = useId()
  const brands = useShopBrands().data ?? []

  return (
    <>
      <Field label={t.name} autoComplete="off" defaultValue={initial.title} registration={register("title")} error={errors.title} disabled={disabled} />
      <CategoryPickers disabled={disabled} serverError={serverError} />
      <Field label={t.brand} error={errors.brand}>
        {(control) => <input {...control} {...register("brand")} defaultValue={initial.brand} list={brandList} autoComplete="off" disabled={disabled} />}
      </Field>
      <datalist id={brandList}>
        {brands.map((brand) => (
          <option key={brand.name} value={brand.name} />
        ))}
      </datalist>
      <Field label={t.type} error={errors.type}>
        {(control) => (
          <select {...control} {...register("type")} defaultValue={initial.type} disabled={disabled}>
            <option value="">{t.chooseType}</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.vendor} autoComplete="off" defaultValue={initial.vendor} registration={register("vendor")} error={errors.vendor} disabled={disabled} />
      <div className="admin-product-form__row">
        <Field
          label={t.price}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={initial.price}
          registration={register("price")}
          error={errors.price}
          disabled={disabled}
        />
        <Field
          label={t.stock}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={initial.stock}
          registration={register("stock")}
          error={errors.stock}
          disabled={disabled}
        />
      </div>
      <ImagePicker
        name="thumbnail"
        label={t.mainImage}
        disabled={disabled}
        current={current?.thumbnail ? [current.thumbnail] : undefined}
        currentAlt={() => t.currentMainAlt(current?.title ?? "")}
        serverError={serverError("thumbnail")}
      />
      <ImagePicker
        name="images"
        label={t.gallery}
        multiple
        disabled={disabled}
        current={current?.images}
        currentAlt={(n) => t.currentGalleryAlt(current?.title ?? "", n)}
        serverError={serverError("images")}
      />
      <Field label={t.description} error={errors.description}>
        {(control) => <textarea {...control} {...register("description")} defaultValue={initial.description} rows={6} disabled={disabled} />}
      </Field>
    </>
  )
}

/**
 * Category → sub-category selects; changing the category clears the sub-category. Before scripts
 * run, the sub-category list holds every category's, grouped by category (the action checks the pair).
 */
function CategoryPickers({ disabled, serverError }: { disabled: boolean; serverError: ServerError }) {
  const messages = useMessages()
  const t = messages.adminProducts
  const hydrated = useHydrated()
  const { register, setValue, formState } = useFormContext<ProductFormValues>()
  const [categoryId, subCategoryId] = useWatch<ProductFormValues, ["category", "subCategory"]>({ name: ["category", "subCategory"] })
  const { data: categories, isPending, error, refetch } = useCategories()
  const category: CategoryOption | undefined = categories?.find((item) => item.id === categoryId)
  const placeholder = (text: string) => (isPending ? t.loading : text)
  const subPlaceholder = !category ? t.chooseCategoryFirst : category.children.length ? t.chooseSubCategory : t.noSubCategories

  return (
    <>
      <Field label={t.category} error={formState.errors.category ?? serverError("category")}>
        {(control) => (
          <select
            {...control}
            {...register("category", { onChange: () => setValue("subCategory", "", { shouldValidate: formState.isSubmitted }) })}
            value={categoryId ?? ""}
            disabled={disabled || !categories}
          >
            <option value="">{placeholder(t.chooseCategory)}</option>
            {categories?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.subCategory} error={formState.errors.subCategory ?? serverError("subCategory")}>
        {(control) =>
          hydrated ? (
            <select {...control} {...register("subCategory")} value={subCategoryId ?? ""} disabled={disabled || !category?.children.length}>
              <option value="">{placeholder(subPlaceholder)}</option>
              {category?.children.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          ) : (
            <select {...control} name="subCategory" defaultValue={subCategoryId ?? ""} disabled={disabled}>
              <option value="">{t.chooseSubCategory}</option>
              {categories
                ?.filter((item) => item.children.length)
                .map((item) => (
                  <optgroup key={item.id} label={item.name}>
                    {item.children.map((child) => (
                      <option key={child.id} value={child.id}>
                        {child.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          )
        }
      </Field>
      {error && (
        <p className="field__error" role="alert">
          {t.categoriesFailed}{" "}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {messages.errors.retry}
          </button>
        </p>
      )}
    </>
  )
}
