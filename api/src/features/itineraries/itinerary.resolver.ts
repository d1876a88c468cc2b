import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, FIRST_ARG } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { readUpload } from '../media/index.js';
import { createItinerary } from './create-itinerary.js';
import { deleteItinerary } from './delete-itinerary.js';
import { findVisibleItinerary, findVisibleStop, getVisibleItinerary, itineraryNotFound } from './find-itinerary.js';
import { forkItinerary } from './fork-itinerary.js';
import { Itinerary } from './itinerary.entity.js';
import {
  DeleteItineraryPayload,
  DeleteStopPayload,
  ItineraryConnection,
  ItineraryInput,
  ItineraryPatch,
  ItineraryPayload,
  ItineraryType,
  StopInput,
  StopPayload,
} from './itinerary.types.js';
import { listItineraries } from './list-itineraries.js';
import { rateItinerary } from './rate-itinerary.js';
import { addStop, deleteStop, moveStop, updateStop } from './stop-operations.js';
import { Stop } from './stop.entity.js';
import { removeItineraryDay, setItineraryCover, updateItinerary } from './update-itinerary.js';

defineNodeType({ typeName: 'Itinerary', entity: Itinerary, load: findVisibleItinerary });
defineNodeType({ typeName: 'Stop', entity: Stop, load: findVisibleStop });

const readImage = async (image: Promise<FileUpload> | null | undefined) => (image ? readUpload(image) : null);

/** A stop as the services read it: the budget's amount and currency as two fields. */
const serviceStop = ({ budget, ...stop }: StopInput) => ({
  ...stop,
  budget: budget?.amount,
  currency: budget?.currencyCode,
});

/**
 * The services name a budget's parts `budget` (`totalBudget` on the itinerary) and `currency`; the GraphQL inputs
 * nest them in a MoneyInput, so a userError names `budget.amount` or `budget.currencyCode` (`stops.0.budget.amount`).
 */
function moneyInputField(field: string | null, money: 'totalBudget' | 'budget'): string | null {
  if (field === null) return null;
  if (field === 'currency') return `${money}.currencyCode`;
  if (field === money) return `${money}.amount`;
  return field
    .replace(/^(stops\.\d+\.)budget$/, '$1budget.amount')
    .replace(/^(stops\.\d+\.)currency$/, '$1budget.currencyCode');
}

/** payloadOf, its userErrors' fields named as the inputs with a MoneyInput name them. */
async function moneyPayloadOf<T extends object>(money: 'totalBudget' | 'budget', work: () => Promise<T>) {
  const payload = await payloadOf(work);
  return {
    ...payload,
    userErrors: payload.userErrors.map((error) => ({ ...error, field: moneyInputField(error.field, money) })),
  };
}

const PHOTO = { nullable: true, description: 'An image of at most 5 MB (JPEG, PNG, WebP, AVIF or GIF).' } as const;

@Resolver(() => ItineraryType)
export class ItineraryResolver {
  @Query(() => ItineraryType, {
    nullable: true,
    description: 'An itinerary, or null when it does not exist or the viewer may not see it.',
  })
  itinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
  ): Promise<Itinerary | null> {
    return findVisibleItinerary(ctx, id);
  }

  @Query(() => ItineraryConnection, {
    description: "Itineraries the viewer may see, newest first; `mine` keeps the viewer's own (members only).",
  })
  itineraries(
    @Ctx() ctx: GraphQLContext,
    @Arg('mine', () => Boolean, { defaultValue: false, description: "Only the signed-in member's own." }) mine: boolean,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<ItineraryConnection> {
    return listItineraries(ctx, { mine, first, after });
  }

  @Mutation(() => ItineraryPayload, { description: 'The signed-in member saves a new itinerary with its stops.' })
  createItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ItineraryInput, { description: 'The itinerary and its stops in order.' }) input: ItineraryInput,
    @Arg('cover', () => GraphQLUpload, { ...PHOTO, description: `${PHOTO.description} 800x400 suggested.` })
    cover?: Promise<FileUpload> | null,
  ): Promise<ItineraryPayload> {
    return moneyPayloadOf('totalBudget', async () => {
      const { totalBudget, stops, ...fields } = input;
      const itinerary = await createItinerary(ctx, {
        ...fields,
        totalBudget: totalBudget.amount,
        currency: totalBudget.currencyCode,
        stops: stops.map(serviceStop),
        cover: await readImage(cover),
      });
      return { itinerary };
    });
  }

  @Mutation(() => ItineraryPayload, { description: 'The owner (or an admin) changes the given fields.' })
  updateItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
    @Arg('patch', () => ItineraryPatch, { description: 'The fields to change.' }) patch: ItineraryPatch,
  ): Promise<ItineraryPayload> {
    return moneyPayloadOf('totalBudget', async () => {
      const { totalBudget, ...fields } = patch;
      const money = totalBudget ? { totalBudget: totalBudget.amount, currency: totalBudget.currencyCode } : {};
      return { itinerary: await updateItinerary(ctx, id, { ...fields, ...money }) };
    });
  }

  @Mutation(() => ItineraryPayload, { description: "The owner (or an admin) replaces the itinerary's cover image." })
  setItineraryCover(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
    @Arg('cover', () => GraphQLUpload, { description: PHOTO.description }) cover: Promise<FileUpload>,
  ): Promise<ItineraryPayload> {
    return payloadOf(async () => ({ itinerary: await setItineraryCover(ctx, id, await readUpload(cover)) }));
  }

  @Mutation(() => DeleteItineraryPayload, {
    description: 'The owner (or an admin) deletes the itinerary with its stops and ratings; posts keep their text.',
  })
  deleteItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
  ): Promise<DeleteItineraryPayload> {
    return payloadOf(async () => {
      await deleteItinerary(ctx, id);
      return { deletedItineraryId: id };
    });
  }

  @Mutation(() => StopPayload, {
    description: 'Appends a stop to an itinerary the viewer may edit, with an optional photo.',
  })
  addStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('itineraryId', () => ID, { description: "The itinerary's id." }) itineraryId: string,
    @Arg('stop', () => StopInput, { description: 'The new stop.' }) stop: StopInput,
    @Arg('photo', () => GraphQLUpload, PHOTO) photo?: Promise<FileUpload> | null,
  ): Promise<StopPayload> {
    return moneyPayloadOf('budget', async () => addStop(ctx, itineraryId, serviceStop(stop), await readImage(photo)));
  }

  @Mutation(() => StopPayload, { description: "Replaces a stop's fields; a photo given replaces its photo." })
  updateStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The stop's id." }) id: string,
    @Arg('stop', () => StopInput, { description: 'The stop as it should be.' }) stop: StopInput,
    @Arg('photo', () => GraphQLUpload, PHOTO) photo?: Promise<FileUpload> | null,
  ): Promise<StopPayload> {
    return moneyPayloadOf('budget', async () => {
      const updated = await updateStop(ctx, id, serviceStop(stop), await readImage(photo));
      return { stop: updated, itinerary: await getVisibleItinerary(ctx, updated.itinerary!.id) };
    });
  }

  @Mutation(() => DeleteStopPayload, { description: 'Removes a stop; the later ones move up.' })
  deleteStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The stop's id." }) id: string,
  ): Promise<DeleteStopPayload> {
    return payloadOf(async () => {
      const itinerary = await deleteStop(ctx, id);
      if (!itinerary) throw itineraryNotFound();
      return { deletedStopId: id, itinerary };
    });
  }

  @Mutation(() => ItineraryPayload, {
    description:
      'Moves a stop to a 0-based position within a day (its own unless `day` is given); the others shift. On a one-day itinerary that is the position in the whole list.',
  })
  moveStop(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The stop's id." }) id: string,
    @Arg('position', () => Int, { description: 'Where it goes in the day, from 0 (past the end: last).' })
    position: number,
    @Arg('day', () => Int, { nullable: true, description: 'The 1-based day it moves to; left out: its own.' })
    day?: number | null,
  ): Promise<ItineraryPayload> {
    return payloadOf(async () => ({ itinerary: await moveStop(ctx, id, position, day) }));
  }

  @Mutation(() => ItineraryPayload, {
    description:
      "Removes a day of an itinerary with two or more: its stops join the day before (day 1's the next), later days move up.",
  })
  removeItineraryDay(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
    @Arg('day', () => Int, { description: 'The 1-based day to remove.' }) day: number,
  ): Promise<ItineraryPayload> {
    return payloadOf(async () => ({ itinerary: await removeItineraryDay(ctx, id, day) }));
  }

  @Mutation(() => ItineraryPayload, {
    description: 'Rates 1 to 5; rating again replaces the earlier rating. Owners cannot rate their own.',
  })
  rateItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The itinerary's id." }) id: string,
    @Arg('rating', () => Int, { description: '1 to 5 stars.' }) rating: number,
  ): Promise<ItineraryPayload> {
    return payloadOf(async () => ({ itinerary: await rateItinerary(ctx, id, rating) }));
  }

  @Mutation(() => ItineraryPayload, {
    description:
      "Copies a visible itinerary (text, budget, stops; not ratings) into the viewer's own, credited with forkedFrom.",
  })
  forkItinerary(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The original's id." }) id: string,
  ): Promise<ItineraryPayload> {
    return payloadOf(async () => ({ itinerary: await forkItinerary(ctx, id) }));
  }
}
