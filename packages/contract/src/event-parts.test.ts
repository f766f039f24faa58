// The video links an event's media takes (decision 016) and the downhill-as-luge display name.
import { describe, expect, it } from 'vitest';
import { disciplineDisplayName, videoEmbedUrl } from './event-parts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    [
      'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=3',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ/', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['  https://vimeo.com/76979871  ', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ"onload="x',
    'https://youtube.com.evil.test/watch?v=aqz-KE-bpKQ',
    'https://evil.test/youtube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    'not a link',
    '',
  ])('refuses %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});

describe('disciplineDisplayName', () => {
  it('reads downhill as luge only when asked', () => {
    expect(disciplineDisplayName('Downhill', { downhillAsLuge: true })).toBe('Luge');
    expect(disciplineDisplayName('Downhill', { downhillAsLuge: false })).toBe('Downhill');
    expect(disciplineDisplayName('Track 1000 m', { downhillAsLuge: true })).toBe('Track 1000 m');
  });
});
