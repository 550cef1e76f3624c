// A Liquid object that prints, compares and serialises as one string (an image URL, a colour's hex,
// an option value's name) while templates can still read its other properties.
import { Drop } from 'liquidjs';

export abstract class TextDrop extends Drop {
  // A private name: templates see the subclass's properties, not this one.
  readonly #text: string;

  constructor(text: string) {
    super();
    this.#text = text;
  }

  override valueOf(): string {
    return this.#text;
  }
  override toString(): string {
    return this.#text;
  }
  toJSON(): string {
    return this.#text;
  }
}
