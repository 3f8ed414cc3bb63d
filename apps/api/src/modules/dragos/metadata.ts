import type { Drago, Egg, TokenMetadata } from '@kingdoms/shared/api/dragos';
import { DRAGO_BREED_MAX } from '@kingdoms/shared/api/dragos';
import { attributeElement, PART_INDEXES, parseDatas, partAbilityCode } from '@kingdoms/shared/drago/index';
import { englishNames } from '@kingdoms/shared/drago/names';
import { NETWORKS } from '@kingdoms/shared/networks';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A drago's ERC-721 metadata (OpenSea's fields): English names from the shared catalogue, one
 * attribute per gene that matters to a buyer (grade, generation, counts, and per part its
 * attribute, element, colour and ability), the image and page on `origin`.
 */
export function dragoMetadata(drago: Drago, origin: string): TokenMetadata {
  const genes = parseDatas(drago.datas);
  const parts = PART_INDEXES.flatMap((index) => {
    const part = genes.parts[index]!;
    const partName = capitalised(englishNames.part(index));
    return [
      { trait_type: partName, value: englishNames.attribute(part.dominantAttribute) },
      { trait_type: `${partName} grade`, value: capitalised(englishNames.grade(part.grade)) },
      {
        trait_type: `${partName} element`,
        value: englishNames.element(attributeElement(part.dominantAttribute)),
      },
      { trait_type: `${partName} colour`, value: capitalised(englishNames.colour(part.dominantColour)) },
      {
        trait_type: `${partName} ability`,
        value: englishNames.ability(partAbilityCode(index, part.dominantAttribute)),
      },
    ];
  });
  return {
    name: `Drago #${drago.tokenId}`,
    description: `A ${englishNames.grade(genes.grade)} drago of Kingdoms, generation ${genes.generation}, on ${
      NETWORKS[drago.network]?.name ?? 'Arena-Z'
    }. Its seven parts, colours and abilities come from its genes.`,
    image: `${origin}/nft/api/drago/image/${drago.tokenId}.svg`,
    external_url: `${origin}/drago/detail/${drago.tokenId}`,
    attributes: [
      { trait_type: 'Grade', value: capitalised(englishNames.grade(genes.grade)) },
      { trait_type: 'Generation', value: genes.generation, display_type: 'number' },
      { trait_type: 'Breed count', value: drago.breed, display_type: 'number', max_value: DRAGO_BREED_MAX },
      { trait_type: 'Rehatches left', value: drago.rehatching, display_type: 'number' },
      { trait_type: 'Genesis', value: drago.tokenId >= 10_001 && drago.tokenId <= 20_000 ? 'Yes' : 'No' },
      ...parts,
    ],
  };
}

/** An egg's ERC-721 metadata. */
export function eggMetadata(egg: Egg, origin: string): TokenMetadata {
  const kind = egg.genesis ? 'Genesis Egg' : 'Egg';
  return {
    name: `${kind} #${egg.tokenId}`,
    description: egg.genesis
      ? 'A genesis drago egg of Kingdoms. Bridge & Hatch carries it to Arena-Z, where it hatches into a drago.'
      : 'A drago egg of Kingdoms. Hatching it asks the randomness oracle for the genes of its drago.',
    image: `${origin}/nft/api/egg/image/${egg.tokenId}.svg`,
    external_url: `${origin}/myDrago`,
    attributes: [
      { trait_type: 'Genesis', value: egg.genesis ? 'Yes' : 'No' },
      { trait_type: 'Status', value: egg.status === 1 ? 'Hatching' : 'Ready' },
      { trait_type: 'Network', value: NETWORKS[egg.network]?.name ?? 'Arena-Z' },
    ],
  };
}
