import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeOfIssue } from '../shared/issue-codes';
import { causesOfIssues } from './issue-causes';

/** The causes of what `schema` finds wrong with `input`. */
const causes = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input passed');
  return causesOfIssues(result.error.issues);
};

describe('codeOfIssue: one code per kind of zod issue', () => {
  const form = z.strictObject({
    login: z.email(),
    password: z.string().min(8).max(128),
    tags: z.array(z.string()).max(3),
    count: z.number().int().positive().multipleOf(5).optional(),
    kind: z.enum(['cart', 'history']).optional(),
    slug: z
      .string()
      .regex(/^[a-z]+$/)
      .optional(),
    site: z.url().optional(),
  });

  it('says a field left out is required, in zod’s words or the schemas’ own', () => {
    const named = z.object({
      orderId: z.string({ error: (issue) => (issue.input === undefined ? 'orderId is required' : 'orderId must be text') }),
    });
    expect(causes(named, {})).toMatchObject([{ field: 'orderId', code: 'required' }]);
    expect(causes(named, { orderId: 5 })).toMatchObject([
      { field: 'orderId', code: 'invalid_type', params: { expected: 'string' } },
    ]);
  });

  it('says a missing field is required and names it', () => {
    expect(causes(form, { login: 'ada@example.com', tags: [] })).toEqual([
      { field: 'password', message: 'password: Invalid input: expected string, received undefined', code: 'required' },
    ]);
  });

  it('gives each bound with what the words need', () => {
    const found = causes(form, { login: 'not-an-email', password: 'short', tags: ['a', 'b', 'c', 'd'], count: 0 });
    expect(found).toMatchObject([
      { field: 'login', code: 'invalid_email' },
      { field: 'password', code: 'too_small', params: { minimum: 8, origin: 'string' } },
      { field: 'tags', code: 'too_big', params: { maximum: 3, origin: 'array' } },
      { field: 'count', code: 'too_small', params: { minimum: 0, origin: 'number', exclusive: 1 } },
    ]);
    // The English message is zod's, as before the codes.
    expect(found[1]!.message).toBe('password: Too small: expected string to have >=8 characters');
  });

  it('maps types, formats, patterns, values, steps and unknown keys', () => {
    const base = { login: 'ada@example.com', password: 'long-enough', tags: [] };
    expect(causes(form, { ...base, count: 'x' })).toMatchObject([
      { field: 'count', code: 'invalid_type', params: { expected: 'number' } },
    ]);
    expect(causes(form, { ...base, count: 7 })).toMatchObject([{ field: 'count', code: 'step', params: { step: 5 } }]);
    expect(causes(form, { ...base, kind: 'draft' })).toMatchObject([
      { field: 'kind', code: 'invalid_value', params: { values: 'cart, history' } },
    ]);
    expect(causes(form, { ...base, slug: 'A1' })).toMatchObject([{ field: 'slug', code: 'pattern' }]);
    expect(causes(form, { ...base, site: 'nowhere' })).toMatchObject([
      { field: 'site', code: 'invalid_format', params: { format: 'url' } },
    ]);
    expect(causes(form, { ...base, extra: 1, other: 2 })).toEqual([
      expect.objectContaining({ field: 'extra', code: 'unknown_key' }),
      expect.objectContaining({ field: 'other', code: 'unknown_key' }),
    ]);
  });

  it('gives a refinement, which says only what its message says, the generic code', () => {
    const refined = z.string().refine((value) => value === 'yes', 'must say yes');
    expect(causes(z.object({ answer: refined }), { answer: 'no' })).toEqual([
      { field: 'answer', message: 'answer: must say yes', code: 'invalid' },
    ]);
    expect(codeOfIssue({ message: 'anything' })).toEqual({ code: 'invalid' });
  });

  it('takes a date bound as its time, in JSON-safe numbers', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(causes(z.object({ when: z.date().min(at) }), { when: new Date('2020-01-01') })).toMatchObject([
      { field: 'when', code: 'too_small', params: { minimum: at.getTime(), origin: 'date' } },
    ]);
  });
});
