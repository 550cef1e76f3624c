// Search parameters as Algolia reads them: flat in a JSON body, in a URL-encoded `params` string,
// or in a GET query string. Unknown names and malformed values are refused with Algolia's 400
// messages; known parameters the stand-in does not implement (filters, facets, geo …) are
// accepted and have no effect. The response echoes them as a URL-encoded `params` string.

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  clickAnalytics: boolean;
  /** null: every attribute */
  attributesToRetrieve: string[] | null;
  /** null: the searchable attributes */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  typoTolerance: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** the parameters as received, URL-encoded (the response's `params`) */
  params: string;
}

export type ParamsOutcome = { ok: true; params: SearchParams } | { ok: false; message: string };

const MAX_QUERY_BYTES = 512;
export const MAX_HITS_PER_PAGE = 1000;

// Every search parameter Algolia's API accepts (specs/common/schemas/SearchParams.yml and
// IndexSettings.yml's indexSettingsAsSearchParams).
const KNOWN = new Set([
  'query',
  'similarQuery',
  'filters',
  'facetFilters',
  'optionalFilters',
  'numericFilters',
  'tagFilters',
  'sumOrFiltersScores',
  'restrictSearchableAttributes',
  'facets',
  'facetingAfterDistinct',
  'page',
  'offset',
  'length',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'getRankingInfo',
  'synonyms',
  'clickAnalytics',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'attributesToRetrieve',
  'ranking',
  'relevancyStrictness',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'hitsPerPage',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'typoTolerance',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'queryType',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'responseFields',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'attributeCriteriaComputedByMinProximity',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'maxFacetHits',
  'extensions',
]);

/** `params`-string values are text; Algolia reads arrays as JSON or comma lists, numbers and booleans from text. */
function fromParamsString(params: string): [string, unknown][] {
  return [...new URLSearchParams(params)].map(([name, value]): [string, unknown] => {
    const trimmed = value.trim();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      try {
        return [name, JSON.parse(trimmed)];
      } catch {
        return [name, value];
      }
    }
    return [name, value];
  });
}

class ParamError extends Error {}

function invalid(name: string, expected: string): never {
  throw new ParamError(`Invalid value for "${name}" parameter, expected ${expected}`);
}

function readInteger(name: string, value: unknown, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) invalid(name, 'integer');
  if (n < min || n > max) invalid(name, `integer between ${min} and ${max}`);
  return n;
}

function readBoolean(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return invalid(name, 'boolean');
}

function readString(name: string, value: unknown): string {
  if (typeof value !== 'string') invalid(name, 'string');
  return value;
}

function readList(name: string, value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  return invalid(name, 'array of strings');
}

/** The parameters of one search: `entries` in the order received (flat pairs and a `params` string). */
export function readSearchParams(flat: [string, unknown][], paramsString = ''): ParamsOutcome {
  const entries = [...fromParamsString(paramsString), ...flat];
  const params: SearchParams = {
    query: '',
    page: 0,
    hitsPerPage: 20,
    clickAnalytics: false,
    attributesToRetrieve: null,
    attributesToHighlight: null,
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    params: [paramsString, new URLSearchParams(flat.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()].filter(Boolean).join('&'),
  };
  try {
    for (const [name, value] of entries) {
      if (!KNOWN.has(name)) throw new ParamError(`Unknown parameter: ${name}`);
      switch (name) {
        case 'query':
          params.query = readString(name, value);
          if (Buffer.byteLength(params.query) >= MAX_QUERY_BYTES) invalid(name, `string shorter than ${MAX_QUERY_BYTES} bytes`);
          break;
        case 'page':
          params.page = readInteger(name, value, 0, Number.MAX_SAFE_INTEGER);
          break;
        case 'hitsPerPage':
          params.hitsPerPage = readInteger(name, value, 0, MAX_HITS_PER_PAGE);
          break;
        case 'clickAnalytics':
          params.clickAnalytics = readBoolean(name, value);
          break;
        case 'attributesToRetrieve':
          params.attributesToRetrieve = readList(name, value);
          break;
        case 'attributesToHighlight':
          params.attributesToHighlight = readList(name, value);
          break;
        case 'highlightPreTag':
          params.highlightPreTag = readString(name, value);
          break;
        case 'highlightPostTag':
          params.highlightPostTag = readString(name, value);
          break;
        case 'minWordSizefor1Typo':
          params.minWordSizefor1Typo = readInteger(name, value, 0, 255);
          break;
        case 'minWordSizefor2Typos':
          params.minWordSizefor2Typos = readInteger(name, value, 0, 255);
          break;
        case 'typoTolerance':
          // 'min' and 'strict' narrow typos in Algolia; here they behave as true.
          params.typoTolerance = value === 'min' || value === 'strict' ? true : readBoolean(name, value);
          break;
        default:
          break;
      }
    }
  } catch (err) {
    if (err instanceof ParamError) return { ok: false, message: err.message };
    throw err;
  }
  return { ok: true, params };
}
