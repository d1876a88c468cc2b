/**
 * The API's change policy, checked in the API tests (`schema-policy.test.ts`) and by `npm run schema:release`:
 * - the schema the code builds may not break the last released one (`docs/api/schema.released.graphql`),
 *   except by removing what that release had already marked `@deprecated`;
 * - every `@deprecated` says why and since when: `reason: "Use X instead, since YYYY-MM-DD."`.
 * Breaking changes are found by @graphql-inspector/core's `diff`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Change, ChangeType, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const releasedSchemaPath = path.join(repoRoot, 'docs/api/schema.released.graphql');
export const changelogPath = path.join(repoRoot, 'docs/api/CHANGELOG.md');

/** `since YYYY-MM-DD` with a real calendar date. */
const SINCE_DATE = /\bsince (\d{4})-(\d{2})-(\d{2})\b/;

export function deprecationDate(reason: string | null | undefined): string | null {
  const match = reason ? SINCE_DATE.exec(reason) : null;
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().startsWith(`${y}-${m}-${d}`) ? `${y}-${m}-${d}` : null;
}

/** Where an element can be deprecated: output fields, arguments, input fields, enum values. */
interface Deprecatable {
  path: string;
  deprecationReason?: string | null;
}

function deprecatables(schema: GraphQLSchema): Deprecatable[] {
  const found: Deprecatable[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        found.push({ path: `${type.name}.${field.name}`, deprecationReason: field.deprecationReason });
        for (const arg of field.args) {
          found.push({ path: `${type.name}.${field.name}.${arg.name}`, deprecationReason: arg.deprecationReason });
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        found.push({ path: `${type.name}.${field.name}`, deprecationReason: field.deprecationReason });
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        found.push({ path: `${type.name}.${value.name}`, deprecationReason: value.deprecationReason });
      }
    }
  }
  return found;
}

/** Every `@deprecated` of the schema whose reason gives no `since YYYY-MM-DD` (as "Type.field: reason"). */
export function undatedDeprecations(schema: GraphQLSchema): string[] {
  return deprecatables(schema)
    .filter((d) => d.deprecationReason != null && deprecationDate(d.deprecationReason) === null)
    .map((d) => `${d.path}: "${d.deprecationReason}"`);
}

const REMOVALS: ReadonlySet<string> = new Set([
  ChangeType.FieldRemoved,
  ChangeType.FieldArgumentRemoved,
  ChangeType.InputFieldRemoved,
  ChangeType.EnumValueRemoved,
]);

/**
 * A type may go once nothing of the released schema can reach it any more without a deprecated field,
 * argument or input field (they all were deprecated, and removed with it).
 */
function onlyReachedThroughDeprecated(released: GraphQLSchema, name: string): boolean {
  const roots = [released.getQueryType(), released.getMutationType(), released.getSubscriptionType()];
  if (roots.some((root) => root?.name === name)) return false;
  const refersTo = (type: GraphQLNamedType) => type.name === name;
  for (const type of Object.values(released.getTypeMap())) {
    if (type.name.startsWith('__') || type.name === name) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (refersTo(getNamedType(field.type)) && !field.deprecationReason) return false;
        for (const arg of field.args) {
          if (refersTo(getNamedType(arg.type)) && !arg.deprecationReason && !field.deprecationReason) return false;
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (refersTo(getNamedType(field.type)) && !field.deprecationReason) return false;
      }
    }
  }
  return true;
}

export interface PolicyViolation {
  path: string;
  message: string;
}

/**
 * The breaking changes from `released` to `current` that the policy refuses: every breaking change except
 * removing what `released` deprecated with a dated reason (or a type only reachable through such).
 */
export async function breakingChanges(released: GraphQLSchema, current: GraphQLSchema): Promise<PolicyViolation[]> {
  const deprecatedThen = new Map(deprecatables(released).map((d) => [d.path, d.deprecationReason]));
  const allowed = (change: Change) => {
    if (change.type === ChangeType.TypeRemoved) return onlyReachedThroughDeprecated(released, change.path ?? '');
    if (!REMOVALS.has(change.type)) return false;
    const reason = deprecatedThen.get(change.path ?? '');
    // Removing an argument of a deprecated field is part of removing that field.
    const parent = change.type === ChangeType.FieldArgumentRemoved ? change.path?.split('.').slice(0, 2).join('.') : '';
    return deprecationDate(reason) !== null || (parent ? deprecationDate(deprecatedThen.get(parent)) !== null : false);
  };
  return (await diff(released, current))
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking && !allowed(change))
    .map((change) => ({ path: change.path ?? '', message: change.message }));
}

/** What an empty "## Unreleased" section of the changelog says. */
export const NOTHING_YET = 'Nothing yet.';

const RELEASE_HEADER = /^# The API as released on (\d{4}-\d{2}-\d{2})\./;

/** The snapshot of a release: a header naming its date, then the sorted schema. */
export function printReleasedSchema(schema: GraphQLSchema, date: string): string {
  return (
    `# The API as released on ${date}. Written by \`npm run schema:release\` when a release is cut; do not edit.\n` +
    `# The API tests refuse any change from it that breaks clients, except removing what it marks @deprecated.\n\n` +
    `${printSchema(lexicographicSortSchema(schema))}\n`
  );
}

export function releaseDateOf(snapshot: string): string | null {
  return RELEASE_HEADER.exec(snapshot)?.[1] ?? null;
}
