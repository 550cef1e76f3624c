// Shopify.loadFeatures offline: the loader content_for_header defines (inline, so a theme may call
// it from any script), and the features it loads, each a classic script the preview hosts at
// /cdn/shopifycloud/shopify/assets/storefront/features/<name>-<version>.js. As Shopify documents it:
// `Shopify.loadFeatures([{ name, version, onLoad }], callback?)` loads each feature once and calls
// its `onLoad` with no argument when it loaded, or with an array of errors when it did not; the
// callback gets the same once every feature has settled.

export const FEATURES_PATH = '/shopifycloud/shopify/assets/storefront/features/';

/** The loader, as the inline script of content_for_header (plain ES2017, no helpers). */
export const LOAD_FEATURES_SCRIPT = `Shopify.loadFeatures = function (features, callback) {
  var loaded = Shopify.loadFeatures.loaded || (Shopify.loadFeatures.loaded = {});
  var list = [].concat(features || []);
  var errors = [];
  Promise.all(list.map(function (feature) {
    var key = String(feature.name) + '-' + String(feature.version);
    loaded[key] = loaded[key] || new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = ${JSON.stringify(`/cdn${FEATURES_PATH}`)} + encodeURIComponent(key) + '.js';
      script.onload = function () { resolve(); };
      script.onerror = function () { delete loaded[key]; reject(new Error('Shopify.loadFeatures: could not load ' + key)); };
      document.head.appendChild(script);
    });
    return loaded[key].then(function () {
      if (feature.onLoad) feature.onLoad();
    }, function (error) {
      errors.push(error);
      if (feature.onLoad) feature.onLoad([error]);
    });
  })).then(function () {
    if (callback) callback(errors.length ? errors : undefined);
  });
};`;
