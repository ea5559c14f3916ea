// …and a page that imports the registry back for a link, as pages did before lib/paths.ts.
import { registry } from './registry';

export const link = registry.home.path;
