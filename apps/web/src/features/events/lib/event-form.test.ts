// The event form's custom sections: moving, the contract's messages per section and for the list, and the
// body they make.
import { describe, expect, it } from 'vitest';
import {
  emptyEventValues,
  eventBody,
  hasSectionErrors,
  MAX_CUSTOM_SECTIONS,
  moveSection,
  sectionDraft,
  validateSections,
} from './event-form';

describe('custom sections of the event form', () => {
  it('moves a section up or down and leaves the ends alone', () => {
    expect(moveSection(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveSection(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveSection(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSection(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('gives each section its own messages from the contract', () => {
    const checked = validateSections([
      sectionDraft({ title: 'Travel', body: 'By train' }),
      sectionDraft({ title: '', body: 'x' }),
      sectionDraft({ title: 'T'.repeat(151), body: '' }),
    ]);
    expect(checked.sections[0]).toEqual({});
    expect(checked.sections[1]).toEqual({ title: 'This field is required' });
    expect(checked.sections[2]?.title).toMatch(/150/);
    expect(checked.sections[2]?.body).toBe('This field is required');
    expect(hasSectionErrors(checked)).toBe(true);
    expect(hasSectionErrors(validateSections([sectionDraft({ title: 'A', body: 'B' })]))).toBe(false);
  });

  it('refuses more sections than the contract allows', () => {
    const many = Array.from({ length: MAX_CUSTOM_SECTIONS + 1 }, () =>
      sectionDraft({ title: 'A', body: 'B' }),
    );
    const checked = validateSections(many);
    expect(checked.list).not.toBeNull();
    expect(validateSections(many.slice(1)).list).toBeNull();
  });

  it('sends the sections in order without their editing keys', () => {
    const body = eventBody(emptyEventValues(), [
      sectionDraft({ title: 'B', body: 'second' }),
      sectionDraft({ title: 'A', body: 'first' }),
    ]);
    expect(body.custom_sections).toEqual([
      { title: 'B', body: 'second' },
      { title: 'A', body: 'first' },
    ]);
  });
});
