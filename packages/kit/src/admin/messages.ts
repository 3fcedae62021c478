/** The dashboard texts the kit's admin pieces show; each plugin passes its own (`messages.common`). */
export type AdminMessages = {
  cancel: string
  delete: string
  confirmTitle: string
  loading: string
  loadFailed: string
  unexpectedError: string
}
