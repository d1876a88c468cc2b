import { IMAGE_ALT_MAX_LENGTH } from '@culturalink/common/limits';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PhotoView } from './post-photos.js';

@ObjectType('PostPhoto', {
  description: "One of a post's photos (at most 4), re-encoded, with its author's description.",
})
export class PostPhotoType {
  @Field(() => ID, { description: "The photo's id: pass it as `keep` in updatePost's photos to keep the photo." })
  id!: string;

  @Field(() => Int, { description: 'Its place in the gallery, from 0 (the first is the post’s imageUrl).' })
  position!: number;

  @Field(() => String, { description: 'The photo under /uploads (WebP, at most 1600 px).' })
  url!: string;

  @Field(() => String, { description: 'A 320 px thumbnail of the photo under /uploads.' })
  thumbUrl!: string;

  @Field(() => String, {
    description: 'The photo described by its author for people who cannot see it; empty when none was written.',
  })
  description!: string;
}

/** A photo row as the GraphQL type reads it. */
export const photoOfView = (photo: PhotoView): PostPhotoType => ({
  id: photo.id,
  position: photo.position,
  url: photo.path,
  thumbUrl: photo.thumbPath,
  description: photo.alt,
});

@InputType('PostPhotoInput', {
  description: 'One photo of the gallery, in its order: a new `upload`, or `keep` one of the post’s photos (not both).',
})
export class PostPhotoInput {
  @Field(() => GraphQLUpload, {
    nullable: true,
    description: 'A new image of at most 5 MB (JPEG, PNG, WebP, GIF or AVIF); it is re-encoded.',
  })
  upload?: Promise<FileUpload> | null;

  @Field(() => ID, { nullable: true, description: 'updatePost only: the id of one of the post’s photos to keep.' })
  keep?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Describes the photo (alt text), at most ${IMAGE_ALT_MAX_LENGTH} characters; null keeps a kept photo's.`,
  })
  description?: string | null;
}
