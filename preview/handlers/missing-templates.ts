// A page whose template the theme lacks (a theme may leave out cart, search, customers/*, gift_card,
// password …) answers the theme's 404 page, else a plain 404: never a 500 "Missing template". Every
// page render (renderPage) goes through it, form re-renders included.
import { htmlErrorPage, type PreviewResponse } from '../http/types';
import type { PageSpec, StorefrontApp } from './page-context';

export function withTemplateFallback(app: StorefrontApp, spec: PageSpec): PageSpec | PreviewResponse {
  const { renderer } = app;
  if (renderer.hasTemplate(spec.template) || renderer.hasTemplate(spec.template, spec.suffix)) return spec;
  if (spec.template !== '404' && renderer.hasTemplate('404')) return { template: '404', pageType: '404', status: 404, pageTitle: '404 Not Found' };
  return htmlErrorPage(404, 'Not Found', 'There is no page here.', '/');
}
