/**
 * The source of the `dragoCatalogue` texts in en, ko, ja, zh. `buildDragoCatalogue(language)`
 * composes every name (parts, grades, colours, elements, the 50 attributes, the 215 abilities) and
 * the breed messages; `scripts/writeDragoCatalogues.ts` writes the result to locales/<language>.json, which the
 * web app loads as a namespace and the API reads for English metadata. catalogueText.test.ts fails
 * when a JSON file differs from what this builds.
 */
import {
  ABILITIES,
  type AbilityName,
  type CombatContext,
  type PlainAbility,
  type Resource,
  type ResourceMeasure,
  type Troop,
  type TroopMeasure,
  type TroopStat,
} from './abilities';
import {
  ATTRIBUTE_CODES,
  ATTRIBUTE_TYPES,
  type AttributeTypeName,
  attributeElement,
  attributeType,
  BREED_MESSAGE_KEYS,
  type BreedMessageKey,
  COLOURS,
  type ColourName,
  ELEMENTS,
  type ElementName,
  PARTS,
  type PartName,
  UNIQUE_ATTRIBUTES,
  type UniqueAttributeName,
} from './catalogue';

export const DRAGO_CATALOGUE_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
export type DragoCatalogueLanguage = (typeof DRAGO_CATALOGUE_LANGUAGES)[number];

interface Words {
  part: Record<PartName, string>;
  grade: Record<'normal' | 'epic' | 'legend', string>;
  colour: Record<ColourName, string>;
  element: Record<ElementName, string>;
  type: Record<AttributeTypeName, string>;
  unique: Record<UniqueAttributeName, string>;
  attribute: (element: string, type: string) => string;
  troop: Record<Troop, string>;
  stat: Record<TroopStat, string>;
  troopStat: (troop: string, stat: string, context: CombatContext) => string;
  enemyDebuff: (troop: string, stat: string) => string;
  resource: Record<Resource, string>;
  resourceMeasure: Record<ResourceMeasure, (resource: string) => string>;
  troopMeasure: Record<TroopMeasure, (troop: string) => string>;
  dragoSlot: (slot: number) => string;
  plain: Record<PlainAbility, string>;
  breed: Record<BreedMessageKey, string>;
}

const en: Words = {
  part: { horn: 'Horn', eye: 'Eye', head: 'Head', body: 'Body', wing: 'Wing', leg: 'Leg', tail: 'Tail' },
  grade: { normal: 'Normal', epic: 'Epic', legend: 'Legend' },
  colour: { red: 'Red', blue: 'Blue', yellow: 'Yellow', green: 'Green', purple: 'Purple' },
  element: { fire: 'Fire', aqua: 'Aqua', light: 'Light', terra: 'Terra', dark: 'Dark' },
  type: {
    fang: 'Fang',
    claw: 'Claw',
    scale: 'Scale',
    crest: 'Crest',
    spine: 'Spine',
    plume: 'Plume',
    rune: 'Rune',
    shard: 'Shard',
    crown: 'Crown',
  },
  unique: { ferona: 'Ferona', khionne: 'Khionne', orko: 'Orko', gaya: 'Gaya', ahriman: 'Ahriman' },
  attribute: (element, type) => `${element} ${type}`,
  troop: { all: 'Troop', infantry: 'Infantry', cavalry: 'Cavalry', archer: 'Archer', siege: 'Siege' },
  stat: { attack: 'Attack', defence: 'Defence', hp: 'HP' },
  troopStat: (troop, stat, context) =>
    `${troop} ${stat}${
      {
        general: '',
        attacking: ' when Attacking',
        defending: ' when Defending',
        rally: ' in Rallies',
        reinforcing: ' when Reinforcing',
      }[context]
    }`,
  enemyDebuff: (troop, stat) => `Enemy ${troop} ${stat} Reduction`,
  resource: {
    all: 'All Resource',
    food: 'Food',
    wood: 'Wood',
    stone: 'Stone',
    iron: 'Iron',
    gold: 'Gold',
    crystal: 'Crystal',
  },
  resourceMeasure: {
    production: (r) => `${r} Production`,
    gathering: (r) => `${r} Gathering Speed`,
    storage: (r) => `${r} Storage`,
    protection: (r) => `${r} Protection`,
    plunder: (r) => `${r} Plunder`,
  },
  troopMeasure: {
    trainingSpeed: (t) => `${t} Training Speed`,
    trainingCost: (t) => `${t} Training Cost Reduction`,
    healingCost: (t) => `${t} Healing Cost Reduction`,
    upkeep: (t) => `${t} Upkeep Reduction`,
    monsterDamage: (t) => `${t} Damage to Monsters`,
  },
  dragoSlot: (slot) => `Drago Slot ${slot} Effect`,
  plain: {
    totalPower: 'Total Power',
    troopPower: 'Troop Power',
    buildingPower: 'Building Power',
    researchPower: 'Research Power',
    heroPower: 'Hero Power',
    dragoPower: 'Drago Power',
    damageDealt: 'Damage Dealt',
    counterattackDamage: 'Counterattack Damage',
    cityAttackDamage: 'Damage to Cities',
    damageTakenReduction: 'Damage Taken Reduction',
    troopLossReduction: 'Troop Loss Reduction',
    heroAttack: 'Hero Attack',
    heroDefence: 'Hero Defence',
    heroHp: 'Hero HP',
    heroSkillDamage: 'Hero Skill Damage',
    heroXp: 'Hero Experience',
    heroSkillCooldown: 'Hero Skill Cooldown Reduction',
    monsterDamage: 'Damage to Monsters',
    monsterStaminaCost: 'Monster Stamina Cost Reduction',
    monsterRewards: 'Monster Rewards',
    monsterMarchSpeed: 'March Speed to Monsters',
    monsterTroopLoss: 'Troop Loss Reduction against Monsters',
    bossDamage: 'Damage to Bosses',
    eliteMonsterRewards: 'Elite Monster Rewards',
    monsterItemDrop: 'Monster Item Drop Rate',
    scoutMarchSpeed: 'Scout March Speed',
    antiScouting: 'Anti-Scouting',
    marchSize: 'March Size',
    rallyCapacity: 'Rally Capacity',
    hospitalCapacity: 'Hospital Capacity',
    trainingCapacity: 'Training Capacity',
    reinforcementCapacity: 'Reinforcement Capacity',
    wallDurability: 'Wall Durability',
    trapAttack: 'Trap Attack',
    trapDefence: 'Trap Defence',
    trapHp: 'Trap HP',
    constructionSpeed: 'Construction Speed',
    researchSpeed: 'Research Speed',
    trainingSpeed: 'Training Speed',
    healingSpeed: 'Healing Speed',
    marchSpeed: 'March Speed',
    gatheringMarchSpeed: 'Gathering March Speed',
    rallyMarchSpeed: 'Rally March Speed',
    reinforcementMarchSpeed: 'Reinforcement March Speed',
    returnMarchSpeed: 'Return March Speed',
    teleportCooldown: 'Teleport Cooldown Reduction',
    advancedTeleportCost: 'Advanced Teleport Cost Reduction',
    randomTeleportCost: 'Random Teleport Cost Reduction',
    allianceTeleportCost: 'Alliance Teleport Cost Reduction',
    freeTeleportChance: 'Free Teleport Chance',
    allianceHelpTime: 'Alliance Help Time Reduction',
    allianceGiftBonus: 'Alliance Gift Bonus',
    territoryBuildSpeed: 'Alliance Territory Build Speed',
    dsaMining: 'DSA Mining',
    loadCapacity: 'Load Capacity',
    tradeTaxReduction: 'Trade Tax Reduction',
    resourceHelpCapacity: 'Resource Help Capacity',
    medalBonus: 'Medal Bonus',
    eventPointBonus: 'Event Point Bonus',
    constructionCost: 'Construction Cost Reduction',
    researchCost: 'Research Cost Reduction',
    trainingCost: 'Training Cost Reduction',
    healingCost: 'Healing Cost Reduction',
    troopUpkeep: 'Troop Upkeep Reduction',
    dragoXp: 'Drago Experience',
    dragoSkillCooldown: 'Drago Skill Cooldown Reduction',
    dragoDsaMining: 'DSA Mined by Dragos',
    eggHatchingSpeed: 'Egg Hatching Speed',
  },
  breed: {
    incomplete: 'Please select two dragos.',
    sameParents: 'Breeding is not possible for Dragos from the same parent',
    parentChild: 'Breeding is not possible between a Drago and its parent.',
    maxBreedCount: 'The Drago exceeded its max breeding count',
  },
};

const ko: Words = {
  part: { horn: '뿔', eye: '눈', head: '머리', body: '몸통', wing: '날개', leg: '다리', tail: '꼬리' },
  grade: { normal: '일반', epic: '에픽', legend: '전설' },
  colour: { red: '빨강', blue: '파랑', yellow: '노랑', green: '초록', purple: '보라' },
  element: { fire: '화염', aqua: '물', light: '빛', terra: '대지', dark: '어둠' },
  type: {
    fang: '송곳니',
    claw: '발톱',
    scale: '비늘',
    crest: '볏',
    spine: '가시',
    plume: '깃털',
    rune: '룬',
    shard: '파편',
    crown: '왕관',
  },
  unique: { ferona: '페로나', khionne: '키오네', orko: '오르코', gaya: '가야', ahriman: '아리만' },
  attribute: (element, type) => `${element}의 ${type}`,
  troop: { all: '전체 병력', infantry: '보병', cavalry: '기병', archer: '궁병', siege: '공성병' },
  stat: { attack: '공격력', defence: '방어력', hp: '체력' },
  troopStat: (troop, stat, context) =>
    `${
      {
        general: '',
        attacking: '공격 시 ',
        defending: '방어 시 ',
        rally: '집결 시 ',
        reinforcing: '지원 시 ',
      }[context]
    }${troop} ${stat}`,
  enemyDebuff: (troop, stat) => `적 ${troop} ${stat} 감소`,
  resource: {
    all: '전체 자원',
    food: '식량',
    wood: '목재',
    stone: '석재',
    iron: '철',
    gold: '금',
    crystal: '크리스탈',
  },
  resourceMeasure: {
    production: (r) => `${r} 생산량`,
    gathering: (r) => `${r} 채집 속도`,
    storage: (r) => `${r} 저장량`,
    protection: (r) => `${r} 보호량`,
    plunder: (r) => `${r} 약탈량`,
  },
  troopMeasure: {
    trainingSpeed: (t) => `${t} 훈련 속도`,
    trainingCost: (t) => `${t} 훈련 비용 감소`,
    healingCost: (t) => `${t} 치료 비용 감소`,
    upkeep: (t) => `${t} 유지비 감소`,
    monsterDamage: (t) => `${t}이 몬스터에게 주는 피해`,
  },
  dragoSlot: (slot) => `드라고 슬롯 ${slot} 효과`,
  plain: {
    totalPower: '총 전투력',
    troopPower: '병력 전투력',
    buildingPower: '건물 전투력',
    researchPower: '연구 전투력',
    heroPower: '영웅 전투력',
    dragoPower: '드라고 전투력',
    damageDealt: '주는 피해',
    counterattackDamage: '반격 피해',
    cityAttackDamage: '도시에 주는 피해',
    damageTakenReduction: '받는 피해 감소',
    troopLossReduction: '병력 손실 감소',
    heroAttack: '영웅 공격력',
    heroDefence: '영웅 방어력',
    heroHp: '영웅 체력',
    heroSkillDamage: '영웅 스킬 피해',
    heroXp: '영웅 경험치',
    heroSkillCooldown: '영웅 스킬 재사용 대기시간 감소',
    monsterDamage: '몬스터에게 주는 피해',
    monsterStaminaCost: '몬스터 토벌 체력 소모 감소',
    monsterRewards: '몬스터 보상',
    monsterMarchSpeed: '몬스터 토벌 행군 속도',
    monsterTroopLoss: '몬스터 전투 병력 손실 감소',
    bossDamage: '보스에게 주는 피해',
    eliteMonsterRewards: '정예 몬스터 보상',
    monsterItemDrop: '몬스터 아이템 드롭률',
    scoutMarchSpeed: '정찰 행군 속도',
    antiScouting: '정찰 방어',
    marchSize: '행군 규모',
    rallyCapacity: '집결 규모',
    hospitalCapacity: '병원 수용량',
    trainingCapacity: '훈련 규모',
    reinforcementCapacity: '지원군 수용량',
    wallDurability: '성벽 내구도',
    trapAttack: '함정 공격력',
    trapDefence: '함정 방어력',
    trapHp: '함정 체력',
    constructionSpeed: '건설 속도',
    researchSpeed: '연구 속도',
    trainingSpeed: '훈련 속도',
    healingSpeed: '치료 속도',
    marchSpeed: '행군 속도',
    gatheringMarchSpeed: '채집 행군 속도',
    rallyMarchSpeed: '집결 행군 속도',
    reinforcementMarchSpeed: '지원 행군 속도',
    returnMarchSpeed: '귀환 행군 속도',
    teleportCooldown: '순간이동 재사용 대기시간 감소',
    advancedTeleportCost: '고급 순간이동 비용 감소',
    randomTeleportCost: '무작위 순간이동 비용 감소',
    allianceTeleportCost: '동맹 순간이동 비용 감소',
    freeTeleportChance: '무료 순간이동 확률',
    allianceHelpTime: '동맹 도움 시간 단축',
    allianceGiftBonus: '동맹 선물 보너스',
    territoryBuildSpeed: '동맹 영토 건설 속도',
    dsaMining: 'DSA 채굴량',
    loadCapacity: '운반량',
    tradeTaxReduction: '거래 세금 감소',
    resourceHelpCapacity: '자원 지원 운반량',
    medalBonus: '메달 보너스',
    eventPointBonus: '이벤트 포인트 보너스',
    constructionCost: '건설 비용 감소',
    researchCost: '연구 비용 감소',
    trainingCost: '훈련 비용 감소',
    healingCost: '치료 비용 감소',
    troopUpkeep: '병력 유지비 감소',
    dragoXp: '드라고 경험치',
    dragoSkillCooldown: '드라고 스킬 재사용 대기시간 감소',
    dragoDsaMining: '드라고 DSA 채굴량',
    eggHatchingSpeed: '알 부화 속도',
  },
  breed: {
    incomplete: '드라고 두 마리를 선택해 주세요.',
    sameParents: '같은 부모에게서 태어난 드라고끼리는 교배할 수 없습니다',
    parentChild: '드라고와 그 부모 사이에서는 교배할 수 없습니다.',
    maxBreedCount: '이 드라고는 최대 교배 횟수를 초과했습니다',
  },
};

const ja: Words = {
  part: { horn: '角', eye: '目', head: '頭', body: '胴体', wing: '翼', leg: '脚', tail: '尾' },
  grade: { normal: 'ノーマル', epic: 'エピック', legend: 'レジェンド' },
  colour: { red: '赤', blue: '青', yellow: '黄', green: '緑', purple: '紫' },
  element: { fire: '炎', aqua: '水', light: '光', terra: '大地', dark: '闇' },
  type: {
    fang: '牙',
    claw: '爪',
    scale: '鱗',
    crest: 'とさか',
    spine: '棘',
    plume: '羽根',
    rune: 'ルーン',
    shard: '欠片',
    crown: '王冠',
  },
  unique: { ferona: 'フェロナ', khionne: 'キオネ', orko: 'オルコ', gaya: 'ガヤ', ahriman: 'アフリマン' },
  attribute: (element, type) => `${element}の${type}`,
  troop: { all: '全部隊', infantry: '歩兵', cavalry: '騎兵', archer: '弓兵', siege: '攻城兵' },
  stat: { attack: '攻撃力', defence: '防御力', hp: 'HP' },
  troopStat: (troop, stat, context) =>
    `${
      {
        general: '',
        attacking: '攻撃時の',
        defending: '防衛時の',
        rally: '集結時の',
        reinforcing: '援軍時の',
      }[context]
    }${troop}${stat}`,
  enemyDebuff: (troop, stat) => `敵${troop}の${stat}低下`,
  resource: {
    all: '全資源',
    food: '食料',
    wood: '木材',
    stone: '石材',
    iron: '鉄',
    gold: '金',
    crystal: 'クリスタル',
  },
  resourceMeasure: {
    production: (r) => `${r}生産量`,
    gathering: (r) => `${r}採集速度`,
    storage: (r) => `${r}保管量`,
    protection: (r) => `${r}保護量`,
    plunder: (r) => `${r}略奪量`,
  },
  troopMeasure: {
    trainingSpeed: (t) => `${t}訓練速度`,
    trainingCost: (t) => `${t}訓練コスト軽減`,
    healingCost: (t) => `${t}治療コスト軽減`,
    upkeep: (t) => `${t}維持費軽減`,
    monsterDamage: (t) => `${t}のモンスターへの与ダメージ`,
  },
  dragoSlot: (slot) => `ドラゴスロット${slot}効果`,
  plain: {
    totalPower: '総戦力',
    troopPower: '部隊戦力',
    buildingPower: '建築戦力',
    researchPower: '研究戦力',
    heroPower: '英雄戦力',
    dragoPower: 'ドラゴ戦力',
    damageDealt: '与ダメージ',
    counterattackDamage: '反撃ダメージ',
    cityAttackDamage: '都市への与ダメージ',
    damageTakenReduction: '被ダメージ軽減',
    troopLossReduction: '兵損失軽減',
    heroAttack: '英雄攻撃力',
    heroDefence: '英雄防御力',
    heroHp: '英雄HP',
    heroSkillDamage: '英雄スキルダメージ',
    heroXp: '英雄経験値',
    heroSkillCooldown: '英雄スキルのクールタイム短縮',
    monsterDamage: 'モンスターへの与ダメージ',
    monsterStaminaCost: 'モンスター討伐のスタミナ消費軽減',
    monsterRewards: 'モンスター報酬',
    monsterMarchSpeed: 'モンスターへの行軍速度',
    monsterTroopLoss: 'モンスター戦の兵損失軽減',
    bossDamage: 'ボスへの与ダメージ',
    eliteMonsterRewards: '精鋭モンスター報酬',
    monsterItemDrop: 'モンスターのアイテムドロップ率',
    scoutMarchSpeed: '偵察行軍速度',
    antiScouting: '偵察妨害',
    marchSize: '行軍規模',
    rallyCapacity: '集結規模',
    hospitalCapacity: '病院収容数',
    trainingCapacity: '訓練規模',
    reinforcementCapacity: '援軍受入数',
    wallDurability: '城壁耐久度',
    trapAttack: '罠の攻撃力',
    trapDefence: '罠の防御力',
    trapHp: '罠のHP',
    constructionSpeed: '建設速度',
    researchSpeed: '研究速度',
    trainingSpeed: '訓練速度',
    healingSpeed: '治療速度',
    marchSpeed: '行軍速度',
    gatheringMarchSpeed: '採集行軍速度',
    rallyMarchSpeed: '集結行軍速度',
    reinforcementMarchSpeed: '援軍行軍速度',
    returnMarchSpeed: '帰還行軍速度',
    teleportCooldown: 'テレポートのクールタイム短縮',
    advancedTeleportCost: '上級テレポートのコスト軽減',
    randomTeleportCost: 'ランダムテレポートのコスト軽減',
    allianceTeleportCost: '同盟テレポートのコスト軽減',
    freeTeleportChance: '無料テレポート確率',
    allianceHelpTime: '同盟ヘルプの短縮時間',
    allianceGiftBonus: '同盟ギフトボーナス',
    territoryBuildSpeed: '同盟領地の建設速度',
    dsaMining: 'DSA採掘量',
    loadCapacity: '積載量',
    tradeTaxReduction: '取引税軽減',
    resourceHelpCapacity: '資源援助の輸送量',
    medalBonus: 'メダルボーナス',
    eventPointBonus: 'イベントポイントボーナス',
    constructionCost: '建設コスト軽減',
    researchCost: '研究コスト軽減',
    trainingCost: '訓練コスト軽減',
    healingCost: '治療コスト軽減',
    troopUpkeep: '部隊維持費軽減',
    dragoXp: 'ドラゴ経験値',
    dragoSkillCooldown: 'ドラゴスキルのクールタイム短縮',
    dragoDsaMining: 'ドラゴのDSA採掘量',
    eggHatchingSpeed: '卵の孵化速度',
  },
  breed: {
    incomplete: 'ドラゴを2体選択してください。',
    sameParents: '同じ親から生まれたドラゴ同士は交配できません',
    parentChild: 'ドラゴとその親の間では交配できません。',
    maxBreedCount: 'このドラゴは最大交配回数を超えています',
  },
};

const zh: Words = {
  part: { horn: '角', eye: '眼', head: '头', body: '身体', wing: '翅膀', leg: '腿', tail: '尾巴' },
  grade: { normal: '普通', epic: '史诗', legend: '传说' },
  colour: { red: '红色', blue: '蓝色', yellow: '黄色', green: '绿色', purple: '紫色' },
  element: { fire: '火', aqua: '水', light: '光', terra: '土', dark: '暗' },
  type: {
    fang: '牙',
    claw: '爪',
    scale: '鳞',
    crest: '顶冠',
    spine: '棘刺',
    plume: '羽',
    rune: '符文',
    shard: '碎晶',
    crown: '王冠',
  },
  unique: { ferona: '费洛娜', khionne: '基奥妮', orko: '奥尔科', gaya: '盖亚', ahriman: '阿里曼' },
  attribute: (element, type) => `${element}之${type}`,
  troop: { all: '全体部队', infantry: '步兵', cavalry: '骑兵', archer: '弓兵', siege: '攻城部队' },
  stat: { attack: '攻击力', defence: '防御力', hp: '生命值' },
  troopStat: (troop, stat, context) =>
    `${
      {
        general: '',
        attacking: '进攻时',
        defending: '防守时',
        rally: '集结时',
        reinforcing: '增援时',
      }[context]
    }${troop}${stat}`,
  enemyDebuff: (troop, stat) => `敌方${troop}${stat}降低`,
  resource: {
    all: '全资源',
    food: '粮食',
    wood: '木材',
    stone: '石料',
    iron: '铁矿',
    gold: '金币',
    crystal: '水晶',
  },
  resourceMeasure: {
    production: (r) => `${r}产量`,
    gathering: (r) => `${r}采集速度`,
    storage: (r) => `${r}存储量`,
    protection: (r) => `${r}保护量`,
    plunder: (r) => `${r}掠夺量`,
  },
  troopMeasure: {
    trainingSpeed: (t) => `${t}训练速度`,
    trainingCost: (t) => `${t}训练消耗降低`,
    healingCost: (t) => `${t}治疗消耗降低`,
    upkeep: (t) => `${t}维护费降低`,
    monsterDamage: (t) => `${t}对怪物伤害`,
  },
  dragoSlot: (slot) => `德拉戈槽位${slot}效果`,
  plain: {
    totalPower: '总战力',
    troopPower: '部队战力',
    buildingPower: '建筑战力',
    researchPower: '研究战力',
    heroPower: '英雄战力',
    dragoPower: '德拉戈战力',
    damageDealt: '造成伤害',
    counterattackDamage: '反击伤害',
    cityAttackDamage: '对城市伤害',
    damageTakenReduction: '受到伤害降低',
    troopLossReduction: '部队损失降低',
    heroAttack: '英雄攻击力',
    heroDefence: '英雄防御力',
    heroHp: '英雄生命值',
    heroSkillDamage: '英雄技能伤害',
    heroXp: '英雄经验',
    heroSkillCooldown: '英雄技能冷却缩减',
    monsterDamage: '对怪物伤害',
    monsterStaminaCost: '讨伐怪物体力消耗降低',
    monsterRewards: '怪物奖励',
    monsterMarchSpeed: '讨伐怪物行军速度',
    monsterTroopLoss: '讨伐怪物部队损失降低',
    bossDamage: '对首领伤害',
    eliteMonsterRewards: '精英怪物奖励',
    monsterItemDrop: '怪物道具掉落率',
    scoutMarchSpeed: '侦察行军速度',
    antiScouting: '反侦察',
    marchSize: '出征部队上限',
    rallyCapacity: '集结容量',
    hospitalCapacity: '医院容量',
    trainingCapacity: '训练数量上限',
    reinforcementCapacity: '援军容量',
    wallDurability: '城墙耐久',
    trapAttack: '陷阱攻击力',
    trapDefence: '陷阱防御力',
    trapHp: '陷阱生命值',
    constructionSpeed: '建造速度',
    researchSpeed: '研究速度',
    trainingSpeed: '训练速度',
    healingSpeed: '治疗速度',
    marchSpeed: '行军速度',
    gatheringMarchSpeed: '采集行军速度',
    rallyMarchSpeed: '集结行军速度',
    reinforcementMarchSpeed: '增援行军速度',
    returnMarchSpeed: '返回行军速度',
    teleportCooldown: '传送冷却缩减',
    advancedTeleportCost: '高级传送消耗降低',
    randomTeleportCost: '随机传送消耗降低',
    allianceTeleportCost: '联盟传送消耗降低',
    freeTeleportChance: '免费传送概率',
    allianceHelpTime: '联盟帮助时间缩减',
    allianceGiftBonus: '联盟礼物加成',
    territoryBuildSpeed: '联盟领地建造速度',
    dsaMining: 'DSA挖掘量',
    loadCapacity: '负重',
    tradeTaxReduction: '交易税降低',
    resourceHelpCapacity: '资源援助运载量',
    medalBonus: '勋章加成',
    eventPointBonus: '活动积分加成',
    constructionCost: '建造消耗降低',
    researchCost: '研究消耗降低',
    trainingCost: '训练消耗降低',
    healingCost: '治疗消耗降低',
    troopUpkeep: '部队维护费降低',
    dragoXp: '德拉戈经验',
    dragoSkillCooldown: '德拉戈技能冷却缩减',
    dragoDsaMining: '德拉戈DSA挖掘量',
    eggHatchingSpeed: '龙蛋孵化速度',
  },
  breed: {
    incomplete: '请选择两只德拉戈。',
    sameParents: '同一父母所生的德拉戈之间无法繁殖',
    parentChild: '德拉戈与其父母之间无法繁殖。',
    maxBreedCount: '该德拉戈已超过最大繁殖次数',
  },
};

const WORDS: Readonly<Record<DragoCatalogueLanguage, Words>> = { en, ko, ja, zh };

function abilityName(words: Words, name: AbilityName): string {
  switch (name.kind) {
    case 'plain':
      return words.plain[name.key];
    case 'troopStat':
      return words.troopStat(words.troop[name.troop], words.stat[name.stat], name.context);
    case 'enemyDebuff':
      return words.enemyDebuff(words.troop[name.troop], words.stat[name.stat]);
    case 'resource':
      return words.resourceMeasure[name.measure](words.resource[name.resource]);
    case 'troop':
      return words.troopMeasure[name.measure](words.troop[name.troop]);
    case 'dragoSlot':
      return words.dragoSlot(name.slot);
  }
}

function attributeName(words: Words, code: number): string {
  const element = attributeElement(code);
  const type = attributeType(code);
  if (type === undefined) return words.unique[UNIQUE_ATTRIBUTES[element]!];
  return words.attribute(words.element[ELEMENTS[element]!], words.type[ATTRIBUTE_TYPES[type]!]);
}

export interface DragoCatalogue {
  part: Record<PartName, string>;
  grade: Record<'normal' | 'epic' | 'legend', string>;
  colour: Record<ColourName, string>;
  element: Record<ElementName, string>;
  attribute: Record<string, string>;
  ability: Record<string, string>;
  breed: Record<BreedMessageKey, string>;
}

/** The whole `dragoCatalogue` namespace in one language (what locales/<language>.json holds). */
export function buildDragoCatalogue(language: DragoCatalogueLanguage): DragoCatalogue {
  const words = WORDS[language];
  const pick = <K extends string>(keys: readonly K[], table: Record<K, string>) =>
    Object.fromEntries(keys.map((key) => [key, table[key]])) as Record<K, string>;
  return {
    part: pick(PARTS, words.part),
    grade: { ...words.grade },
    colour: pick(COLOURS, words.colour),
    element: pick(ELEMENTS, words.element),
    attribute: Object.fromEntries(ATTRIBUTE_CODES.map((code) => [String(code), attributeName(words, code)])),
    ability: Object.fromEntries(
      ABILITIES.map((ability) => [String(ability.code), abilityName(words, ability.name)]),
    ),
    breed: pick(BREED_MESSAGE_KEYS, words.breed),
  };
}
