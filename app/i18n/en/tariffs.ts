/** English interface text: tariffs (the specification's words stay word for word). */
export const tariffs = {};
