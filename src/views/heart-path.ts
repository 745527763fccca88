// The heart of the save toggles and the header's link to the saved listings: one drawing everywhere.
export const heartPath =
  'M12 20.5s-7.6-4.7-9.4-9.5C1.3 7.6 3.5 4 7 4c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.5 0 5.7 3.6 4.4 7-1.8 4.8-9.4 9.5-9.4 9.5z';
