/**
 * @chaka/kit/admin: the dashboard pieces the shop's plugins share (React, @medusajs/ui). Texts
 * come from the plugin (its `messages.common`); the kit has none of its own.
 */
export type { AdminMessages } from "./messages"
export { errorMessage } from "./error-message"
export { formatDate } from "./format-date"
export { queryKeysFactory } from "./query-key-factory"
export { useListMutation } from "./use-list-mutation"
export { usePageQuery } from "./use-page-query"
export { useConfirmedDelete, type ConfirmedDelete } from "./use-confirmed-delete"
export { DeleteButton } from "./delete-button"
export { SectionHeader } from "./section-header"
export { ListStatus, type ListStatusProps } from "./list-status"
export { PagedTable, type PagedTableProps, type PageQuery, type PageResult } from "./paged-table"
