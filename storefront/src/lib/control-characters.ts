// U+0000–U+001F and U+007F: nobody types them into a field, and the backend refuses them
// (PostgreSQL cannot store a NUL). They only arrive in a hand-made address.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

export const hasControlCharacter = (text: string) => CONTROL.test(text)

export const withoutControlCharacters = (text: string) => text.replace(new RegExp(CONTROL, "g"), "")
