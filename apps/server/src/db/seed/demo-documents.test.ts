// The demo athlete's documents (demo.ts): given a storage, her passport scan and anti-doping certificate
// are real PDFs, private uploads of hers, that she reads through the sign-up steps' service and another
// user cannot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAntiDoping, getPassportDetails } from '../../modules/users/steps';
import type { AccessClaims } from '../../platform/auth/tokens';
import { LocalFileStorage } from '../../platform/storage/local';
import { sniffContentType } from '../../platform/storage/sniff';
import { createTestConfig, createTestDatabase, type TestDatabase } from '../../test/harness';
import { antiDopingCertificates, passports } from '../schema/personal-details';
import { fileUploads } from '../schema/uploads';
import { users } from '../schema/users';
import { DEMO_ATHLETE_EMAIL, seedDemo } from './demo';

const today = new Date('2026-03-01T12:00:00Z');
const { config, dataDir } = createTestConfig();

describe('the demo athlete’s documents, with a file storage', () => {
  let database: TestDatabase;
  let directory: string;
  let storage: LocalFileStorage;
  let athleteId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    directory = mkdtempSync(join(tmpdir(), 'portal-demo-documents-'));
    storage = new LocalFileStorage({ directory, publicUrl: 'http://portal.test', secret: 'x'.repeat(32) });
    await seedDemo(database.db, { today, storage });
    const [athlete] = await database.db.select().from(users).where(eq(users.email, DEMO_ATHLETE_EMAIL));
    if (!athlete) throw new Error('No demo athlete');
    athleteId = athlete.id;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(directory, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const claims = (userId: number): AccessClaims => ({
    userId,
    sessionId: 1,
    role: ROLE_TYPES.ATHLETE,
    permission: null,
  });
  const deps = () => ({ db: database.db, config, storage });

  it('stores the passport scan and the certificate as her private, attached PDFs', async () => {
    const [passport] = await database.db.select().from(passports).where(eq(passports.userId, athleteId));
    const [certificate] = await database.db
      .select()
      .from(antiDopingCertificates)
      .where(eq(antiDopingCertificates.userId, athleteId));
    const keys = [passport?.scan ?? '', certificate?.certificate ?? ''];
    const uploads = await database.db.select().from(fileUploads).where(inArray(fileUploads.key, keys));
    expect(uploads.map((upload) => upload.purpose).sort()).toEqual([
      'anti_doping_certificate',
      'passport_scan',
    ]);
    for (const upload of uploads) {
      expect(upload).toMatchObject({
        ownerUserId: athleteId,
        isPrivate: true,
        contentType: 'application/pdf',
      });
      expect(upload.attachedAt).not.toBeNull();
      const stored = await storage.read(upload.key);
      if (!stored) throw new Error(`No stored file ${upload.key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      expect(await sniffContentType(Buffer.concat(chunks))).toBe('application/pdf');
    }
  });

  it('shows her the files on her passport and anti-doping steps', async () => {
    const [stored] = await database.db.select().from(passports).where(eq(passports.userId, athleteId));
    const passport = await getPassportDetails(deps(), claims(athleteId), athleteId);
    expect(passport?.passport_scan).toMatchObject({
      file_name: stored?.scan,
      content_type: 'application/pdf',
    });
    const antiDoping = await getAntiDoping(deps(), claims(athleteId), athleteId);
    expect(antiDoping?.certificate).toMatchObject({ content_type: 'application/pdf' });
    expect(antiDoping?.anti_doping_year_issued).toBe(today.getUTCFullYear());
  });

  it('does not show them to another signed-in user', async () => {
    const [other] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@portal.test'));
    if (!other) throw new Error('No other demo account');
    await expect(getPassportDetails(deps(), claims(other.id), athleteId)).rejects.toMatchObject({
      status: 403,
    });
  });
});
