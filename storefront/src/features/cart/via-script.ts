/**
 * The form field a script adds when it posts a cart form itself (it then wants data, not a
 * redirect). On its own, without the form schemas: the product page's button needs only this.
 */
export const VIA_SCRIPT = { name: "via", value: "script" } as const
