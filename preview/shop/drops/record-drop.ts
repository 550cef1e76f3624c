// What every Liquid object made from one shop record (product, collection, blog, article, page)
// answers alike: its id, handle, title, URL, template suffix, printing as its handle, and a JSON summary.
import { Drop } from 'liquidjs';

/** The fields a record shares with every other: the shop's data files give each of them. */
export interface ShopRecordBase {
  id: number;
  handle: string;
  title: string;
  template_suffix: string | null;
}

/** The base of the record drops; a subclass says where the record lives (`url`) and adds its own getters. */
export abstract class RecordDrop<R extends ShopRecordBase> extends Drop {
  abstract readonly object_type: string;

  constructor(readonly record: R) {
    super();
  }

  /** The storefront path of the record's page. */
  abstract get url(): string;

  get id(): number {
    return this.record.id;
  }
  get handle(): string {
    return this.record.handle;
  }
  get title(): string {
    return this.record.title;
  }
  get template_suffix(): string | null {
    return this.record.template_suffix;
  }

  /** `{{ record | json }}`: who it is and where it lives; subclasses add what their pages read. */
  toJSON(): object {
    return { id: this.id, handle: this.handle, title: this.title, url: this.url };
  }
  override toString(): string {
    return this.record.handle;
  }
}
