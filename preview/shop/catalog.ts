// Read-only indexes over ShopData: every lookup is a Map hit, so a 10k-product shop stays fast.
import type { Article, Blog, Catalog, Collection, Menu, Page, Product, SellingPlan, SellingPlanGroup, ShopData, Variant } from './types';

export function createCatalog(data: ShopData): Catalog {
  const productsByHandle = new Map<string, Product>();
  const productsById = new Map<number, Product>();
  const variantsById = new Map<number, { product: Product; variant: Variant }>();
  for (const product of data.products) {
    productsByHandle.set(product.handle, product);
    productsById.set(product.id, product);
    for (const variant of product.variants) variantsById.set(variant.id, { product, variant });
  }

  const collections = new Map<string, Collection>(data.collections.map((c) => [c.handle, c]));
  const blogs = new Map<string, Blog>(data.blogs.map((b) => [b.handle, b]));
  const articles = new Map<string, Article>();
  for (const blog of data.blogs) for (const a of blog.articles) articles.set(`${blog.handle}/${a.handle}`, a);
  const pages = new Map<string, Page>(data.pages.map((p) => [p.handle, p]));
  const menus = new Map<string, Menu>(data.menus.map((m) => [m.handle, m]));

  // Resolved product lists are cached per collection: they are asked for on every collection render.
  const resolvedCollections = new Map<string, Product[]>();

  return {
    data,
    product: (handle) => productsByHandle.get(handle),
    productById: (id) => productsById.get(id),
    variant: (id) => variantsById.get(id),
    collection: (handle) => collections.get(handle),
    collectionProducts(handle) {
      const cached = resolvedCollections.get(handle);
      if (cached) return cached;
      const collection = collections.get(handle);
      let list: Product[];
      if (collection) {
        list = collection.products.map((h) => productsByHandle.get(h)).filter((p): p is Product => p !== undefined);
      } else if (handle === 'all') {
        list = data.products;
      } else {
        return [];
      }
      resolvedCollections.set(handle, list);
      return list;
    },
    blog: (handle) => blogs.get(handle),
    article: (blogHandle, articleHandle) => articles.get(`${blogHandle}/${articleHandle}`),
    page: (handle) => pages.get(handle),
    menu: (handle) => menus.get(handle),
    sellingPlan(productId, sellingPlanId): { group: SellingPlanGroup; plan: SellingPlan } | undefined {
      const product = productsById.get(productId);
      if (!product) return undefined;
      for (const group of product.selling_plan_groups) {
        const plan = group.selling_plans.find((p) => p.id === sellingPlanId);
        if (plan) return { group, plan };
      }
      return undefined;
    },
  };
}

/** The implicit 'all' collection Shopify provides when the shop defines none with that handle. */
export function allProductsCollection(data: ShopData): Collection {
  return {
    id: 5000,
    handle: 'all',
    title: 'All Products',
    body_html: '',
    image: null,
    products: data.products.map((p) => p.handle),
    sort_order: 'manual',
    template_suffix: null,
    metafields: {},
  };
}
