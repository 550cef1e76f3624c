// The Liquid `blog` and `article` objects.
import type { Article, Blog } from '../types';
import { handleize } from '../../../src/contracts/handle';
import { imageObject, LazyList } from './base';
import { RecordDrop } from './record-drop';
import { TextDrop } from '../../liquid/text-drop';
import { localeUrl } from '../locale-urls';

/**
 * `article.image.src`: Shopify answers the image itself there (Dawn reads `article.image.src.width`
 * and passes it to `image_url`); it prints, compares and serialises as the URL.
 */
class ImageSrcDrop extends TextDrop {
  constructor(
    readonly src: string,
    readonly width: number,
    readonly height: number,
    readonly alt: string,
  ) {
    super(src);
  }
}

export class ArticleDrop extends RecordDrop<Article> {
  readonly object_type = 'article';

  constructor(
    record: Article,
    readonly blogHandle: string,
  ) {
    super(record);
  }

  get url() {
    return localeUrl(`/blogs/${this.blogHandle}/${this.record.handle}`);
  }
  get author() {
    return this.record.author;
  }
  get content() {
    return this.record.body_html;
  }
  get excerpt() {
    return this.record.summary_html;
  }
  get excerpt_or_content() {
    return this.record.summary_html || this.record.body_html;
  }
  get published_at() {
    return this.record.published_at;
  }
  get created_at() {
    return this.record.published_at;
  }
  get updated_at() {
    return this.record.published_at;
  }
  get tags() {
    return this.record.tags;
  }
  get image() {
    if (!this.record.image) return null;
    const image = imageObject(this.record.image);
    return { ...image, src: new ImageSrcDrop(image.src, image.width, image.height, image.alt) };
  }
  get featured_image() {
    return this.image;
  }
  get metafields() {
    return {};
  }
  get comments() {
    return [];
  }
  get comments_count() {
    return 0;
  }
  get 'comments_enabled?'() {
    return false;
  }
  get 'moderated?'() {
    return false;
  }
  get comment_post_url() {
    return `${this.url}/comments`;
  }
  get user() {
    const [first, ...rest] = this.record.author.split(' ');
    return {
      name: this.record.author,
      first_name: first ?? '',
      last_name: rest.join(' '),
      account_owner: false,
      bio: null,
      email: null,
      homepage: null,
      image: null,
    };
  }
  override toJSON() {
    return { ...super.toJSON(), author: this.author, published_at: this.published_at, tags: this.tags, image: this.image };
  }
}

export interface BlogOptions {
  /** `/blogs/glog/tagged/<tag>`: only articles with this tag (case-insensitive, handleized) */
  tag?: string;
}

export class BlogDrop extends RecordDrop<Blog> {
  readonly object_type = 'blog';
  private list?: LazyList<ArticleDrop>;

  constructor(
    record: Blog,
    private readonly options: BlogOptions = {},
  ) {
    super(record);
  }

  private selected(): Article[] {
    const tag = this.options.tag;
    if (!tag) return this.record.articles;
    const wanted = handleize(tag);
    return this.record.articles.filter((a) => a.tags.some((t) => t === tag || handleize(t) === wanted));
  }

  get url() {
    return localeUrl(`/blogs/${this.record.handle}`);
  }
  get metafields() {
    return {};
  }
  get articles(): LazyList<ArticleDrop> {
    this.list ??= LazyList.of(this.selected(), (a) => new ArticleDrop(a, this.record.handle));
    return this.list;
  }
  get articles_count() {
    return this.articles.length;
  }
  get all_tags() {
    return [...new Set(this.record.articles.flatMap((a) => a.tags))].sort();
  }
  /** tags of the articles currently listed (all of them unless filtered by tag) */
  get tags() {
    return [...new Set(this.selected().flatMap((a) => a.tags))].sort();
  }
  get 'comments_enabled?'() {
    return false;
  }
  get 'moderated?'() {
    return false;
  }
  get next_article() {
    return null;
  }
  get previous_article() {
    return null;
  }
  override toJSON() {
    return { ...super.toJSON(), articles_count: this.articles_count };
  }
}
