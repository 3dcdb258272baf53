import { afterEach, expect } from 'vitest';
import { policyViolations } from './policy-violations';

/**
 * Every browser test runs under the product's policy and fails on a refusal: a page the policy breaks (a script, a
 * style, a font or an image it blocks) is a broken page even when the test's own steps still pass.
 */
afterEach(() => {
  const seen = policyViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});
