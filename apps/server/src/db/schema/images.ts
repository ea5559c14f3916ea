import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../columns.ts';

/**
 * Photos and logos of ads, suppliers and products, re-encoded on the way in (modules/images). The key
 * is random and is the image's address, so a browser may cache it for good and an <img> needs no token;
 * the record that shows an image holds its key and decides who learns it.
 */
export const images = pgTable('images', {
  key: uuid('key').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** A small JPEG for cards and lists. */
  thumb: bytea('thumb').notNull(),
  createdAt: createdAt(),
});
