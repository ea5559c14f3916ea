import { Eta } from 'eta';

/**
 * Every page and e-mail the server writes as HTML goes through one template engine, Eta, which escapes
 * every value it writes unless told otherwise: `<%= it.name %>` writes a school's, a parent's or a job's
 * words as text; `<%~ it.body %>` writes HTML made by another template of this code (or a QR code's SVG,
 * a style sheet of ours), never a user's words. Values are escaped as numeric character references (`&#60;`),
 * which mean the same in an element, an attribute and an e-mail client.
 */
const textOf = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const escape = (value: unknown) => textOf(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const eta = new Eta({ autoEscape: true, escapeFunction: escape, autoTrim: false, cache: false });

/** A template compiled once (at start), rendered with its typed data: `it` in the template. */
export function htmlTemplate<T extends object>(source: string): (data: T) => string {
  const render = eta.compile(source);
  return (data) => render.call(eta, data);
}
