import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@culturalink/common/limits';
import { readApiError } from '../../lib/graphql-error';
import { useToast } from '../../ui/toast-context';
import { useUploadProgress } from '../../ui/upload-progress';
import { UploadProfilePhotoDocument } from './api/upload-profile-photo';

/**
 * The member's own photo change, shared by settings and the profile card: pick a file (image, at most 5 MB,
 * checked here and again by the server), preview it, then `confirm` uploads it or `clear` forgets it.
 */
export function useProfilePhotoPicker(options: { toastMs?: number; failureMessage: string }) {
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [upload, { loading }] = useMutation(UploadProfilePhotoDocument);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const toast = useToast();
  const progress = useUploadProgress();
  const preview = picked?.preview ?? null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const clear = () => {
    setPicked(null);
    if (input.current) input.current.value = '';
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      clear();
      return toast.error('Please choose an image file.', options.toastMs);
    }
    if (file.size > IMAGE_MAX_BYTES) {
      clear();
      return toast.error('Image size should be less than 5MB', options.toastMs);
    }
    setPicked({ file, preview: URL.createObjectURL(file) });
  };

  const confirm = async () => {
    if (!picked) return;
    try {
      await upload({ variables: { file: picked.file }, context: progress.start() });
      clear();
      toast.success('Profile photo updated.', options.toastMs);
    } catch (error) {
      const info = readApiError(error);
      if (info.code !== 'UPLOAD_CANCELLED') toast.error(info.message || options.failureMessage, options.toastMs);
    } finally {
      progress.done();
    }
  };

  return {
    picked: picked !== null,
    preview,
    loading,
    input,
    inputId,
    pick,
    clear,
    confirm,
    /** 0..100 while the photo uploads, else null. */
    progress: progress.progress,
    cancelUpload: progress.cancel,
  };
}
