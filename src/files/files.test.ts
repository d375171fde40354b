import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  MEGABYTE,
  checkFileName,
  checkUpload,
  formatSizeLimit,
  humanizeFileSize,
  renamedFileName,
  uploadContentType,
} from './index';

describe('file sizes', () => {
  it('are humanized in 1024 units', () => {
    expect(humanizeFileSize(0)).toBe('0 bytes');
    expect(humanizeFileSize(1)).toBe('1 byte');
    expect(humanizeFileSize(1023)).toBe('1023 bytes');
    expect(humanizeFileSize(1024)).toBe('1 KB');
    expect(humanizeFileSize(1536)).toBe('1.5 KB');
    expect(humanizeFileSize(10 * 1024 + 300)).toBe('10 KB');
    expect(humanizeFileSize(1024 * 1024)).toBe('1 MB');
    expect(humanizeFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(humanizeFileSize(MAX_UPLOAD_BYTES)).toBe('19 MB');
    expect(humanizeFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('refuse what is no count of bytes', () => {
    expect(() => humanizeFileSize(-1)).toThrow(RangeError);
    expect(() => humanizeFileSize(Number.NaN)).toThrow('A file size is a count of bytes, not NaN');
  });

  it('never read above 1023 of a unit (up to the terabytes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 49 }), (bytes) => {
        const [number = ''] = humanizeFileSize(bytes).split(' ');
        expect(Number(number)).toBeLessThan(1024);
      }),
    );
  });

  it('limits count a megabyte as 1,000,000 bytes', () => {
    expect(MEGABYTE).toBe(1_000_000);
    expect(formatSizeLimit(MAX_UPLOAD_BYTES)).toBe('20 MB');
    expect(formatSizeLimit(500_000)).toBe('0.5 MB');
  });
});

describe('uploads', () => {
  it('take the allow-listed types, each with its one content type', () => {
    expect(uploadContentType('Photo.JPG')).toBe('image/jpeg');
    expect(uploadContentType('price-list.pdf')).toBe('application/pdf');
    for (const name of ['page.html', 'logo.svg', 'x.js', 'feed.xml', 'noextension', '.png', 'trick.png.html', 'toString']) {
      expect(uploadContentType(name)).toBeUndefined();
    }
  });

  it('answer the spec messages for a wrong type and a file too large', () => {
    expect(checkUpload({ name: 'page.html', size: 10 })).toBe('"page.html" is an unsupported file type');
    expect(checkUpload({ name: 'film.mp4', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      '"film.mp4" is too large, the maximum allowed file size is 20 MB',
    );
    expect(checkUpload({ name: 'film.mp4', size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });
});

describe('file names', () => {
  it('must not be blank, hold a path or control characters, or be too long', () => {
    expect(checkFileName('  ')).toBe(FILE_MESSAGES.fileNameRequired);
    expect(checkFileName('Please enter')).toBeUndefined();
    expect(checkFileName('../etc/passwd')).toBe(FILE_MESSAGES.fileNameCharacters);
    expect(checkFileName('a\u0000b')).toBe(FILE_MESSAGES.fileNameCharacters);
    expect(checkFileName('a'.repeat(121))).toBe(FILE_MESSAGES.fileNameTooLong);
  });

  it('keep the file extension on a rename', () => {
    expect(renamedFileName('menu.pdf', ' Spring menu ')).toBe('Spring menu.pdf');
    expect(renamedFileName('menu.pdf', 'Spring menu.PDF')).toBe('Spring menu.PDF');
    expect(renamedFileName('menu.pdf', 'menu.html')).toBe('menu.html.pdf');
  });
});
