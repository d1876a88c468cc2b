import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { mapStyles, OFFLINE_STYLE_PATH } from './map-styles.js';

@ObjectType('MapStyles', {
  description:
    'The MapLibre styles the map chooses from: it draws the online street style when the browser can reach it ' +
    'within a few seconds, else the offline style this API serves.',
})
export class MapStylesType {
  @Field(() => String, {
    nullable: true,
    description:
      'The online style (for the light theme when onlineDark is set): MAP_STYLE_URL, by default OpenFreeMap Liberty; ' +
      'null when MAP_STYLE=offline.',
  })
  online!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The online style for the dark theme: MAP_STYLE_DARK_URL, by default OpenFreeMap Dark with the default style; ' +
      'null when the online style serves both themes, or there is none.',
  })
  onlineDark!: string | null;

  @Field(() => String, {
    description: 'The offline style (/map/style.json), drawn when the online one is out of reach.',
  })
  offline!: string;

  @Field(() => String, { description: 'The offline style in its dark version (/map/style.json?theme=dark).' })
  offlineDark!: string;
}

@Resolver()
export class MapStyleResolver {
  @Query(() => String, {
    description:
      'The MapLibre style to load: MAP_STYLE_URL when set (and MAP_STYLE is not offline), else our offline style.',
    deprecationReason:
      'Use mapStyles instead (the online default, its dark counterpart and the fallback), since 2026-12-02.',
  })
  mapStyleUrl(@Ctx() ctx: GraphQLContext): string {
    const { config } = ctx.services;
    return config.mapStyle === 'offline' ? OFFLINE_STYLE_PATH : (config.mapStyleUrl ?? OFFLINE_STYLE_PATH);
  }

  @Query(() => MapStylesType, { description: 'The map styles to choose from, online first (see MapStyles).' })
  mapStyles(@Ctx() ctx: GraphQLContext): MapStylesType {
    return mapStyles(ctx.services.config);
  }
}
