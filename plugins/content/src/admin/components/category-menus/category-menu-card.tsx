import { XMarkMini } from "@medusajs/icons"
import { Badge, IconButton, Text } from "@medusajs/ui"
import { type CategoryMenu, useAddSubMenu, useDeleteCategoryMenu, useRemoveSubMenu } from "../../hooks/api/category-menus"
import { messages } from "../../lib/messages"
import { NameForm } from "../common/name-form"
import { DeleteButton, useConfirmedDelete } from "@chaka/kit/admin"

const texts = messages.menus

/** One menu: its name, its sub-menus as removable badges, and a form to add a sub-menu. */
export const CategoryMenuCard = ({ menu }: { menu: CategoryMenu }) => {
  const deleteMenu = useDeleteCategoryMenu()
  const addSubMenu = useAddSubMenu()
  const removeSubMenu = useRemoveSubMenu()
  const confirmedDelete = useConfirmedDelete(messages.common)

  const onDeleteMenu = () =>
    confirmedDelete({
      description: texts.confirmDelete(menu.name),
      success: texts.deleted,
      remove: () => deleteMenu.mutateAsync(menu.id),
    })

  const onRemoveSubMenu = (name: string) =>
    confirmedDelete({
      description: texts.confirmDeleteSubMenu(name),
      success: texts.subMenuDeleted,
      remove: () => removeSubMenu.mutateAsync({ menuId: menu.id, name }),
    })

  return (
    <section aria-label={menu.name} className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center justify-between">
        <Text size="small" weight="plus">
          {menu.name}
        </Text>
        <DeleteButton label={texts.deleteLabel(menu.name)} disabled={deleteMenu.isPending} onClick={onDeleteMenu} />
      </div>
      <ul className="flex flex-wrap gap-2">
        {menu.sub_menus.length === 0 ? (
          <li>
            <Text size="small" className="text-ui-fg-subtle">
              {texts.noSubMenus}
            </Text>
          </li>
        ) : null}
        {menu.sub_menus.map((name) => (
          <li key={name}>
            <Badge size="small" className="gap-x-1 pr-0.5">
              {name}
              <IconButton
                size="2xsmall"
                variant="transparent"
                aria-label={texts.deleteSubMenuLabel(name)}
                title={texts.deleteSubMenuLabel(name)}
                disabled={removeSubMenu.isPending}
                onClick={() => onRemoveSubMenu(name)}
              >
                <XMarkMini />
              </IconButton>
            </Badge>
          </li>
        ))}
      </ul>
      <NameForm
        id={`sub-menu-${menu.id}`}
        label={texts.fields.subMenu}
        placeholder={texts.subMenuPlaceholder}
        submitText={texts.addSubMenu}
        requiredMessage={texts.errors.nameRequired}
        successMessage={texts.subMenuCreated}
        isPending={addSubMenu.isPending}
        create={(name) => addSubMenu.mutateAsync({ menuId: menu.id, name })}
      />
    </section>
  )
}
