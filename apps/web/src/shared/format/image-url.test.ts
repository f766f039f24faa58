import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('adds the default quality 95', () => {
    expect(imageUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg?q=95');
  });

  it('adds width, height and quality', () => {
    expect(imageUrl('/media/a.jpg', { width: 120, height: 80, quality: 70 })).toBe(
      '/media/a.jpg?w=120&h=80&q=70',
    );
  });

  it('keeps the existing query parameters as they are and replaces earlier sizing', () => {
    expect(imageUrl('https://s3.test/a.jpg?X-Amz-Credential=a%2Fb&w=10&v=2', { width: 300 })).toBe(
      'https://s3.test/a.jpg?X-Amz-Credential=a%2Fb&v=2&w=300&q=95',
    );
  });

  it('keeps the fragment after the query', () => {
    expect(imageUrl('/a.jpg#top', { height: 10 })).toBe('/a.jpg?h=10&q=95#top');
  });

  it('rounds sizes and leaves out sizes that are not positive', () => {
    expect(imageUrl('/a.jpg', { width: 99.6, height: 0 })).toBe('/a.jpg?w=100&q=95');
  });

  it('returns null without a URL and leaves data and blob URLs alone', () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl(undefined)).toBeNull();
    expect(imageUrl('')).toBeNull();
    expect(imageUrl('data:image/png;base64,AAAA', { width: 10 })).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://x/123', { width: 10 })).toBe('blob:https://x/123');
  });
});
