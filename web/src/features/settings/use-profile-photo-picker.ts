import { useMutation } from '@apollo/client/react';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { usePickedImage } from '../../ui/image-picker';
import { useToast } from '../../ui/toast-context';
import { useUploadProgress } from '../../ui/upload-progress';
import { UploadProfilePhotoDocument } from './api/upload-profile-photo';

/**
 * The member's own photo change, shared by settings and the profile card: pick a file (image, at most 5 MB,
 * checked here and again by the server), preview it, then `confirm` uploads it or `clear` forgets it.
 */
export function useProfilePhotoPicker(options: { toastMs?: number; failureMessage: string }) {
  const image = usePickedImage({ toastMs: options.toastMs });
  const [upload, { loading }] = useMutation(UploadProfilePhotoDocument);
  const toast = useToast();
  const progress = useUploadProgress();

  const confirm = async () => {
    if (!image.picked) return;
    try {
      const { data } = await upload({ variables: { file: image.picked.file }, context: progress.start() });
      resultOf(data?.uploadProfilePhoto, 'user');
      image.clear();
      toast.success('Profile photo updated.', options.toastMs);
    } catch (error) {
      const info = readApiError(error);
      if (info.code !== 'UPLOAD_CANCELLED') toast.error(info.message || options.failureMessage, options.toastMs);
    } finally {
      progress.done();
    }
  };

  return {
    picked: image.picked !== null,
    preview: image.preview,
    loading,
    pick: image.pick,
    clear: image.clear,
    confirm,
    /** 0..100 while the photo uploads, else null. */
    progress: progress.progress,
    cancelUpload: progress.cancel,
  };
}
