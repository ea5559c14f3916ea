/** Photos and logos other modules store with their records: check and re-encode, store, serve. */
export { prepareImage, imageRequired, type PreparedImage, type ImageSource } from './process.ts';
export { storeImages, deleteImages, imageUrl, thumbnailUrl, readImages } from './service.ts';
