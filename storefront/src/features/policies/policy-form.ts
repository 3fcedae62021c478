/** A policy page form's intent (routes/admin/customize.tsx's action); the page's handle is the record's id. */
export const SAVE_POLICY_PAGE = "policy-page"
