// The embedded storage's writes of files the server makes: whole or not at all, never half a file under
// the key, chunk by chunk without holding the file.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local';

const directory = mkdtempSync(join(tmpdir(), 'portal-local-storage-'));
const storage = new LocalFileStorage({ directory, publicUrl: 'http://portal.test', secret: 'x'.repeat(32) });
const newKey = () => `${randomBytes(16).toString('hex')}.csv`;

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  it('stores a file made chunk by chunk and answers its size', async () => {
    const key = newKey();
    async function* rows() {
      for (let row = 0; row < 5000; row += 1) yield Buffer.from(`${row};Rossi;Anna\n`);
    }
    const size = await storage.writeStream(key, rows(), 'text/csv');
    const written = readFileSync(join(directory, key));
    expect(size).toBe(written.length);
    expect(written.toString('utf8').split('\n')).toHaveLength(5001);
    expect(readdirSync(directory).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('leaves nothing under the key when making the file fails half-way', async () => {
    const key = newKey();
    async function* failing() {
      yield Buffer.from('first rows\n');
      throw new Error('the database went away');
    }
    await expect(storage.writeStream(key, failing(), 'text/csv')).rejects.toThrow('the database went away');
    expect(existsSync(join(directory, key))).toBe(false);
    expect(existsSync(join(directory, `${key}.partial`))).toBe(false);
  });
});
