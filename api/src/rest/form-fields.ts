import { badInput } from '../app/errors.js';
import { NUL_BYTE_MESSAGE } from '../app/nul-bytes.js';

/**
 * The text fields of a REST form, however it came: multipart, url-encoded, or "form data sent as JSON" (the
 * original client sends some forms as JSON objects whose values are all strings, a chosen file becoming `{}`).
 * A key may repeat: `text` reads one value where one is expected, `list` reads every value where a list is.
 */
export class FormFields {
  readonly #values = new Map<string, string[]>();

  /** From a parsed JSON or url-encoded body: strings, numbers and booleans are values, arrays repeat the key. */
  static fromBody(body: Record<string, unknown>): FormFields {
    const fields = new FormFields();
    for (const [name, value] of Object.entries(body))
      for (const item of Array.isArray(value) ? value : [value]) fields.add(name, item);
    return fields;
  }

  add(name: string, value: unknown): void {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
    if (name.includes('\0') || String(value).includes('\0')) throw badInput(NUL_BYTE_MESSAGE);
    const values = this.#values.get(name) ?? [];
    values.push(String(value));
    this.#values.set(name, values);
  }

  /** The field's value (the last one when the key repeats, as the original server read it); undefined when absent. */
  text(name: string): string | undefined {
    return this.#values.get(name)?.at(-1);
  }

  /** Every value of a repeated key, in order. */
  list(name: string): string[] {
    return [...(this.#values.get(name) ?? [])];
  }

  has(name: string): boolean {
    return this.#values.has(name);
  }
}

/** A yes/no field of a JSON or form body: JSON booleans or "true"/"false"; undefined when absent; anything else is a 400. */
export function booleanField(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badInput(`${name} must be true or false.`);
}
