import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freezeInput } from '../../storable-text';
import { inputParser, inputSchemaOf } from './input-parser';

const schema = z.strictObject({
  limit: z.coerce.number().int().max(100).default(20),
  filters: z.object({ q: z.string() }).optional(),
});

describe('inputParser', () => {
  it('parses as the schema does, synchronously, and refuses what the schema refuses', () => {
    const parser = inputParser(schema);
    expect(parser.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(() => parser.parse({ limit: '500' })).toThrow(z.ZodError);
    expect(() => parser.parse({ other: 1 })).toThrow(z.ZodError);
  });

  it('parses an input frozen all the way down once, and shares its parsed value frozen', () => {
    const parser = inputParser(schema);
    const input = freezeInput({ limit: '7', filters: { q: 'lamp' } });
    const first = parser.parse(input);
    expect(first).toEqual({ limit: 7, filters: { q: 'lamp' } });
    expect(parser.parse(input)).toBe(first);
    expect(Object.isFrozen(first.filters)).toBe(true);
    // Another schema's parser parses the same input with its own rules.
    expect(inputParser(z.object({ limit: z.string() })).parse(input)).toEqual({ limit: '7' });
  });

  it('parses an input that is not frozen at every call, and never keeps a refusal', () => {
    const parser = inputParser(schema);
    const input = { limit: '7' };
    expect(parser.parse(input)).not.toBe(parser.parse(input));
    const refused = freezeInput({ limit: 'many' });
    expect(() => parser.parse(refused)).toThrow(z.ZodError);
    expect(() => parser.parse(refused)).toThrow(z.ZodError);
  });

  it('fails loudly on a schema that needs an asynchronous check', () => {
    const parser = inputParser(z.string().refine(async () => true));
    expect(() => parser.parse('x')).toThrow();
  });

  it('gives the OpenAPI document its schema', () => {
    expect(inputSchemaOf(inputParser(schema))).toBe(schema);
    expect(inputSchemaOf(schema)).toBe(schema);
    expect(inputSchemaOf(undefined)).toBeUndefined();
  });
});
