// The suite's test filters (lib/liquid/spec/test_filters.rb, FakeFilters registered on every spec's
// environment) that stand in for Shopify's own where a recording was made with them: `t` prints
// "translated-KEY-name-value" instead of reading a theme's locale files (the suite ships none), and
// read_template / read_current_tags read a variable from the render's scope.
import type { FilterImplOptions, Liquid } from 'liquidjs';
import { plain, splitArgs } from '../../preview/liquid/filters/args';
import { rubyToS } from '../../preview/liquid/ruby-values';

const translate: FilterImplOptions = function (key: unknown, ...args: unknown[]) {
  const slug = Object.entries(splitArgs(args).named)
    .map(([k, v]) => `${k}-${rubyToS(plain(v))}`)
    .join('-');
  return `translated-${rubyToS(plain(key))}-${slug}`;
};

const scopeVariable = (name: string): FilterImplOptions =>
  function () {
    return this.context.getSync([name]);
  };

/** Registers the suite's test filters on an engine, over the engine's own `t`. */
export function useSuiteFilters(engine: Liquid): void {
  engine.registerFilter('t', translate);
  engine.registerFilter('translate', translate);
  engine.registerFilter('read_template', scopeVariable('template'));
  engine.registerFilter('read_current_tags', scopeVariable('current_tags'));
}
