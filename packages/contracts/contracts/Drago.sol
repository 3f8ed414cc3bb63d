// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IRandomnessOracle, RandomnessConsumer} from "./RandomnessOracle.sol";

// ─── Genes (spec 2 §3; layout in packages/contracts/README.md) ─────────────────────────────────
// datas[0] drago grade (1 normal, 2 epic, 3 legend), datas[1] generation, datas[2] gene version 1;
// part p = 0..6 (Horn, Eye, Head, Body, Wing, Leg, Tail) from index 3 + 5p: part grade 1..3,
// dominant attribute 1..50, dominant colour 0..4, recessive attribute 1..50, recessive colour 0..4.

uint256 constant DATAS_LENGTH = 38;
uint256 constant PART_COUNT = 7;
uint8 constant GENE_VERSION = 1;
uint8 constant ATTRIBUTE_COUNT = 50;
uint8 constant COLOUR_COUNT = 5;

/// @dev An independent 256-bit draw number `index` of `word`.
function geneDraw(uint256 word, uint256 index) pure returns (uint256) {
    return uint256(keccak256(abi.encode(word, index)));
}

/// @dev Grade of a drago without parents: 80 % normal, 17 % epic, 3 % legend.
function randomGrade(uint256 roll) pure returns (uint8) {
    uint256 r = roll % 100;
    if (r < 80) return 1;
    if (r < 97) return 2;
    return 3;
}

/// @dev The drago grade is the grade at least four of its seven parts reach.
function dragoGradeOf(uint8[38] memory datas) pure returns (uint8) {
    uint256 legend;
    uint256 epicOrBetter;
    for (uint256 p = 0; p < PART_COUNT; p++) {
        uint8 grade = datas[3 + 5 * p];
        if (grade >= 3) legend++;
        if (grade >= 2) epicOrBetter++;
    }
    if (legend >= 4) return 3;
    if (epicOrBetter >= 4) return 2;
    return 1;
}

/// @dev Sets the four gene numbers of part `p` (attributes 1..50, colours 0..4) from one draw.
function setRandomGenes(uint8[38] memory datas, uint256 p, uint256 draw) pure {
    uint256 base = 3 + 5 * p;
    datas[base + 1] = uint8(1 + (draw % ATTRIBUTE_COUNT));
    datas[base + 2] = uint8((draw >> 32) % COLOUR_COUNT);
    datas[base + 3] = uint8(1 + ((draw >> 64) % ATTRIBUTE_COUNT));
    datas[base + 4] = uint8((draw >> 96) % COLOUR_COUNT);
}

/// @dev Genes of an egg without parents: a random grade shared by every part, random genes.
function randomDatas(uint256 word) pure returns (uint8[38] memory datas) {
    uint8 grade = randomGrade(geneDraw(word, 100));
    datas[0] = grade;
    datas[1] = 0;
    datas[2] = GENE_VERSION;
    for (uint256 p = 0; p < PART_COUNT; p++) {
        datas[3 + 5 * p] = grade;
        setRandomGenes(datas, p, geneDraw(word, p));
    }
}

/// @dev Which parent gene a child's gene takes: 40 % A dominant, 10 % A recessive, 40 % B dominant,
/// 10 % B recessive. Returns (attribute, colour, part grade of the parent it came from).
function inheritedGene(uint8[38] memory a, uint8[38] memory b, uint256 p, uint256 roll)
    pure
    returns (uint8 attribute, uint8 colour, uint8 grade)
{
    uint256 base = 3 + 5 * p;
    uint256 r = roll % 100;
    if (r < 40) return (a[base + 1], a[base + 2], a[base]);
    if (r < 50) return (a[base + 3], a[base + 4], a[base]);
    if (r < 90) return (b[base + 1], b[base + 2], b[base]);
    return (b[base + 3], b[base + 4], b[base]);
}

/// @dev Genes of a bred egg from its parents' genes (as they were when it was laid). Each part
/// draws its dominant gene and, independently, its recessive gene by the 40/10/40/10 rule; the
/// part grade comes with the dominant gene. Generation = the older parent's + 1.
function childDatas(uint256 word, uint8[38] memory a, uint8[38] memory b) pure returns (uint8[38] memory datas) {
    uint8 generation = a[1] > b[1] ? a[1] : b[1];
    datas[1] = generation == type(uint8).max ? generation : generation + 1;
    datas[2] = GENE_VERSION;
    for (uint256 p = 0; p < PART_COUNT; p++) {
        uint256 draw = geneDraw(word, p);
        uint256 base = 3 + 5 * p;
        (uint8 attribute, uint8 colour, uint8 grade) = inheritedGene(a, b, p, draw);
        datas[base] = grade;
        datas[base + 1] = attribute;
        datas[base + 2] = colour;
        (attribute, colour,) = inheritedGene(a, b, p, draw >> 128);
        datas[base + 3] = attribute;
        datas[base + 4] = colour;
    }
    datas[0] = dragoGradeOf(datas);
}

/// @dev Rehatch: the same grades, generation and version; new attributes and colours.
function rehatchedDatas(uint256 word, uint8[38] memory current) pure returns (uint8[38] memory datas) {
    datas = current;
    for (uint256 p = 0; p < PART_COUNT; p++) {
        setRandomGenes(datas, p, geneDraw(word, p));
    }
}

/// @notice Dragos (ERC-721). Genes in `datas`; breed count (at most 7), rehatch count (a hatched
/// drago may rehatch once) and two parent ids (0 for none). Minted only by MINTER_ROLE: the Egg
/// contract on hatch, the bridge, and the devnet seed (explicit datas). The token id of a hatched
/// drago is its egg's id. `rehatching` asks the randomness oracle; the word re-rolls the genes.
contract Drago is ERC721, AccessControl, RandomnessConsumer {
    /// @notice May mint dragos (Egg on hatch, the bridge gateway, the devnet seed).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice May count a breeding (the breeding contract).
    bytes32 public constant BREEDER_ROLE = keccak256("BREEDER_ROLE");

    /// @notice A drago breeds at most this often.
    uint8 public constant MAX_BREED_COUNT = 7;

    struct DragoInfo {
        uint8[38] datas;
        uint8 breedCount;
        uint8 rehatchCount;
        uint256 parentA;
        uint256 parentB;
    }

    mapping(uint256 tokenId => DragoInfo) private _dragos;
    /// @notice Ever minted here (a burned or bridged-away id stays known, so eggs never reuse it).
    mapping(uint256 tokenId => bool) public wasMinted;
    /// @notice The pending rehatch request of a drago (0 when none).
    mapping(uint256 tokenId => uint256 requestId) public rehatchRequestOf;
    /// @notice The drago a rehatch request is for.
    mapping(uint256 requestId => uint256 tokenId) public rehatchTokenOf;

    string private _baseTokenUri;

    /// @notice Drago `tokenId` was minted to `owner` with genes `datas` and parents `parentA`, `parentB`.
    event DragoBorn(uint256 indexed tokenId, address indexed owner, uint8[38] datas, uint256 parentA, uint256 parentB);
    /// @notice Drago `tokenId` asked to rehatch; request `requestId` brings its randomness.
    event RehatchRequested(uint256 indexed tokenId, uint256 indexed requestId);
    /// @notice Drago `tokenId` rehatched into genes `datas`; `rehatchCount` rehatches are left.
    event DragoRehatched(uint256 indexed tokenId, uint8[38] datas, uint8 rehatchCount);
    /// @notice Drago `tokenId` bred; it has now bred `breedCount` times.
    event Bred(uint256 indexed tokenId, uint8 breedCount);

    error InvalidDatas(uint256 index);
    error AlreadyMinted(uint256 tokenId);
    error NotDragoOwner(uint256 tokenId, address caller);
    error NoRehatchLeft(uint256 tokenId);
    error MaxBreedCountReached(uint256 tokenId);
    error UnknownRehatchRequest(uint256 requestId);

    constructor(address admin, IRandomnessOracle oracle)
        ERC721("Kingdoms Drago", "DRAGO")
        RandomnessConsumer(oracle)
    {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice Mints a drago with explicit genes and counts (egg hatch, bridge, devnet seed).
    function mint(
        address to,
        uint256 tokenId,
        uint8[38] calldata datas,
        uint256 parentA,
        uint256 parentB,
        uint8 breedCount,
        uint8 rehatchCount
    ) external onlyRole(MINTER_ROLE) {
        if (_ownerOf(tokenId) != address(0)) revert AlreadyMinted(tokenId);
        checkDatas(datas);
        if (breedCount > MAX_BREED_COUNT) revert MaxBreedCountReached(tokenId);
        _dragos[tokenId] = DragoInfo({
            datas: datas, breedCount: breedCount, rehatchCount: rehatchCount, parentA: parentA, parentB: parentB
        });
        wasMinted[tokenId] = true;
        // _mint, not _safeMint: a hatch must not depend on the receiver's callback.
        _mint(to, tokenId);
        emit DragoBorn(tokenId, to, datas, parentA, parentB);
    }

    /// @notice Genes and counts of a drago (reverts for an id that is not minted).
    function dragoOf(uint256 tokenId)
        external
        view
        returns (uint8[38] memory datas, uint8 breedCount, uint8 rehatchCount, uint256 parentA, uint256 parentB)
    {
        _requireOwned(tokenId);
        DragoInfo storage info = _dragos[tokenId];
        return (info.datas, info.breedCount, info.rehatchCount, info.parentA, info.parentB);
    }

    /// @notice Re-rolls the genes once: the rehatch count goes to 0 before the oracle is asked, and
    /// the new genes come from the fulfilled word. Owner only.
    function rehatching(uint256 tokenId) external returns (uint256 requestId) {
        if (_ownerOf(tokenId) != msg.sender) revert NotDragoOwner(tokenId, msg.sender);
        DragoInfo storage info = _dragos[tokenId];
        if (info.rehatchCount == 0) revert NoRehatchLeft(tokenId);
        info.rehatchCount = 0;
        requestId = randomnessOracle.requestRandomness();
        rehatchRequestOf[tokenId] = requestId;
        rehatchTokenOf[requestId] = tokenId;
        emit RehatchRequested(tokenId, requestId);
    }

    /// @notice Counts one breeding of `tokenId` (at most MAX_BREED_COUNT).
    function recordBreeding(uint256 tokenId) external onlyRole(BREEDER_ROLE) returns (uint8 breedCount) {
        _requireOwned(tokenId);
        DragoInfo storage info = _dragos[tokenId];
        if (info.breedCount >= MAX_BREED_COUNT) revert MaxBreedCountReached(tokenId);
        breedCount = ++info.breedCount;
        emit Bred(tokenId, breedCount);
    }

    /// @notice Replays a fulfilment whose logic failed (see RandomnessConsumer).
    function retryRandomness(uint256 requestId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _retryRandomness(requestId);
    }

    /// @notice Switches the oracle (admin only; only while no request is pending).
    function setRandomnessOracle(IRandomnessOracle oracle) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setRandomnessOracle(oracle);
    }

    /// @notice tokenURI = base + id; the API serves the metadata JSON and the SVG image.
    function setBaseURI(string calldata baseURI) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _baseTokenUri = baseURI;
    }

    /// @notice Reverts with InvalidDatas(index) at the first number outside its range.
    function checkDatas(uint8[38] memory datas) public pure {
        if (datas[0] < 1 || datas[0] > 3) revert InvalidDatas(0);
        if (datas[2] != GENE_VERSION) revert InvalidDatas(2);
        for (uint256 p = 0; p < PART_COUNT; p++) {
            uint256 base = 3 + 5 * p;
            if (datas[base] < 1 || datas[base] > 3) revert InvalidDatas(base);
            if (datas[base + 1] < 1 || datas[base + 1] > ATTRIBUTE_COUNT) revert InvalidDatas(base + 1);
            if (datas[base + 2] >= COLOUR_COUNT) revert InvalidDatas(base + 2);
            if (datas[base + 3] < 1 || datas[base + 3] > ATTRIBUTE_COUNT) revert InvalidDatas(base + 3);
            if (datas[base + 4] >= COLOUR_COUNT) revert InvalidDatas(base + 4);
        }
    }

    function _consumeRandomness(uint256 requestId, uint256 word) internal override {
        uint256 tokenId = rehatchTokenOf[requestId];
        if (tokenId == 0 || rehatchRequestOf[tokenId] != requestId) revert UnknownRehatchRequest(requestId);
        // A drago burned meanwhile (bridged away) fails here and is recorded, not reverted.
        _requireOwned(tokenId);
        DragoInfo storage info = _dragos[tokenId];
        uint8[38] memory datas = rehatchedDatas(word, info.datas);
        info.datas = datas;
        delete rehatchRequestOf[tokenId];
        emit DragoRehatched(tokenId, datas, info.rehatchCount);
    }

    /// @dev OpenZeppelin's ERC721 hook: its name is fixed by the override.
    // forge-lint: disable-next-line(mixed-case-function)
    function _baseURI() internal view override returns (string memory) {
        return _baseTokenUri;
    }

    /// @notice ERC-165: ERC-721, its metadata extension and AccessControl.
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
