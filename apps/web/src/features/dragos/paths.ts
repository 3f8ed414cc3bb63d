/** The detail page of a drago (route name dragodetail). */
export const dragoDetailPath = (tokenId: number | string) => `/drago/detail/${tokenId}`;
