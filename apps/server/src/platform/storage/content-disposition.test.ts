// Download names and Content-Disposition: whatever the uploader's device called a file, the header stays
// one well-formed attachment and the name carries no path, quote, control or direction character.
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadName } from './content-disposition';

const KEY = `${'a'.repeat(32)}.pdf`;

describe('downloadName', () => {
  it.each([
    ['Passport scan.PDF', 'Passport scan.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\anna\\scan.pdf', 'scan.pdf'],
    ['a "quoted"\r\nname.pdf', 'a _quoted___name.pdf'],
    ['invoice\u202Efdp.exe.pdf', 'invoice_fdp.exe.pdf'],
    ['\u0000\u0007bell.pdf', '__bell.pdf'],
    ['  ..hidden.pdf', 'hidden.pdf'],
    ['Zoë Ørsted.pdf', 'Zoë Ørsted.pdf'],
    ['.pdf', KEY],
    ['', KEY],
  ])('names %j %j', (original, expected) => {
    expect(downloadName(original, KEY)).toBe(expected);
  });

  it('keeps the extension of the key, which the server checked, and at most 100 characters before it', () => {
    expect(downloadName('photo.png', KEY)).toBe('photo.pdf');
    expect(downloadName(`${'ü'.repeat(300)}.pdf`, KEY)).toBe(`${'ü'.repeat(100)}.pdf`);
  });
});

describe('attachmentDisposition', () => {
  it('quotes an ASCII name as it is', () => {
    expect(attachmentDisposition('Passport scan.pdf')).toBe('attachment; filename="Passport scan.pdf"');
  });

  it('adds the exact name as filename* when the ASCII one lost something', () => {
    expect(attachmentDisposition('Zoë’s 100% (final).pdf')).toBe(
      `attachment; filename="Zoe_s 100_ (final).pdf"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20100%25%20%28final%29.pdf`,
    );
  });

  it('never lets a name end the parameter or the header', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nSet-Cookie: x=1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
