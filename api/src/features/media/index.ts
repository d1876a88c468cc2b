/** The public surface of the media feature: other features and the app import only from here. */
export { imageTooLarge } from './image-errors.js';
export { readUpload, type UploadedBytes } from './read-upload.js';
export { MAX_INPUT_PIXELS, UPLOADS_PER_IP_HOUR, deleteStoredImage, storeImage, uploadLimitKey } from './store-image.js';
