// Files the journeys upload, and screenshots of the screens they pass when E2E_SCREENSHOTS names a folder
// (for looking at the screens; nothing asserts on them).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** A real 2×2 PNG, so the browser can show its preview. */
export const PNG_FILE = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4YaNxwkaDAUIBACNeBLHoo3lxAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** A minimal one-page PDF. */
export const PDF_FILE = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Saves a full-page screenshot named after `path` when E2E_SCREENSHOTS is set. */
export async function screenshot(page: Page, path: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const name = `${path.replace(/^\//, '').replace(/\//g, '_') || 'root'}-${width}.png`;
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true });
}
