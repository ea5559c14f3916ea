/** What the vehicle ad screens and calls tell the user, in the spec's words where it gives them (section 8). */
export const VEHICLE_MESSAGES = {
  approved: 'Ad approved successfully',
  rejected: 'Ad rejected successfully',
  actionFailed: 'Action failed',
  submitted: 'Your ad was sent for approval. You will be told when it is approved.',
  resubmitted: 'Your changes were saved and the ad was sent for approval again.',
  saveFailed: 'The ad could not be saved. Please try again.',
  notFound: 'Ad not found.',
  notPending: 'This ad is no longer waiting for approval.',
  soldOnlyApproved: 'Only an approved ad that is not sold yet can be marked as sold.',
  markedSold: 'The bus is marked as sold and no longer shown to buyers.',
  soldNotEditable: 'A sold ad cannot be edited.',
  deleted: 'The ad was deleted.',
  enquirySent: 'Your enquiry was sent to the seller.',
  enquiryOwnAd: 'This is your own ad.',
  enquiryFailed: 'The enquiry could not be sent. Please try again.',
  enquiryNotFound: 'Enquiry not found.',
  enquiriesFailed: 'Failed to fetch enquiries',
  noEnquiriesSent: 'You have not asked about any bus yet.',
  fetchFailed: 'Failed to fetch ads',
  fetchOneFailed: 'Failed to fetch the ad',
  noPending: 'No ads are waiting for approval.',
  noApproved: 'No approved ads yet.',
  noRejected: 'No rejected ads.',
  noMine: 'You have not posted any ads yet.',
  noBuy: 'No buses are for sale right now.',
  noMatch: 'No ads match your filters.',
  photosRequired: 'Add at least one photo of the bus.',
  tooManyPhotos: 'Add at most 10 photos.',
  reasonRequired: 'A reason is required to reject an ad: the seller reads it.',
  appealSent: 'Your appeal was sent; the ad is waiting for approval again.',
  appealOnlyRejected: 'Only a rejected ad can be appealed.',
  appealedOnce: 'This ad was appealed already; an appeal can be made once.',
  appeal: 'Appeal',
  appealFailed: 'The appeal could not be sent.',
  photoOrder: 'The photo order names a photo that is not part of this ad.',
} as const;

/** Notices of bus enquiries (the seller's own ad's notices are written in their language by the server). */
export const VEHICLE_NOTICES = {
  /** To the other side of a bus enquiry. */
  reply: (title: string, from: string) => `${from} replied about the bus ${title}.`,
  /** To every school that asked about a bus, when its seller marks it sold. */
  sold: (title: string) => `The bus ${title} you asked about has been sold.`,
} as const;

/** A bus ad's public page, served as HTML by the server with Open Graph tags so the link previews in WhatsApp. */
export const sharedBusAdPath = (advertisementId: string) => `/share/buses/${encodeURIComponent(advertisementId)}`;
