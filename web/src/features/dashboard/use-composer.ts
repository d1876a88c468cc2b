import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { PostCardFieldsFragment, PostCategory } from '../../gql/graphql';
import { fieldErrorMap, isWordedForPeople, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { useToast } from '../../ui/toast-context';
import { useUploadProgress } from '../../ui/upload-progress';
import { CreatePostDocument, usePhotoDrafts } from '../posts';
import { isDirty, useDraft } from '../drafts';
import { isOnline } from '../offline';
import { mutationText, useQueueAction } from '../outbox';
import { EMPTY_COMPOSER, missingFields, type ComposerValues } from './composer-form';

const FILL_ALL = 'Please fill all fields correctly.';

/**
 * The composer's state and its one mutation: the fields with their errors, up to 4 photos with their descriptions
 * and the upload progress, the itinerary; `submit` checks the required fields, sends the post, hands it to onCreated and
 * empties the form, or says why it failed (field errors from the server on their fields).
 */
export function useComposer(onCreated: (post: PostCardFieldsFragment) => void) {
  // kept on the device per member until sent (features/drafts); the photos are not kept
  const [values, setValues, clearValues] = useDraft<ComposerValues>('composer', EMPTY_COMPOSER);
  const photos = usePhotoDrafts();
  const [itineraryId, setItineraryId, clearItineraryId] = useDraft<string | null>('composer-itinerary', null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [create, { loading }] = useMutation(CreatePostDocument);
  const toast = useToast();
  const upload = useUploadProgress();
  const queue = useQueueAction();

  const reset = () => {
    clearValues();
    setErrors({});
    clearItineraryId();
    photos.clear();
  };

  /** Offline the post is queued with its photos (sent on reconnect, shown as waiting under the composer). */
  const queuePost = async (variables: { input: { title: string }; photos: unknown }) => {
    try {
      await queue({
        kind: 'post',
        subject: 'composer',
        label: `your post “${variables.input.title}”`,
        query: mutationText(CreatePostDocument),
        variables,
        refetch: ['Feed'],
      });
      reset();
      toast.success('Your post is kept on this device and sent when you are back online.');
    } catch {
      toast.error('Could not keep the post on this device. Please try again.');
    }
  };

  const set = (field: keyof ComposerValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Required'])));
      setFormError(FILL_ALL);
      toast.error(FILL_ALL);
      return;
    }
    setFormError('');
    const variables = {
      input: {
        title: values.title.trim(),
        category: values.category as PostCategory,
        country: values.country.trim(),
        content: values.content.trim(),
        itineraryId,
      },
      photos: photos.photos.length > 0 ? photos.inputs() : null,
    };
    if (!isOnline()) return queuePost(variables);
    try {
      const { data } = await create({ variables, context: photos.hasUploads ? upload.start() : undefined });
      onCreated(resultOf(data?.createPost, 'post'));
      reset();
      toast.success('Post created successfully!');
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT') {
        setErrors(fieldErrorMap(info.extensions.fieldErrors as Array<{ field: string; message: string }> | undefined));
        setFormError(info.message);
        toast.error(info.message);
      } else if (isWordedForPeople(info)) {
        setFormError(info.message);
        toast.error(info.message);
      } else {
        setFormError('Error creating post. Please try again.');
        toast.error('Error creating post. Please try again.');
      }
    } finally {
      upload.done();
    }
  };

  return {
    values,
    /** Typed and not sent: leaving the screen asks first. */
    dirty: isDirty(values, EMPTY_COMPOSER) || itineraryId !== null,
    set,
    errors,
    formError,
    photos,
    itineraryId,
    setItineraryId,
    upload,
    loading,
    submit,
  };
}
