import { Container } from "@medusajs/ui"
import { useCategoryMenus, useCreateCategoryMenu } from "../../hooks/api/category-menus"
import { messages } from "../../lib/messages"
import { NameForm } from "../common/name-form"
import { CategoryMenuCard } from "./category-menu-card"
import { ListStatus, SectionHeader } from "@chaka/kit/admin"

const texts = messages.menus

export const CategoryMenusSection = () => {
  const { data, isLoading, error } = useCategoryMenus()
  const createMenu = useCreateCategoryMenu()
  const menus = data?.category_menus ?? []

  return (
    <Container className="divide-y p-0">
      <SectionHeader title={texts.heading} description={texts.description} />
      <div className="px-6 py-4">
        <NameForm
          id="category-menu-name"
          label={texts.fields.name}
          placeholder={texts.namePlaceholder}
          submitText={messages.common.add}
          requiredMessage={texts.errors.nameRequired}
          successMessage={texts.created}
          isPending={createMenu.isPending}
          create={(name) => createMenu.mutateAsync(name)}
        />
      </div>
      <ListStatus messages={messages.common} isLoading={isLoading} error={error} isEmpty={menus.length === 0} emptyText={texts.empty} />
      {menus.map((menu) => (
        <CategoryMenuCard key={menu.id} menu={menu} />
      ))}
    </Container>
  )
}
