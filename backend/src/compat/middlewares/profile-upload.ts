import { MAX_IMAGE_MB } from "@chaka/kit"
import { compatMessages } from "../messages"
import { pictureFieldUpload } from "./picture-field-upload"

/**
 * PUT /users/updateUser's multipart body: text fields and at most one picture, in `profile`
 * (the original's `multer.single("profile")`), `img` or `image`. The original client also
 * sends a text field `profile` ("[object FileList]"); it is ignored.
 */
export const profileUpload = pictureFieldUpload(compatMessages.imageTooLarge(MAX_IMAGE_MB), compatMessages.profileImageField, ["profile", "img", "image"])
