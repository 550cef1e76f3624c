// Child-process entry that runs one preview for the bench. The server lives in its own process
// so Lighthouse's trace processing and the timing loop never share its event loop.
// Arguments: STATE_DIR [DATA_DIR] [THEME_DIR]. Prints one JSON line {"url": …} on stdout when listening; exits on SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServerModule {
  startServer(opts: { host: string; port: number; stateDir: string; reset?: boolean; dataDir?: string; themeRoot?: string; strict?: boolean }): Promise<{
    url: string;
    close(): Promise<void> | void;
  }>;
}

const [stateDir, dataDir, themeRoot] = process.argv.slice(2);
const serverFile = path.resolve(import.meta.dirname, '..', '..', 'preview', 'server.ts');

try {
  if (!stateDir) throw new Error('usage: serve.ts STATE_DIR [DATA_DIR] [THEME_DIR]');
  if (!existsSync(serverFile)) throw new Error('preview/server.ts does not exist yet: nothing to benchmark');
  const mod = (await import(pathToFileURL(serverFile).href)) as Partial<ServerModule>;
  if (typeof mod.startServer !== 'function') throw new Error('preview/server.ts does not export startServer()');
  // Another theme (`--theme`) renders as `npm start` serves it: Liquid errors inline, not a 500.
  const server = await mod.startServer({
    host: '127.0.0.1',
    port: 0,
    stateDir,
    reset: true,
    dataDir: dataDir || undefined,
    themeRoot: themeRoot || undefined,
    strict: !themeRoot,
  });
  process.stdout.write(JSON.stringify({ url: server.url }) + '\n');
  process.on('SIGTERM', () => {
    void Promise.resolve(server.close()).finally(() => process.exit(0));
  });
} catch (error) {
  process.stderr.write(`bench: could not start the preview: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}
