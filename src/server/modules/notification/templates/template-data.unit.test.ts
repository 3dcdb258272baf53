import { describe, expect, it } from 'vitest';
import { completeTemplateData, MAX_LIST_ITEMS, MAX_VALUE_LENGTH, templateDataProblems } from './template-data';

describe('templateDataProblems', () => {
  it('takes texts for the text variables and lists of items with the declared fields for the lists', () => {
    expect(templateDataProblems('generate-email-notification-message-default', { title: 'Hi', text: 'There' })).toEqual([]);
    expect(
      templateDataProblems('generate-email-rbac-password-changed', {
        identity: 'a@example.com',
        lately: [{ name: 'b@example.com', date: 'today' }, { name: 'c@example.com' }],
      }),
    ).toEqual([]);
  });

  it('names every value the words cannot use: an undeclared key, a text given as anything else, a list that is none', () => {
    const problems = templateDataProblems('generate-email-rbac-password-changed', {
      identity: 5,
      settingsLink: ['x'],
      lately: 'yesterday',
      siteUrl: 'https://elsewhere.example',
      extra: 'x',
    });
    expect(problems.map((problem) => problem.path)).toEqual([['identity'], ['settingsLink'], ['lately'], ['siteUrl'], ['extra']]);
    expect(problems[0]!.message).toBe('identity must be a text');
    expect(problems[2]!.message).toBe('lately must be a list of items with name, date');
    expect(problems[4]!.message).toMatch(/^extra is not a variable of generate-email-rbac-password-changed: identity, /);
  });

  it('names a list item that is no item, a field the items have not, and a field that is no text', () => {
    const problems = templateDataProblems('generate-email-crm-form-request-created-admin', {
      answers: ['Anna', { label: 'Name', value: 1 }, { label: 'Name', note: 'x' }],
    });
    expect(problems).toEqual([
      { path: ['answers', 0], message: 'answers[0] must be an item with label, value' },
      { path: ['answers', 1, 'value'], message: 'value must be a text' },
      { path: ['answers', 2, 'note'], message: "note is not a field of answers's items: label, value" },
    ]);
  });

  it('bounds a text and a list', () => {
    const long = 'x'.repeat(MAX_VALUE_LENGTH + 1);
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, () => ({ label: 'a', value: 'b' }));
    expect(templateDataProblems('generate-email-crm-form-request-created-admin', { form: long, answers: many })).toEqual([
      { path: ['form'], message: `form must be at most ${MAX_VALUE_LENGTH} characters` },
      { path: ['answers'], message: `answers must have at most ${MAX_LIST_ITEMS} items` },
    ]);
  });
});

describe('completeTemplateData', () => {
  it('fills every declared variable the data leaves out: a text empty, a list with no items, an item’s field empty', () => {
    expect(
      completeTemplateData('generate-email-rbac-password-reset', { identity: 'a@example.com', lately: [{ name: 'b' }] }),
    ).toEqual({ identity: 'a@example.com', settingsLink: '', latelyDays: '', lately: [{ name: 'b', date: '' }] });
  });
});
