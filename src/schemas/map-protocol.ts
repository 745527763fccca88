// The tags of the messages between a page and the embeddable map page. Kept apart from the schema so a
// page that only sends (the detail page) does not ship the validator.

/** The tag of the message a page posts to the map page, so it can tell it from any other message. */
export const mapMessageType = 'agency-map:show';

/** What the map page posts to its parent once it listens, so the parent knows when to send. */
export const mapReadyType = 'agency-map:ready';
