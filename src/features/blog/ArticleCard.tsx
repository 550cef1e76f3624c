/** An article teaser card: the same markup as snippets/article-card.liquid, from article-json. */
import type { Article } from './article-data';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

interface ArticleCardProps {
  article: Article;
  /** the page's likely LCP image: eager, high priority (as Liquid renders the first card) */
  priority: boolean;
}

export function ArticleCard({ article, priority }: ArticleCardProps) {
  const { image } = article;
  return (
    <article className="card article-card">
      <div className="card__media card__media--wide">
        {image ? (
          <img
            className="card__image"
            src={image.src}
            srcSet={image.srcset}
            sizes={CARD_IMAGE_SIZES}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="article-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="card__body">
        <h2 className="card__title">
          <a className="card__link" href={article.url}>
            {article.title}
          </a>
        </h2>
        <p className="card__meta">
          <time dateTime={article.datetime}>{article.date}</time>
        </p>
        {article.excerpt !== '' && <p className="card__excerpt">{article.excerpt}</p>}
      </div>
    </article>
  );
}
