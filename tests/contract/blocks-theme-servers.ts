// Two previews of the fixture theme tests/fixtures/blocks-theme, strict (the loud error page) and
// lax (Shopify's inline errors, logged here), started once per test file.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

export interface BlocksThemeServers {
  strict: PreviewServer;
  lax: PreviewServer;
  /** what the lax server logged, `message detail` per error */
  logged: string[];
}

/** Registers beforeAll/afterAll hooks; the servers are there once the hooks ran. */
export function useBlocksThemeServers(): BlocksThemeServers {
  const themeRoot = path.resolve('tests/fixtures/blocks-theme');
  const servers = { logged: [] } as unknown as BlocksThemeServers;
  beforeAll(async () => {
    servers.strict = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, themeRoot, strict: true, logError: () => {} });
    servers.lax = await startServer({
      port: 0,
      stateDir: tempDir(),
      data: fixtureShop,
      themeRoot,
      strict: false,
      logError: (message, detail) => servers.logged.push(`${message} ${String(detail)}`),
    });
  });
  afterAll(async () => {
    await servers.strict?.close();
    await servers.lax?.close();
  });
  return servers;
}

/** GET `pathname` from `server`: status and body. */
export async function getPage(server: PreviewServer, pathname: string): Promise<{ status: number; body: string }> {
  const res = await fetch(server.url + pathname);
  return { status: res.status, body: await res.text() };
}
