// Temporary stand-in until packages/shared/src/drago lands its renderer (drago-genes).
export function renderDragoSvg(datas: readonly number[], options: { animated: boolean }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" data-animated="${options.animated}"><rect width="10" height="${datas.length % 10}"/></svg>`;
}
export function renderEggSvg(tokenId: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="${tokenId % 5}"/></svg>`;
}
