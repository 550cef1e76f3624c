// The offline target of the `login_button` filter: Shop's sign-in and "Follow on Shop" need
// shop.app, so here signing in goes to the storefront's own login page and following answers
// a page saying what Shop would have done, with the way back.
import { safeReturnTo } from '../http/safe-path';
import { htmlErrorPage, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { SHOP_LOGIN_PATH } from '../liquid/filters/shop-buttons';

function authorize(req: PreviewRequest): PreviewResponse {
  const returnTo = safeReturnTo(req.query.return_to) ?? '/';
  if (req.query.action === 'follow') {
    return htmlErrorPage(
      200,
      'Follow on Shop',
      'Offline preview: the Shop app is not reachable, so nothing was followed. On Shopify the shopper signs in with Shop and follows this store.',
      returnTo,
    );
  }
  return redirect(`/account/login?${new URLSearchParams({ return_url: returnTo }).toString()}`);
}

export function shopLoginRoutes(): Route[] {
  return [{ method: 'GET', pattern: new RegExp(`^${SHOP_LOGIN_PATH.replace(/\//g, '\\/')}$`), handler: authorize }];
}
