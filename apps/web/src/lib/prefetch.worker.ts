/*
 * Runs off the main thread: each download started from the page itself cost the main thread about two
 * milliseconds (eight on a phone), and the list holds over a hundred files.
 */
import { fetchListedFiles } from './prefetch-files';

void fetchListedFiles((url) => fetch(url, { priority: 'low' })).finally(() => self.close());
