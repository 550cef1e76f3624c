// @vitest-environment jsdom
// algoliasearch's browser build (XMLHttpRequest, credentials in the query string, text/plain
// body) from a page on another origin, as the search overlay will call the stand-in: jsdom's XHR
// enforces CORS, so these answers are what a browser lets the page read.
import { describe, expect, it } from 'vitest';
import { liteClient } from 'algoliasearch/dist/lite/builds/browser';
import { previewHosts, themeAlgolia } from './algolia-helpers';
import { sampleServerPerFile } from './helpers';

const settings = themeAlgolia();
const sample = sampleServerPerFile();

describe('algoliasearch/lite, browser build, cross-origin', () => {
  it('runs in a page of another origin and reads both result sets', async () => {
    expect(location.origin).not.toBe(sample.server.url);
    const client = liteClient(settings.appId, settings.searchKey, { hosts: previewHosts(sample.server.url) });
    expect(client.transporter.requester.send.toString()).toContain('XMLHttpRequest');
    const { results } = await client.searchForHits<{ handle: string }>({
      requests: [
        { indexName: settings.products, query: 'lemon', hitsPerPage: 200, clickAnalytics: true },
        { indexName: settings.articles, query: 'lemon', hitsPerPage: 200, clickAnalytics: true },
      ],
    });
    expect(results[0]!.hits.map((h) => h.handle)).toContain('infused-oils');
    expect(results[1]!.hits.map((h) => h.handle)).toContain('lemon-olive-oil-cookies');
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it("reads Algolia's errors too: the page gets an ApiError, not a network failure", async () => {
    const client = liteClient(settings.appId, 'wrong-key', { hosts: previewHosts(sample.server.url) });
    await expect(client.search({ requests: [{ indexName: settings.products, query: 'lemon' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });
});
