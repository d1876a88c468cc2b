const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the value is a uuid in its textual form (any letter case): every id this API hands out. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
