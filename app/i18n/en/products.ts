/** English interface text: products. */
export const products = {};
