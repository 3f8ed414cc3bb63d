/**
 * The ability catalogue (spec 2 §3 "Ability catalogue"; the spec does not show codes or names, so
 * they are ours): 215 abilities, numbered 1–215 in the order listed below, each in one family with
 * a value range per grade, and each owned by one part (its "pool"). Which ability a part carries,
 * and its value, follow from the genes by the rules of stats.ts. Names: `ability.<code>` in the
 * `dragoCatalogue` namespace, composed from `AbilityName` by catalogueText.ts.
 */
import type { Grade, PartIndex } from './catalogue';

export const TROOPS = ['all', 'infantry', 'cavalry', 'archer', 'siege'] as const;
export type Troop = (typeof TROOPS)[number];
export type TroopType = Exclude<Troop, 'all'>;
export const TROOP_TYPES: readonly TroopType[] = ['infantry', 'cavalry', 'archer', 'siege'];
export const TROOP_STATS = ['attack', 'defence', 'hp'] as const;
export type TroopStat = (typeof TROOP_STATS)[number];
/** When a troop stat applies: always, attacking, defending the city, in rallies, reinforcing. */
export const COMBAT_CONTEXTS = ['general', 'attacking', 'defending', 'rally', 'reinforcing'] as const;
export type CombatContext = (typeof COMBAT_CONTEXTS)[number];
export const RESOURCES = ['all', 'food', 'wood', 'stone', 'iron', 'gold', 'crystal'] as const;
export type Resource = (typeof RESOURCES)[number];
export type ResourceMeasure = 'production' | 'gathering' | 'storage' | 'protection' | 'plunder';
export type TroopMeasure = 'trainingSpeed' | 'trainingCost' | 'healingCost' | 'upkeep' | 'monsterDamage';

/** Abilities whose name is one fixed phrase (their keys name the phrase in catalogueText.ts). */
export const PLAIN_ABILITIES = [
  'totalPower',
  'troopPower',
  'buildingPower',
  'researchPower',
  'heroPower',
  'dragoPower',
  'damageDealt',
  'counterattackDamage',
  'cityAttackDamage',
  'damageTakenReduction',
  'troopLossReduction',
  'heroAttack',
  'heroDefence',
  'heroHp',
  'heroSkillDamage',
  'heroXp',
  'heroSkillCooldown',
  'monsterDamage',
  'monsterStaminaCost',
  'monsterRewards',
  'monsterMarchSpeed',
  'monsterTroopLoss',
  'bossDamage',
  'eliteMonsterRewards',
  'monsterItemDrop',
  'scoutMarchSpeed',
  'antiScouting',
  'marchSize',
  'rallyCapacity',
  'hospitalCapacity',
  'trainingCapacity',
  'reinforcementCapacity',
  'wallDurability',
  'trapAttack',
  'trapDefence',
  'trapHp',
  'constructionSpeed',
  'researchSpeed',
  'trainingSpeed',
  'healingSpeed',
  'marchSpeed',
  'gatheringMarchSpeed',
  'rallyMarchSpeed',
  'reinforcementMarchSpeed',
  'returnMarchSpeed',
  'teleportCooldown',
  'advancedTeleportCost',
  'randomTeleportCost',
  'allianceTeleportCost',
  'freeTeleportChance',
  'allianceHelpTime',
  'allianceGiftBonus',
  'territoryBuildSpeed',
  'dsaMining',
  'loadCapacity',
  'tradeTaxReduction',
  'resourceHelpCapacity',
  'medalBonus',
  'eventPointBonus',
  'constructionCost',
  'researchCost',
  'trainingCost',
  'healingCost',
  'troopUpkeep',
  'dragoXp',
  'dragoSkillCooldown',
  'dragoDsaMining',
  'eggHatchingSpeed',
] as const;
export type PlainAbility = (typeof PLAIN_ABILITIES)[number];

/** What an ability's name is made of (catalogueText.ts composes it in each language). */
export type AbilityName =
  | { kind: 'plain'; key: PlainAbility }
  | { kind: 'troopStat'; stat: TroopStat; troop: Troop; context: CombatContext }
  | { kind: 'enemyDebuff'; stat: TroopStat; troop: Troop }
  | { kind: 'resource'; measure: ResourceMeasure; resource: Resource }
  | { kind: 'troop'; measure: TroopMeasure; troop: TroopType }
  | { kind: 'dragoSlot'; slot: number };

/** Spec 2 §3 ability families. */
export const ABILITY_FAMILIES = [
  'power',
  'troopStats',
  'enemyDebuff',
  'combat',
  'hero',
  'monster',
  'scouting',
  'capacity',
  'defenceWorks',
  'speedup',
  'teleport',
  'alliance',
  'production',
  'gathering',
  'plunder',
  'economy',
  'storage',
  'protection',
  'cost',
  'dragoSlot',
] as const;
export type AbilityFamily = (typeof ABILITY_FAMILIES)[number];

/** Per-mille range [min, max] (10 = 1.0 %) per grade. */
export type GradeRanges = Readonly<Record<Grade, readonly [number, number]>>;

const range = (normal: [number, number], epic: [number, number], legend: [number, number]): GradeRanges => ({
  1: normal,
  2: epic,
  3: legend,
});
const SMALL = range([5, 15], [15, 30], [30, 50]);
const MEDIUM = range([10, 30], [30, 60], [60, 100]);
const LARGE = range([20, 50], [50, 100], [100, 150]);
const STORE = range([30, 60], [60, 120], [120, 200]);

/** The value range of each family, in per mille, by part grade (normal ⊂ below epic ⊂ below legend). */
export const FAMILY_RANGES: Readonly<Record<AbilityFamily, GradeRanges>> = {
  power: MEDIUM,
  troopStats: SMALL,
  enemyDebuff: range([3, 10], [10, 20], [20, 35]),
  combat: SMALL,
  hero: MEDIUM,
  monster: LARGE,
  scouting: range([50, 100], [100, 200], [200, 300]),
  capacity: MEDIUM,
  defenceWorks: LARGE,
  speedup: range([20, 40], [40, 80], [80, 120]),
  teleport: LARGE,
  alliance: LARGE,
  production: LARGE,
  gathering: LARGE,
  plunder: LARGE,
  economy: LARGE,
  storage: STORE,
  protection: STORE,
  cost: MEDIUM,
  dragoSlot: MEDIUM,
};

export interface AbilityDefinition {
  readonly code: number;
  readonly family: AbilityFamily;
  /** The part whose pool holds the ability. */
  readonly part: PartIndex;
  readonly name: AbilityName;
  /** Per-mille value range by grade (the family's). */
  readonly ranges: GradeRanges;
}

type Entry = [AbilityFamily, PartIndex, AbilityName];
const plain = (family: AbilityFamily, part: PartIndex, ...keys: PlainAbility[]): Entry[] =>
  keys.map((key) => [family, part, { kind: 'plain', key }]);
const troopStats = (part: PartIndex, stat: TroopStat): Entry[] =>
  COMBAT_CONTEXTS.flatMap((context) =>
    TROOPS.map((troop): Entry => ['troopStats', part, { kind: 'troopStat', stat, troop, context }]),
  );
const resources = (
  family: AbilityFamily,
  part: PartIndex,
  measure: ResourceMeasure,
  list: readonly Resource[],
): Entry[] => list.map((resource) => [family, part, { kind: 'resource', measure, resource }]);
const troopMeasures = (family: AbilityFamily, part: PartIndex, measure: TroopMeasure): Entry[] =>
  TROOP_TYPES.map((troop) => [family, part, { kind: 'troop', measure, troop }]);

const BASIC_RESOURCES: readonly Resource[] = ['all', 'food', 'wood', 'stone', 'iron', 'gold'];
const WITH_CRYSTAL: readonly Resource[] = [...BASIC_RESOURCES, 'crystal'];
const HORN = 0;
const EYE = 1;
const HEAD = 2;
const BODY = 3;
const WING = 4;
const LEG = 5;
const TAIL = 6;

/**
 * The catalogue in code order. Part pools: Horn attack and offence, Eye monsters, enemy debuffs
 * and scouting, Head power, HP and hero, Body defence, capacity and defence works, Wing speed,
 * teleports and alliance, Leg production, gathering and plunder, Tail storage, protection, costs
 * and drago slots.
 */
const ENTRIES: readonly Entry[] = [
  // Horn (30)
  ...troopStats(HORN, 'attack'),
  ...plain('combat', HORN, 'damageDealt', 'counterattackDamage', 'cityAttackDamage'),
  ...plain('hero', HORN, 'heroAttack', 'heroSkillDamage'),
  // Eye (29)
  ...plain('monster', EYE, 'monsterDamage'),
  ...troopMeasures('monster', EYE, 'monsterDamage'),
  ...plain(
    'monster',
    EYE,
    'monsterStaminaCost',
    'monsterRewards',
    'monsterMarchSpeed',
    'monsterTroopLoss',
    'bossDamage',
    'eliteMonsterRewards',
    'monsterItemDrop',
  ),
  ...TROOP_STATS.flatMap((stat) =>
    TROOPS.map((troop): Entry => ['enemyDebuff', EYE, { kind: 'enemyDebuff', stat, troop }]),
  ),
  ...plain('scouting', EYE, 'scoutMarchSpeed', 'antiScouting'),
  // Head (34)
  ...plain(
    'power',
    HEAD,
    'totalPower',
    'troopPower',
    'buildingPower',
    'researchPower',
    'heroPower',
    'dragoPower',
  ),
  ...troopStats(HEAD, 'hp'),
  ...plain('hero', HEAD, 'heroHp', 'heroXp', 'heroSkillCooldown'),
  // Body (37)
  ...troopStats(BODY, 'defence'),
  ...plain(
    'capacity',
    BODY,
    'marchSize',
    'rallyCapacity',
    'hospitalCapacity',
    'trainingCapacity',
    'reinforcementCapacity',
  ),
  ...plain('combat', BODY, 'damageTakenReduction', 'troopLossReduction'),
  ...plain('hero', BODY, 'heroDefence'),
  ...plain('defenceWorks', BODY, 'wallDurability', 'trapAttack', 'trapDefence', 'trapHp'),
  // Wing (21)
  ...plain('speedup', WING, 'constructionSpeed', 'researchSpeed', 'trainingSpeed', 'healingSpeed'),
  ...troopMeasures('speedup', WING, 'trainingSpeed'),
  ...plain(
    'speedup',
    WING,
    'marchSpeed',
    'gatheringMarchSpeed',
    'rallyMarchSpeed',
    'reinforcementMarchSpeed',
    'returnMarchSpeed',
  ),
  ...plain(
    'teleport',
    WING,
    'teleportCooldown',
    'advancedTeleportCost',
    'randomTeleportCost',
    'allianceTeleportCost',
    'freeTeleportChance',
  ),
  ...plain('alliance', WING, 'allianceHelpTime', 'allianceGiftBonus', 'territoryBuildSpeed'),
  // Leg (24)
  ...resources('production', LEG, 'production', WITH_CRYSTAL),
  ...plain('production', LEG, 'dsaMining'),
  ...resources('gathering', LEG, 'gathering', WITH_CRYSTAL),
  ...plain('gathering', LEG, 'loadCapacity'),
  ...resources('plunder', LEG, 'plunder', BASIC_RESOURCES),
  ...plain('economy', LEG, 'tradeTaxReduction', 'resourceHelpCapacity'),
  // Tail (40)
  ...resources('storage', TAIL, 'storage', BASIC_RESOURCES),
  ...resources('protection', TAIL, 'protection', BASIC_RESOURCES),
  ...plain('cost', TAIL, 'constructionCost', 'researchCost', 'trainingCost'),
  ...troopMeasures('cost', TAIL, 'trainingCost'),
  ...plain('cost', TAIL, 'healingCost'),
  ...troopMeasures('cost', TAIL, 'healingCost'),
  ...plain('cost', TAIL, 'troopUpkeep'),
  ...troopMeasures('cost', TAIL, 'upkeep'),
  ...[1, 2, 3, 4, 5].map((slot): Entry => ['dragoSlot', TAIL, { kind: 'dragoSlot', slot }]),
  ...plain('dragoSlot', TAIL, 'dragoXp', 'dragoSkillCooldown', 'dragoDsaMining', 'eggHatchingSpeed'),
  ...plain('economy', TAIL, 'medalBonus', 'eventPointBonus'),
];

/** Every ability, index = code − 1. */
export const ABILITIES: readonly AbilityDefinition[] = ENTRIES.map(([family, part, name], index) => ({
  code: index + 1,
  family,
  part,
  name,
  ranges: FAMILY_RANGES[family],
}));

export const ABILITY_COUNT = ABILITIES.length;

export function abilityDefinition(code: number): AbilityDefinition | undefined {
  return Number.isInteger(code) ? ABILITIES[code - 1] : undefined;
}

/** The abilities a part can carry, in code order (its pool). */
export const PART_ABILITY_POOLS: readonly (readonly number[])[] = [0, 1, 2, 3, 4, 5, 6].map((part) =>
  ABILITIES.filter((ability) => ability.part === part).map((ability) => ability.code),
);
