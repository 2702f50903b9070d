/** English interface text: pages (the specification's words stay word for word). */
export const pages = {};
