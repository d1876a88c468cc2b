import { useId } from 'react';
import { POST_CONTENT_MAX_LENGTH } from '@culturalink/common/limits';
import type { PostCardFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { UploadProgress } from '../../ui/upload-progress';
import { CountryField } from '../places';
import { AddPhotoButton, PhotoListEditor } from '../posts';
import { LeaveGuard } from '../drafts';
import { CategoryField } from './category-field';
import { ItineraryPicker } from './itinerary-picker';
import { PendingPosts } from './pending-posts';
import { TitleField } from './title-field';
import { useComposer } from './use-composer';
import './composer.css';
import '../../ui/text-field.css';

/** Writes a post: title, category, country, body, up to 4 photos (each described, in order) and an itinerary. The new post is handed to onCreated. */
export function Composer({ onCreated }: { onCreated: (post: PostCardFieldsFragment) => void }) {
  const form = useComposer(onCreated);
  const { values, set, errors, formError, photos, upload, loading } = form;
  const contentId = useId();

  return (
    <form className="composer" onSubmit={(event) => void form.submit(event)} aria-label="Create a post" noValidate>
      <LeaveGuard when={form.dirty} message="Your post is not sent yet. It stays here as a draft on this device." />
      <TitleField
        value={values.title}
        onChange={set('title')}
        error={errors.title && errors.title !== 'Required' ? errors.title : errors.title ? 'Add a title' : undefined}
      />
      <div className="composer__row">
        <CategoryField value={values.category} onChange={set('category')} invalid={Boolean(errors.category)} />
        <CountryField
          value={values.country}
          onChange={(event) => set('country')(event.target.value)}
          error={errors.country && errors.country !== 'Required' ? errors.country : Boolean(errors.country)}
        />
      </div>
      <div className={`field ${errors.content ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={contentId}>
          What would you like to share?
        </label>
        <textarea
          id={contentId}
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
      <PhotoListEditor drafts={photos} disabled={loading} />
      {upload.progress !== null && (
        <UploadProgress value={upload.progress} label="Uploading the post image" onCancel={upload.cancel} />
      )}
      {formError && (
        <p className="composer__error" role="alert">
          {formError}
        </p>
      )}
      <div className="composer__actions">
        <AddPhotoButton drafts={photos} disabled={loading} />
        <ItineraryPicker selectedId={form.itineraryId} onPick={form.setItineraryId} />
        <Button type="submit" className="composer__submit" busy={loading}>
          {loading ? 'Posting' : 'Post'}
        </Button>
      </div>
      <PendingPosts />
    </form>
  );
}
