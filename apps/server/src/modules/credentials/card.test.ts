// The card on its own: one A6 page with the event, the person, the federation, the role and the number
// drawn as text, the photo when it is a JPEG or PNG that embeds (initials otherwise), names outside the
// standard fonts' letters drawn rather than failing, and the metadata.
import { PageSizes, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type CardContent, formatEventDays, initialsOf, printable, renderCard } from './card';
import { readCard, sampleJpeg, samplePng } from './card-fixtures';

const content: CardContent = {
  event: {
    name: 'European Inline Speed Championships',
    startsOn: '2027-07-01',
    endsOn: '2027-07-10',
    city: 'Roma',
  },
  person: { firstName: 'Alessia', lastName: 'Rossi' },
  photo: null,
  federation: { name: 'Italy', code: 'ITA' },
  role: 'National technical official',
  function: 'Team leader',
  sport: 'Inline speed skating',
  participantId: 42,
  checkUrl: 'http://portal.test/guard-check/1/2/42?token=abc.def.ghi',
  validThrough: '2027-07-11',
};

describe('the card', () => {
  it('is one A6 page with the event, the person, the federation, the role and the number', async () => {
    const bytes = await renderCard(content);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const card = await readCard(bytes);
    expect(card.pages).toHaveLength(1);
    const [width, height] = PageSizes.A6;
    expect(card.pages[0]?.getSize()).toEqual({ width, height });
    expect(card.text).toContain('European Inline Speed Championships');
    expect(card.text).toContain('1–10 July 2027 · Roma');
    expect(card.text).toContain('Alessia Rossi');
    expect(card.text).toContain('Italy (ITA)');
    expect(card.text).toContain('National technical official');
    expect(card.text).toContain('Team leader');
    expect(card.text).toContain('Inline speed skating');
    expect(card.text).toContain('Credential no. 42 · valid until 11 July 2027');
    expect(card.document.getTitle()).toBe('Credential 42: Alessia Rossi');
    expect(card.document.getSubject()).toBe('European Inline Speed Championships');
  });

  it('shows the initials in a circle without a photo', async () => {
    const card = await readCard(await renderCard(content));
    expect(card.images).toEqual([]);
    expect(card.lines).toContain('AR');
  });

  it('places a JPEG photo as it is', async () => {
    const card = await readCard(
      await renderCard({ ...content, photo: { type: 'jpeg', bytes: sampleJpeg(6, 8) } }),
    );
    expect(card.images).toEqual([{ filter: 'DCTDecode', width: 6, height: 8 }]);
    expect(card.lines).not.toContain('AR');
  });

  it('places a PNG photo', async () => {
    const card = await readCard(
      await renderCard({ ...content, photo: { type: 'png', bytes: samplePng(4, 5) } }),
    );
    expect(card.images).toEqual([{ filter: 'FlateDecode', width: 4, height: 5 }]);
    expect(card.lines).not.toContain('AR');
  });

  it('falls back to the initials when the photo does not decode', async () => {
    const damaged = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const card = await readCard(await renderCard({ ...content, photo: { type: 'png', bytes: damaged } }));
    expect(card.images).toEqual([]);
    expect(card.lines).toContain('AR');
  });

  it('leaves out the federation and the function when there are none', async () => {
    const card = await readCard(
      await renderCard({ ...content, federation: null, function: null, role: 'LOC member' }),
    );
    expect(card.text).not.toContain('(ITA)');
    expect(card.text).not.toContain('Team leader');
    expect(card.text).toContain('LOC member');
  });

  it('draws names beyond the standard fonts’ letters instead of failing', async () => {
    const card = await readCard(
      await renderCard({ ...content, person: { firstName: 'Łukasz', lastName: 'Żółć' } }),
    );
    expect(card.text).toContain('Lukasz Zólc');
    expect(card.lines).toContain('LZ');
  });

  it('fits a long event name within the band', async () => {
    const name = 'World Skate Games Inline Speed Skating Marathon and Downhill Championships Final Round';
    const card = await readCard(await renderCard({ ...content, event: { ...content.event, name } }));
    expect(card.pages).toHaveLength(1);
    expect(card.text.replace('…', '')).toContain('World Skate Games Inline');
  });
});

describe('card text', () => {
  it('keeps what the font has and replaces the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(printable(font, 'Müller–Ølstad')).toBe('Müller–Ølstad');
    expect(printable(font, 'Dvořák Şahin')).toBe('Dvorák Sahin');
    expect(printable(font, 'Иван\nLee')).toBe('???? Lee');
  });

  it('writes the event’s days compactly', () => {
    expect(formatEventDays('2027-07-01', '2027-07-10')).toBe('1–10 July 2027');
    expect(formatEventDays('2027-06-28', '2027-07-03')).toBe('28 June – 3 July 2027');
    expect(formatEventDays('2027-12-30', '2028-01-02')).toBe('30 December 2027 – 2 January 2028');
    expect(formatEventDays('2027-07-01', '2027-07-01')).toBe('1 July 2027');
  });

  it('takes the initials of the first and last names', () => {
    expect(initialsOf({ firstName: 'alessia', lastName: 'Rossi' })).toBe('AR');
    expect(initialsOf({ firstName: '', lastName: 'Rossi' })).toBe('R');
  });
});
