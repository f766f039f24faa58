// An event's content in Chromium against the real server: the WSK administrator publishes a news post on a
// published demo event, adds a YouTube link to its media and uploads a PDF report left unselected; then an
// athlete reads the post with its line break, watches the video through YouTube's no-cookie player and
// sees the selected demo report but not the unselected new one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_FILE, screenshot } from './support/files';
import { signIn, useJourney } from './support/journeys';

const journey = useJourney();
const DEMO_PASSWORD = 'Demo-pass-2026!';
/** A published demo event with news, a video, photos and reports (one selected, one not). */
const EVENT_NAME = 'European Inline Speed Championships';
const POST_TITLE = 'Journey shuttle timetable';
const POST_LINES = ['Shuttles leave the airport every half hour.', 'The last one leaves at 22:00.'];
const VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const VIDEO_EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const VIDEO_CAPTION = 'Journey warm-up laps';
const REPORT_TITLE = 'Journey judges’ notes';
const REPORT_FILE = { ...PDF_FILE, name: 'journey-judges-notes.pdf' };
/** Demo reports of the event (demo-event-content.ts): one selected, one not. */
const SELECTED_DEMO_REPORT = 'Technical handbook';
const UNSELECTED_DEMO_REPORT = 'Venue inspection report';

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(`${journey.server.url}/sign-in`);
  await signIn(page, { email, password: DEMO_PASSWORD });
  await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
}

/** Opens the demo event's profile from /events/all. */
async function openEvent(page: Page): Promise<void> {
  await page.goto(`${journey.server.url}/events/all?search=${encodeURIComponent('European Inline')}`);
  await page.getByRole('article', { name: EVENT_NAME }).getByRole('link').first().click();
  await page.waitForURL(/\/event\/\d+\/profile$/);
  await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
}

/** Follows the event's section tab called `name` and waits for its heading. */
async function openSection(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${path}`));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('event content', () => {
  it('a WSK administrator publishes a news post, adds a YouTube link and an unselected report', async () => {
    const { page } = journey;
    await signInAs(page, 'wsk.admin@portal.test');
    await openEvent(page);

    await openSection(page, 'News', 'news');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'New post' }).click();
    const news = page.getByRole('dialog', { name: 'New post' });
    await news.getByRole('textbox', { name: /^Title/ }).fill(POST_TITLE);
    await news.getByRole('textbox', { name: /^Text/ }).fill(POST_LINES.join('\n'));
    await screenshot(page, '/event-news-new');
    await news.getByRole('button', { name: 'Publish post' }).click();
    await news.waitFor({ state: 'detached' });
    const post = page.getByRole('article', { name: POST_TITLE });
    await post.waitFor();
    // Newest first: the new post heads the list.
    await expect(page.getByRole('article').first().getAttribute('aria-labelledby')).resolves.toBe(
      await post.getAttribute('aria-labelledby'),
    );
    await expect(post.getByText(POST_LINES[0] ?? '').innerText()).resolves.toBe(POST_LINES.join('\n'));
    await screenshot(page, '/event-news-wsk');

    await openSection(page, 'Media', 'media');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Add photo or video' }).click();
    const media = page.getByRole('dialog', { name: 'Add to media' });
    await media.getByText('Video link', { exact: true }).click();
    await media.getByRole('textbox', { name: /^Video link/ }).fill(VIDEO_URL);
    await media.getByRole('status').filter({ hasText: 'YouTube video recognised' }).waitFor();
    await media.getByRole('textbox', { name: 'Caption' }).fill(VIDEO_CAPTION);
    await screenshot(page, '/event-media-add');
    await media.getByRole('button', { name: 'Add video' }).click();
    await media.waitFor({ state: 'detached' });
    const video = page.getByRole('article', { name: VIDEO_CAPTION });
    await expect(video.getByTitle(`Video: ${VIDEO_CAPTION}`).getAttribute('src')).resolves.toBe(VIDEO_EMBED);
    await screenshot(page, '/event-media-wsk');

    await openSection(page, 'Reports', 'reports');
    await page.getByRole('article', { name: SELECTED_DEMO_REPORT }).waitFor();
    await page.getByRole('button', { name: 'Add report' }).click();
    const report = page.getByRole('dialog', { name: 'Add report' });
    await report.getByLabel('Document').setInputFiles(REPORT_FILE);
    // The upload is done once the chosen file's name shows beside the button.
    await report.getByText(REPORT_FILE.name, { exact: true }).waitFor();
    await report.getByRole('textbox', { name: /^Title/ }).fill(REPORT_TITLE);
    await expect(report.getByRole('checkbox', { name: /^Selected/ }).isChecked()).resolves.toBe(false);
    await screenshot(page, '/event-report-add');
    await report.getByRole('button', { name: 'Add report' }).click();
    await report.waitFor({ state: 'detached' });
    const added = page.getByRole('article', { name: REPORT_TITLE });
    await added.getByText('PDF · added', { exact: false }).waitFor();
    await expect(added.getByRole('switch', { name: `Selected: ${REPORT_TITLE}` }).isChecked()).resolves.toBe(
      false,
    );
    await expect(
      page.getByRole('switch', { name: `Selected: ${SELECTED_DEMO_REPORT}` }).isChecked(),
    ).resolves.toBe(true);
    await screenshot(page, '/event-reports-wsk');
  });

  it('an athlete reads the post, watches the video and sees only the selected reports', async () => {
    const { page } = journey;
    await signInAs(page, 'athlete@portal.test');
    await openEvent(page);

    await openSection(page, 'News', 'news');
    const post = page.getByRole('article', { name: POST_TITLE });
    await post.waitFor();
    // pre-line keeps the body's line break: the rendered text has it.
    await expect(post.getByText(POST_LINES[0] ?? '').innerText()).resolves.toBe(POST_LINES.join('\n'));
    await expect(page.getByRole('button', { name: 'New post' }).count()).resolves.toBe(0);
    await expect(post.getByRole('button', { name: /^Edit/ }).count()).resolves.toBe(0);
    await screenshot(page, '/event-news-athlete');

    await openSection(page, 'Media', 'media');
    const video = page.getByRole('article', { name: VIDEO_CAPTION });
    await expect(video.getByTitle(`Video: ${VIDEO_CAPTION}`).getAttribute('src')).resolves.toBe(VIDEO_EMBED);
    await expect(page.getByRole('button', { name: 'Add photo or video' }).count()).resolves.toBe(0);
    await screenshot(page, '/event-media-athlete');

    await openSection(page, 'Reports', 'reports');
    await page.getByRole('article', { name: SELECTED_DEMO_REPORT }).waitFor();
    await expect(page.getByRole('article', { name: REPORT_TITLE }).count()).resolves.toBe(0);
    await expect(page.getByRole('article', { name: UNSELECTED_DEMO_REPORT }).count()).resolves.toBe(0);
    await expect(page.getByRole('switch').count()).resolves.toBe(0);
    await expect(page.getByText('Selected', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, '/event-reports-athlete');
  });
});
