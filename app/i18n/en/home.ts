/** English interface text: home. */
export const home = {};
