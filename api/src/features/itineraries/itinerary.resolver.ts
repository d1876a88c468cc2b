import { MY_ITINERARIES_MAX } from '@culturalink/common/limits';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { readUpload } from '../media/index.js';
import { createItinerary } from './create-itinerary.js';
import { deleteItinerary } from './delete-itinerary.js';
import { findVisibleItinerary, getVisibleItinerary, itineraryNotFound } from './find-itinerary.js';
import { forkItinerary } from './fork-itinerary.js';
import type { Itinerary } from './itinerary.entity.js';
import {
  ItineraryConnection,
  ItineraryInput,
  ItineraryPatch,
  ItinerarySummary,
  ItineraryType,
  StopInput,
} from './itinerary.types.js';
import { listItineraries, myItinerarySummaries } from './list-itineraries.js';
import { rateItinerary } from './rate-itinerary.js';
import { addStop, deleteStop, moveStop, updateStop } from './stop-operations.js';
import { setItineraryCover, updateItinerary } from './update-itinerary.js';

const readImage = async (image: Promise<FileUpload> | null | undefined) => (image ? readUpload(image) : null);

@Resolver(() => ItineraryType)
export class ItineraryResolver {
  @Query(() => ItineraryType, {
    nullable: true,
    description: 'An itinerary, or null when it does not exist or the viewer may not see it.',
  })
  itinerary(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Itinerary | null> {
    return findVisibleItinerary(ctx, id);
  }

  @Query(() => ItineraryConnection, {
    description: "Itineraries the viewer may see, newest first; `mine` keeps the viewer's own.",
  })
  itineraries(
    @Ctx() ctx: GraphQLContext,
    @Arg('mine', () => Boolean, { defaultValue: false }) mine: boolean,
    @Arg('first', () => Int, { nullable: true, description: '1 to 50, default 6.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ItineraryConnection> {
    return listItineraries(ctx, { mine, first, after });
  }

  @Query(() => [ItinerarySummary], {
    description: `The viewer's own itineraries, newest first (the composer's picker); at most ${MY_ITINERARIES_MAX}.`,
  })
  myItineraries(@Ctx() ctx: GraphQLContext): Promise<ItinerarySummary[]> {
    return myItinerarySummaries(ctx);
  }

  @Mutation(() => ItineraryType)
  async createItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ItineraryInput) input: ItineraryInput,
    @Arg('cover', () => GraphQLUpload, { nullable: true, description: 'An image of at most 5 MB (800x400 suggested).' })
    cover?: Promise<FileUpload> | null,
  ): Promise<Itinerary> {
    return createItinerary(ctx, { ...input, cover: await readImage(cover) });
  }

  @Mutation(() => ItineraryType, { description: 'The owner (or an admin) changes the given fields.' })
  updateItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('patch', () => ItineraryPatch) patch: ItineraryPatch,
  ): Promise<Itinerary> {
    return updateItinerary(ctx, id, patch);
  }

  @Mutation(() => ItineraryType)
  async setItineraryCover(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('cover', () => GraphQLUpload) cover: Promise<FileUpload>,
  ): Promise<Itinerary> {
    return setItineraryCover(ctx, id, await readUpload(cover));
  }

  @Mutation(() => Boolean, {
    description: 'The owner (or an admin) deletes the itinerary with its stops and ratings; posts keep their text.',
  })
  async deleteItinerary(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await deleteItinerary(ctx, id);
    return true;
  }

  @Mutation(() => ItineraryType, { description: 'Appends a stop, with an optional photo.' })
  async addStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('itineraryId', () => ID) itineraryId: string,
    @Arg('stop', () => StopInput) stop: StopInput,
    @Arg('photo', () => GraphQLUpload, { nullable: true, description: 'An image of at most 5 MB.' })
    photo?: Promise<FileUpload> | null,
  ): Promise<Itinerary> {
    return (await addStop(ctx, itineraryId, stop, await readImage(photo))).itinerary;
  }

  @Mutation(() => ItineraryType, { description: "Replaces a stop's fields; a photo given replaces its photo." })
  async updateStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('stop', () => StopInput) stop: StopInput,
    @Arg('photo', () => GraphQLUpload, { nullable: true, description: 'An image of at most 5 MB.' })
    photo?: Promise<FileUpload> | null,
  ): Promise<Itinerary> {
    const updated = await updateStop(ctx, id, stop, await readImage(photo));
    return getVisibleItinerary(ctx, updated.itinerary!.id);
  }

  @Mutation(() => ItineraryType)
  async deleteStop(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Itinerary> {
    const itinerary = await deleteStop(ctx, id);
    if (!itinerary) throw itineraryNotFound();
    return itinerary;
  }

  @Mutation(() => ItineraryType, { description: 'Moves a stop to a 0-based position; the others shift.' })
  moveStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('position', () => Int) position: number,
  ): Promise<Itinerary> {
    return moveStop(ctx, id, position);
  }

  @Mutation(() => ItineraryType, {
    description: 'Rates 1 to 5; rating again replaces the earlier rating. Owners cannot rate their own.',
  })
  rateItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('rating', () => Int) rating: number,
  ): Promise<Itinerary> {
    return rateItinerary(ctx, id, rating);
  }

  @Mutation(() => ItineraryType, {
    description:
      "Copies a visible itinerary (text, budget, stops; not ratings) into the viewer's own, credited with forkedFrom.",
  })
  forkItinerary(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Itinerary> {
    return forkItinerary(ctx, id);
  }
}
