import { zodResolver } from "@hookform/resolvers/zod"
import { useId, useMemo, useRef } from "react"
import { useForm, useFormContext, useWatch, type DefaultValues } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { useFacets } from "../../../../lib/catalogue/get-facets"
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

/** Every field of the product form (inside <FormProvider>). `current` shows the images a product has. */
export function ProductFields({ disabled, current }: { disabled: boolean; current?: { thumbnail: string | null; images: string[]; title: string } }) {
  const t = useMessages().adminProducts
  const { register, formState } = useFormContext<ProductFormValues>()
  const { errors } = formState
  const brandList = useId()
  const brands = useFacets().data?.brands ?? []

  return (
    <>
      <Field label={t.name} autoComplete="off" registration={register("title")} error={errors.title} disabled={disabled} />
      <CategoryPickers disabled={disabled} />
      <Field label={t.brand} error={errors.brand}>
        {(control) => <input {...control} {...register("brand")} list={brandList} autoComplete="off" disabled={disabled} />}
      </Field>
      <datalist id={brandList}>
        {brands.map((brand) => (
          <option key={brand.name} value={brand.name} />
        ))}
      </datalist>
      <Field label={t.type} error={errors.type}>
        {(control) => (
          <select {...control} {...register("type")} disabled={disabled}>
            <option value="">{t.chooseType}</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.vendor} autoComplete="off" registration={register("vendor")} error={errors.vendor} disabled={disabled} />
      <div className="admin-product-form__row">
        <Field label={t.price} inputMode="numeric" autoComplete="off" registration={register("price")} error={errors.price} disabled={disabled} />
        <Field label={t.stock} inputMode="numeric" autoComplete="off" registration={register("stock")} error={errors.stock} disabled={disabled} />
      </div>
      <ImagePicker
        name="thumbnail"
        label={t.mainImage}
        disabled={disabled}
        current={current?.thumbnail ? [current.thumbnail] : undefined}
        currentAlt={() => t.currentMainAlt(current?.title ?? "")}
      />
      <ImagePicker
        name="images"
        label={t.gallery}
        multiple
        disabled={disabled}
        current={current?.images}
        currentAlt={(n) => t.currentGalleryAlt(current?.title ?? "", n)}
      />
      <Field label={t.description} error={errors.description}>
        {(control) => <textarea {...control} {...register("description")} rows={6} disabled={disabled} />}
      </Field>
    </>
  )
}

/** Category → sub-category selects; changing the category clears the sub-category. */
function CategoryPickers({ disabled }: { disabled: boolean }) {
  const messages = useMessages()
  const t = messages.adminProducts
  const { register, setValue, formState } = useFormContext<ProductFormValues>()
  const [categoryId, subCategoryId] = useWatch<ProductFormValues, ["category", "subCategory"]>({ name: ["category", "subCategory"] })
  const { data: categories, isPending, error, refetch } = useCategories()
  const category: CategoryOption | undefined = categories?.find((item) => item.id === categoryId)
  const placeholder = (text: string) => (isPending ? t.loading : text)
  const subPlaceholder = !category ? t.chooseCategoryFirst : category.children.length ? t.chooseSubCategory : t.noSubCategories

  return (
    <>
      <Field label={t.category} error={formState.errors.category}>
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
      <Field label={t.subCategory} error={formState.errors.subCategory}>
        {(control) => (
          <select {...control} {...register("subCategory")} value={subCategoryId ?? ""} disabled={disabled || !category?.children.length}>
            <option value="">{placeholder(subPlaceholder)}</option>
            {category?.children.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
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
