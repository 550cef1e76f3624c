/** The grid's tag filter (toggle buttons: the active tag again clears it) and its search form. */
import { useState } from 'react';
import type { ArticleGridTexts } from './article-grid-props';
import type { BlogTag, ListQuery } from './article-list';
import { MAX_PARAM_LENGTH } from './article-url';

interface TagFilterProps {
  tags: readonly BlogTag[];
  /** the active tag's URL piece */
  active: string | null;
  /** nothing filtered or searched: 'All' is pressed */
  showingAll: boolean;
  texts: ArticleGridTexts;
  onChoose: (tag: string | null) => void;
}

export function TagFilter({ tags, active, showingAll, texts, onChoose }: TagFilterProps) {
  return (
    <div className="tag-list" role="group" aria-label={texts.tags_label}>
      <ul className="tag-list__items" role="list">
        <li>
          <button type="button" className={`tag${showingAll ? ' tag--active' : ''}`} aria-pressed={showingAll} onClick={() => onChoose(null)}>
            {texts.all_tags}
          </button>
        </li>
        {tags.map((tag) => (
          <li key={tag.param}>
            <button
              type="button"
              className={`tag${tag.param === active ? ' tag--active' : ''}`}
              aria-pressed={tag.param === active}
              onClick={() => onChoose(tag.param)}
            >
              {tag.tag}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SearchFormProps {
  inputId: string;
  /** routes.search_url: where the form goes without scripts */
  action: string;
  /** what the list shows or is loading; its `search` is the field's committed term */
  query: ListQuery;
  texts: ArticleGridTexts;
  onSearch: (term: string) => void;
}

export function ArticleSearchForm({ inputId, action, query, texts, onSearch }: SearchFormProps) {
  const term = query.search;
  const [value, setValue] = useState(term);
  // The list changed (a search, a tag, Clear Search, back/forward): the field shows its term,
  // dropping anything typed and not searched for.
  const [queryShown, setQueryShown] = useState(query);
  if (queryShown !== query) {
    setQueryShown(query);
    setValue(term);
  }
  return (
    <form
      className="article-search"
      action={action}
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // The field's own value: text typed before the island took over is there before it is in state.
        const field = event.currentTarget.elements.namedItem('q');
        onSearch(field instanceof HTMLInputElement ? field.value : value);
      }}
    >
      <input type="hidden" name="type" value="article" />
      <label className="visually-hidden" htmlFor={inputId}>
        {texts.search_label}
      </label>
      <input
        className="field__input article-search__input"
        id={inputId}
        type="search"
        name="q"
        value={value}
        placeholder={texts.search_placeholder}
        autoComplete="off"
        maxLength={MAX_PARAM_LENGTH}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          // Emptying the field (or its clear button) shows everything again.
          if (next.trim() === '' && term !== '') onSearch('');
        }}
      />
      <button className="button button--primary article-search__submit" type="submit">
        {texts.search_submit}
      </button>
    </form>
  );
}
