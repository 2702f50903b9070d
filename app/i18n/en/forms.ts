/** English interface text: forms (the specification's words stay word for word). */
export const forms = {};
