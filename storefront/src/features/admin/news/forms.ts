/** The add-news page's forms (routes/admin/add-news.tsx's action): add, and each listed item's edit and delete. */
export const ADD_NEWS = "add-news"
export const EDIT_NEWS = "edit-news"
export const DELETE_NEWS = "delete-news"
