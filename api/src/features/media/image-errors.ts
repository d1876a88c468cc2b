import { AppError } from '../../app/errors.js';

export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Image size should be less than 5MB');
export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only image files are accepted.');
export const imageTooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels: at most 40 megapixels (e.g. 8000 x 5000).');
