/** The public surface of the settings feature: other features and the app import only from here. */
export { useProfilePhotoPicker } from './use-profile-photo-picker';
