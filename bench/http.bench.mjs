// Throughput and latency of the calls every visit makes: health, public config, a screen's index.html.
import { load, startBuiltServer } from './support.mjs';

const server = await startBuiltServer({ SEED_DEMO: 'false' });
try {
  const rows = [];
  for (const path of ['/api/health/', '/api/config/', '/sign-in', '/nowhere']) {
    await load(`${server.url}${path}`, { requests: 200 }); // warm-up
    rows.push({ path, ...(await load(`${server.url}${path}`)) });
  }
  console.table(rows);
} finally {
  await server.stop();
}
