/**
 * Request bodies generated from a route's own schema (the JSON Schema the OpenAPI document derives from the
 * route's zod schema): a valid one, then mutations — a required field dropped, wrong types, strings past
 * their limit, numbers at and past their bounds, unicode, NUL characters and very long values. Seeded, so
 * a failure can be replayed.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** A small seeded generator (mulberry32), so every run makes the same payloads. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const UNICODE = ["Zoë", "😀👨‍👩‍👧", "مرحبا", "日本語", "e\u0301", "\u202Eevil", "\uFEFFbom", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢"];

function validString(schema: JsonSchema, random: Random): string {
  const format = schema.format;
  if (format === "email") return `person${random.int(1, 99999)}@example.org`;
  if (format === "date-time")
    return new Date(Date.UTC(2031, random.int(0, 11), random.int(1, 28), 10)).toISOString();
  if (format === "date") return `2031-0${random.int(1, 9)}-1${random.int(0, 9)}`;
  if (format === "uri" || format === "url") return `https://example.org/${random.int(1, 999)}`;
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const length = random.int(min, Math.max(min, max));
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let text = "";
  for (let i = 0; i < length; i++) text += letters[random.int(0, letters.length - 1)];
  return text;
}

function validNumber(schema: JsonSchema, random: Random, integer: boolean): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 100);
  const value = min + random.next() * (Math.min(max, min + 1000) - min);
  return integer ? Math.round(value) : value;
}

/** A value the schema accepts (as far as types, enums, lengths and bounds go). */
export function validValue(schema: JsonSchema, random: Random, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return validValue(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), random, depth + 1);
  const type = Array.isArray(schema.type)
    ? random.pick(schema.type.filter((t) => t !== "null"))
    : schema.type;
  switch (type) {
    case "string":
      return validString(schema, random);
    case "integer":
      return validNumber(schema, random, true);
    case "number":
      return validNumber(schema, random, false);
    case "boolean":
      return random.next() < 0.5;
    case "null":
      return null;
    case "array": {
      const count = depth > 3 ? 0 : random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, random, depth + 1));
    }
    case "object":
    default: {
      if (!schema.properties) return type === "object" ? {} : "x";
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        if (schema.required?.includes(key) || random.next() < 0.7)
          value[key] = validValue(property, random, depth + 1);
      }
      return value;
    }
  }
}

/** A wrong value for a field of this schema. */
function wrongValue(schema: JsonSchema, random: Random): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const oversized = "x".repeat((schema.maxLength ?? 1000) + random.int(1, 5));
  const candidates: unknown[] = [
    null,
    true,
    -1,
    0,
    1.5,
    2 ** 53,
    -(2 ** 31) - 1,
    Number.MAX_VALUE,
    "",
    " ",
    "\u0000",
    `a\u0000b`,
    random.pick(UNICODE),
    oversized,
    [],
    [null],
    {},
    { $gt: "" },
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "1e308",
    "0x10",
    "2031-02-30T25:61:00Z",
  ];
  if (type === "string") candidates.push(12345, { nested: "object" }, ["array"], oversized.repeat(20));
  if (type === "integer" || type === "number")
    candidates.push(
      String(validNumber(schema, random, true)),
      (schema.maximum ?? 1e6) + 1,
      (schema.minimum ?? 0) - 1,
    );
  if (type === "array")
    candidates.push(
      "not an array",
      Array.from({ length: (schema.maxItems ?? 10) + 1 }, () => ({})),
    );
  if (type === "object") candidates.push("not an object", [1, 2]);
  return random.pick(candidates);
}

/** One payload for the schema: valid (about one in five) or one of the mutations. */
export function generatedPayload(schema: JsonSchema, random: Random): unknown {
  const valid = validValue(schema, random);
  const roll = random.next();
  if (roll < 0.2 || typeof valid !== "object" || valid === null || Array.isArray(valid)) {
    return roll < 0.2 ? valid : wrongValue(schema, random);
  }
  const body = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(schema.properties ?? {});
  if (roll < 0.3) return wrongValue(schema, random);
  if (roll < 0.4 && keys.length > 0) {
    delete body[random.pick(schema.required?.length ? schema.required : keys)];
    return body;
  }
  // Change one to three fields to a wrong value.
  for (let i = random.int(1, 3); i > 0 && keys.length > 0; i--) {
    const key = random.pick(keys);
    body[key] = wrongValue(schema.properties![key]!, random);
  }
  if (roll > 0.95) body.__proto__extra = { constructor: { prototype: { polluted: true } } };
  return body;
}
