// The product's name, used in the header, the auth panel and every document title.
export const PRODUCT_NAME = 'Federation portal';

export const documentTitle = (title: string) => `${title} · ${PRODUCT_NAME}`;
