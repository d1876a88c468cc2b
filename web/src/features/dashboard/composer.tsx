import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { POST_CONTENT_MAX_LENGTH } from '@culturalink/common/limits';
import { POST_CATEGORIES } from '@culturalink/common/post-categories';
import type { PostCardFieldsFragment } from '../../gql/graphql';
import { fieldErrorMap, readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { ImageAltField } from '../../ui/image-alt-field';
import { ImageFileButton, usePickedImage } from '../../ui/image-picker';
import { UploadProgress, useUploadProgress } from '../../ui/upload-progress';
import { CountryField } from '../places';
import { useToast } from '../../ui/toast-context';
import { CreatePostDocument } from '../posts';
import { EMPTY_COMPOSER, missingFields, type ComposerValues } from './composer-form';
import { ItineraryPicker } from './itinerary-picker';
import { TitleField } from './title-field';
import './composer.css';
import '../../ui/text-field.css';

const FILL_ALL = 'Please fill all fields correctly.';
/** Refusals whose text is already written for people (the server's, or the upload's own). */
const SAID_AS_IS = new Set([
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NETWORK',
  'SERVER_ERROR',
  'UPLOAD_CANCELLED',
]);

/** Writes a post: title, category, country, body, an optional image and itinerary. The new post is handed to onCreated. */
export function Composer({ onCreated }: { onCreated: (post: PostCardFieldsFragment) => void }) {
  const [values, setValues] = useState<ComposerValues>(EMPTY_COMPOSER);
  const image = usePickedImage();
  const [imageAlt, setImageAlt] = useState('');
  const [itineraryId, setItineraryId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [create, { loading }] = useMutation(CreatePostDocument);
  const ids = { category: useId(), content: useId() };
  const toast = useToast();
  const upload = useUploadProgress();

  const preview = image.preview;

  const set = (field: keyof ComposerValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const clearImage = () => {
    image.clear();
    setImageAlt('');
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
    try {
      const { data } = await create({
        variables: {
          input: {
            title: values.title.trim(),
            category: values.category,
            country: values.country.trim(),
            content: values.content.trim(),
            itineraryId,
            ...(image.picked && imageAlt.trim() ? { imageAlt: imageAlt.trim() } : {}),
          },
          image: image.picked?.file ?? null,
        },
        context: image.picked ? upload.start() : undefined,
      });
      if (!data) throw new Error('No post returned');
      onCreated(data.createPost);
      setValues(EMPTY_COMPOSER);
      setErrors({});
      setItineraryId(null);
      clearImage();
      toast.success('Post created successfully!');
    } catch (error) {
      const info = readApiError(error);
      if (info.code === 'BAD_USER_INPUT') {
        setErrors(fieldErrorMap(info.extensions.fieldErrors as Array<{ field: string; message: string }> | undefined));
        setFormError(info.message);
        toast.error(info.message);
      } else if (SAID_AS_IS.has(info.code)) {
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

  return (
    <form className="composer" onSubmit={(event) => void submit(event)} aria-label="Create a post" noValidate>
      <TitleField
        value={values.title}
        onChange={set('title')}
        error={errors.title && errors.title !== 'Required' ? errors.title : errors.title ? 'Add a title' : undefined}
      />
      <div className="composer__row">
        <div className={`field ${errors.category ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.category}>
            Category
          </label>
          <div className="field__control">
            <select
              id={ids.category}
              className="field__input composer__select"
              value={values.category}
              onChange={(event) => set('category')(event.target.value)}
              aria-invalid={errors.category ? true : undefined}
            >
              <option value="">Choose a category</option>
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CountryField
          value={values.country}
          onChange={(event) => set('country')(event.target.value)}
          error={errors.country && errors.country !== 'Required' ? errors.country : Boolean(errors.country)}
        />
      </div>
      <div className={`field ${errors.content ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.content}>
          What would you like to share?
        </label>
        <textarea
          id={ids.content}
          className="composer__body"
          rows={4}
          maxLength={POST_CONTENT_MAX_LENGTH}
          value={values.content}
          placeholder="Share a tradition, a dish, a story…"
          onChange={(event) => set('content')(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
        />
        {errors.content && errors.content !== 'Required' && <p className="field__error">{errors.content}</p>}
      </div>
      {preview && (
        <div className="composer__preview">
          <img src={preview} alt="Preview of the image to post" title={imageAlt.trim() || undefined} />
          <Button size="sm" variant="secondary" onClick={clearImage}>
            Remove image
          </Button>
        </div>
      )}
      {preview && <ImageAltField value={imageAlt} onChange={setImageAlt} />}
      {upload.progress !== null && (
        <UploadProgress value={upload.progress} label="Uploading the post image" onCancel={upload.cancel} />
      )}
      {formError && (
        <p className="composer__error" role="alert">
          {formError}
        </p>
      )}
      <div className="composer__actions">
        <ImageFileButton label={image.picked ? 'Change image' : 'Add image'} onFile={image.pick} />
        <ItineraryPicker selectedId={itineraryId} onPick={setItineraryId} />
        <Button type="submit" className="composer__submit" busy={loading}>
          {loading ? 'Posting' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
