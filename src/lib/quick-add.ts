/**
 * What a card's quick add does. The rule is snippets/quick-add-action.liquid (server-rendered
 * cards need it without scripts); every island card reads its word from its props through
 * `quickAddAction`, and only 'add' may put a line in the cart in one click.
 */
import * as v from 'valibot';

const QUICK_ADD_ACTIONS = ['add', 'choose', 'subscribe', 'sold_out'] as const;
export type QuickAddAction = (typeof QUICK_ADD_ACTIONS)[number];

/** The word snippets/quick-add-action.liquid printed (whitespace around it ignored). */
export const quickAddAction = v.pipe(v.string(), v.trim(), v.picklist(QUICK_ADD_ACTIONS));
