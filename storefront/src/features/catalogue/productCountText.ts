/** '1 product', '5 products'. */
export const productCountText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
