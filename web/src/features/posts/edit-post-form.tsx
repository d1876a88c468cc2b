import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@culturalink/common/limits';
import type { PostCardFieldsFragment } from '../../gql/graphql';
import { isWordedForPeople, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { relativeTime } from '../../lib/relative-time';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { UploadProgress, useUploadProgress } from '../../ui/upload-progress';
import { useToast } from '../../ui/toast-context';
import { UpdatePostDocument } from './api/update-post';
import { ItinerarySummary } from './components/itinerary-summary';
import { AddPhotoButton, PhotoListEditor } from './photos/photo-list-editor';
import { usePhotoDrafts } from './photos/use-photo-drafts';
import '../../ui/text-field.css';

const FAILED = 'Failed to update post. Please try again.';

/**
 * The author's edit form: title, content and the photos (kept, reordered, described, removed, added); category,
 * country and itinerary stay as they are.
 */
export function EditPostForm({ post }: { post: PostCardFieldsFragment }) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const photos = usePhotoDrafts(post.photos);
  const [alert, setAlert] = useState('');
  const [update, { loading }] = useMutation(UpdatePostDocument);
  const upload = useUploadProgress();
  const navigate = useNavigate();
  const toast = useToast();
  const contentId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return setAlert('Please fill all fields correctly.');
    setAlert('');
    try {
      const { data } = await update({
        variables: {
          id: post.id,
          input: { title: title.trim(), content: content.trim() },
          photos: photos.inputs(),
        },
        context: photos.hasUploads ? upload.start() : undefined,
      });
      resultOf(data?.updatePost, 'post');
      toast.success('Post updated.');
      void navigate('/profile');
    } catch (error) {
      const info = readApiError(error);
      setAlert(info.code === 'BAD_USER_INPUT' || isWordedForPeople(info) ? info.message : FAILED);
    } finally {
      upload.done();
    }
  };

  return (
    <form className="edit-post" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label="Title"
        value={title}
        placeholder="Enter post title"
        maxLength={POST_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />
      <p className="edit-post__byline">
        @{post.author.username} · <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={contentId}>
          Content
        </label>
        <textarea
          id={contentId}
          className="edit-post__content"
          value={content}
          placeholder="What's on your mind?"
          maxLength={POST_CONTENT_MAX_LENGTH}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <PhotoListEditor drafts={photos} disabled={loading} />
      <AddPhotoButton drafts={photos} disabled={loading} />
      {upload.progress !== null && (
        <UploadProgress value={upload.progress} label="Uploading the new image" onCancel={upload.cancel} />
      )}
      <ItinerarySummary itinerary={post.itinerary} />
      {alert && (
        <p className="edit-post__alert" role="alert">
          {alert}
        </p>
      )}
      <div className="edit-post__buttons">
        <Button variant="secondary" onClick={() => void navigate('/profile')} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" busy={loading}>
          {loading ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
