/** English interface text: calculator (the specification's words stay word for word). */
export const calculator = {};
