import { AppError } from '../../app/errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Image size should be less than 5MB');
export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only image files are accepted.');
