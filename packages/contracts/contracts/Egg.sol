// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {childDatas, Drago, randomDatas} from "./Drago.sol";
import {IRandomnessOracle, RandomnessConsumer} from "./RandomnessOracle.sol";

/// @notice Drago eggs (ERC-721), one contract per network. Genesis eggs have ids 10001–20000
/// (minted on Ethereum, hatched on Arena-Z after crossing through GenesisEggGate +
/// `receiveGenesis`; `hatching` refuses them everywhere); other eggs have ids from the chain's
/// `firstEggId` (above 20000, one range per network so ids stay unique when dragos cross) and hatch
/// where they are, into that chain's Drago through that chain's oracle. `hatching` fixes everything
/// the drago depends on (owner, parents' genes as they were when the egg was laid) and asks the
/// oracle; the fulfilment burns the egg and mints the drago with the egg's id. A hatching egg cannot
/// be transferred.
contract Egg is ERC721, AccessControl, EIP712, RandomnessConsumer {
    /// @notice May lay eggs and mint genesis eggs (DragoBreeding, the deployer).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice EIP-712 type hash of `GenesisEgg(uint256 nonce,uint256 eggId,address owner)`.
    bytes32 public constant GENESIS_TYPEHASH = keccak256("GenesisEgg(uint256 nonce,uint256 eggId,address owner)");

    /// @notice The first genesis egg id.
    uint256 public constant GENESIS_FIRST_ID = 10001;
    /// @notice The last genesis egg id.
    uint256 public constant GENESIS_LAST_ID = 20000;
    /// @notice The lowest id `layEgg` may give (ids up to GENESIS_LAST_ID are genesis eggs).
    uint256 public constant FIRST_EGG_ID = 20001;
    /// @notice A hatched drago may rehatch once.
    uint8 public constant HATCHED_REHATCH_COUNT = 1;

    /// @notice Egg status: may start hatching.
    uint8 public constant STATUS_READY = 0;
    /// @notice Egg status: waiting for its randomness (cannot move).
    uint8 public constant STATUS_HATCHING = 1;

    struct EggInfo {
        uint8 status;
        uint256 parentA;
        uint256 parentB;
        uint256 hatchRequestId;
    }

    /// @notice The drago contract hatching mints into; zero where eggs do not hatch (Ethereum).
    Drago public immutable drago;
    /// @notice The key whose EIP-712 signatures deliver genesis eggs (the API's relayer signer).
    address public relayerSigner;
    /// @notice The first id this chain's eggs get (its network's range; at least FIRST_EGG_ID).
    uint256 public immutable firstEggId;
    /// @notice The next id a laid egg gets (ids already used by an egg or a drago are skipped).
    uint256 public nextEggId;

    mapping(uint256 eggId => EggInfo) private _eggs;
    mapping(uint256 eggId => uint8[38]) private _parentDatasA;
    mapping(uint256 eggId => uint8[38]) private _parentDatasB;
    /// @notice The egg a hatch request is for.
    mapping(uint256 requestId => uint256 eggId) public hatchEggOf;
    /// @notice Who gets the drago of a hatch request (the egg's owner when it was asked).
    mapping(uint256 requestId => address owner) public hatchOwnerOf;
    /// @notice Whether a genesis delivery nonce was used (each once).
    mapping(uint256 nonce => bool) public genesisNonceUsed;
    /// @notice Whether a genesis egg was delivered here (each once).
    mapping(uint256 eggId => bool) public genesisReceived;

    /// @notice Egg `eggId` was laid to `owner` with parents `parentA`, `parentB` (0 for none).
    event EggLaid(uint256 indexed eggId, address indexed owner, uint256 parentA, uint256 parentB);
    /// @notice Egg `eggId` started hatching; request `requestId` brings its randomness.
    event HatchRequested(uint256 indexed eggId, uint256 indexed requestId);
    /// @notice Egg `eggId` hatched into drago `dragoId` (the same id) with request `requestId`.
    event EggHatched(uint256 indexed eggId, uint256 indexed dragoId, uint256 indexed requestId);
    /// @notice Genesis egg `eggId` was delivered to `owner` under `nonce` and started hatching.
    event GenesisEggReceived(uint256 indexed nonce, uint256 indexed eggId, address indexed owner);
    /// @notice The key that signs genesis deliveries changed.
    event RelayerSignerChanged(address indexed previousSigner, address indexed newSigner);

    error ZeroAddress();
    error NotEggOwner(uint256 eggId, address caller);
    error EggNotReady(uint256 eggId);
    error EggIsHatching(uint256 eggId);
    error HatchingUnavailable();
    error NotGenesisEgg(uint256 eggId);
    error NonceUsed(uint256 nonce);
    error InvalidSigner(address recovered);
    error GenesisAlreadyReceived(uint256 eggId);
    error InvalidParents(uint256 parentA, uint256 parentB);
    error UnknownHatchRequest(uint256 requestId);
    error GenesisEggHatchesOnArenaZ(uint256 eggId);
    error InvalidFirstEggId(uint256 firstEggId);

    constructor(
        address admin,
        Drago drago_,
        IRandomnessOracle oracle,
        address relayerSigner_,
        uint256 firstEggId_
    ) ERC721("Kingdoms Egg", "EGG") EIP712("Kingdoms Egg", "1") RandomnessConsumer(oracle) {
        if (firstEggId_ < FIRST_EGG_ID) revert InvalidFirstEggId(firstEggId_);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        drago = drago_;
        firstEggId = firstEggId_;
        nextEggId = firstEggId_;
        _setRelayerSigner(relayerSigner_);
    }

    // ─── Minting ──────────────────────────────────────────────────────────────────────────────

    /// @notice Lays an egg with the next free id. With parents (both or neither), their genes are
    /// kept as they are now and decide the child's genes; without, the genes are random.
    function layEgg(address to, uint256 parentA, uint256 parentB)
        external
        onlyRole(MINTER_ROLE)
        returns (uint256 eggId)
    {
        if ((parentA == 0) != (parentB == 0) || (parentA != 0 && parentA == parentB)) {
            revert InvalidParents(parentA, parentB);
        }
        eggId = nextEggId;
        while (_ownerOf(eggId) != address(0) || _isKnownDrago(eggId)) eggId++;
        nextEggId = eggId + 1;
        if (parentA != 0) {
            if (address(drago) == address(0)) revert HatchingUnavailable();
            (_parentDatasA[eggId],,,,) = drago.dragoOf(parentA);
            (_parentDatasB[eggId],,,,) = drago.dragoOf(parentB);
            _eggs[eggId].parentA = parentA;
            _eggs[eggId].parentB = parentB;
        }
        _mint(to, eggId);
        emit EggLaid(eggId, to, parentA, parentB);
    }

    /// @notice Mints genesis eggs (ids 10001–20000) on Ethereum.
    function mintGenesis(address to, uint256[] calldata eggIds) external onlyRole(MINTER_ROLE) {
        for (uint256 i = 0; i < eggIds.length; i++) {
            uint256 eggId = eggIds[i];
            if (!isGenesis(eggId)) revert NotGenesisEgg(eggId);
            _mint(to, eggId);
            emit EggLaid(eggId, to, 0, 0);
        }
    }

    // ─── Hatching ─────────────────────────────────────────────────────────────────────────────

    /// @notice Starts hatching an egg the caller owns: status → hatching, randomness requested from
    /// this chain's oracle. Genesis eggs do not hatch here: they cross to Arena-Z (Bridge & Hatch).
    function hatching(uint256 eggId) external returns (uint256 requestId) {
        if (_ownerOf(eggId) != msg.sender) revert NotEggOwner(eggId, msg.sender);
        if (isGenesis(eggId)) revert GenesisEggHatchesOnArenaZ(eggId);
        return _startHatch(eggId, msg.sender);
    }

    /// @notice Delivers a genesis egg that was sent to GenesisEggGate on Ethereum (EIP-712 message
    /// `GenesisEgg(nonce, eggId, owner)` signed by the relayer signer; each nonce once): mints it to
    /// `owner` and starts its hatch in the same transaction. Anyone may send it.
    function receiveGenesis(uint256 nonce, uint256 eggId, address owner, bytes calldata signature)
        external
        returns (uint256 requestId)
    {
        if (!isGenesis(eggId)) revert NotGenesisEgg(eggId);
        if (genesisNonceUsed[nonce]) revert NonceUsed(nonce);
        (address recovered,,) = ECDSA.tryRecover(genesisDigest(nonce, eggId, owner), signature);
        if (recovered != relayerSigner || recovered == address(0)) revert InvalidSigner(recovered);
        if (genesisReceived[eggId]) revert GenesisAlreadyReceived(eggId);
        if (address(drago) == address(0)) revert HatchingUnavailable();
        genesisNonceUsed[nonce] = true;
        genesisReceived[eggId] = true;
        _mint(owner, eggId);
        emit GenesisEggReceived(nonce, eggId, owner);
        return _startHatch(eggId, owner);
    }

    /// @notice Status (0 ready, 1 hatching), parents and the pending hatch request of an egg.
    function eggOf(uint256 eggId)
        external
        view
        returns (uint8 status, uint256 parentA, uint256 parentB, uint256 hatchRequestId)
    {
        _requireOwned(eggId);
        EggInfo storage info = _eggs[eggId];
        return (info.status, info.parentA, info.parentB, info.hatchRequestId);
    }

    /// @notice Whether `eggId` is a genesis egg id (10001..20000).
    function isGenesis(uint256 eggId) public pure returns (bool) {
        return eggId >= GENESIS_FIRST_ID && eggId <= GENESIS_LAST_ID;
    }

    /// @notice The EIP-712 digest the relayer signs to deliver genesis egg `eggId` to `owner` under `nonce`.
    function genesisDigest(uint256 nonce, uint256 eggId, address owner) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(GENESIS_TYPEHASH, nonce, eggId, owner)));
    }

    // ─── Administration ───────────────────────────────────────────────────────────────────────

    /// @notice Rotates the key that signs genesis deliveries (admin only).
    function setRelayerSigner(address newSigner) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setRelayerSigner(newSigner);
    }

    /// @notice Switches the oracle (admin only; only while no request is pending).
    function setRandomnessOracle(IRandomnessOracle oracle) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setRandomnessOracle(oracle);
    }

    /// @notice Replays a fulfilment whose logic failed (see RandomnessConsumer).
    function retryRandomness(uint256 requestId) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _retryRandomness(requestId);
    }

    /// @notice ERC-165: ERC-721, its metadata extension and AccessControl.
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _startHatch(uint256 eggId, address owner) private returns (uint256 requestId) {
        if (address(drago) == address(0)) revert HatchingUnavailable();
        EggInfo storage info = _eggs[eggId];
        if (info.status != STATUS_READY) revert EggNotReady(eggId);
        info.status = STATUS_HATCHING;
        requestId = randomnessOracle.requestRandomness();
        info.hatchRequestId = requestId;
        hatchEggOf[requestId] = eggId;
        hatchOwnerOf[requestId] = owner;
        emit HatchRequested(eggId, requestId);
    }

    function _consumeRandomness(uint256 requestId, uint256 word) internal override {
        uint256 eggId = hatchEggOf[requestId];
        EggInfo storage info = _eggs[eggId];
        if (eggId == 0 || info.status != STATUS_HATCHING || info.hatchRequestId != requestId) {
            revert UnknownHatchRequest(requestId);
        }
        uint8[38] memory datas =
            info.parentA == 0 ? randomDatas(word) : childDatas(word, _parentDatasA[eggId], _parentDatasB[eggId]);
        uint256 parentA = info.parentA;
        uint256 parentB = info.parentB;
        delete _eggs[eggId];
        delete _parentDatasA[eggId];
        delete _parentDatasB[eggId];
        _burn(eggId);
        drago.mint(hatchOwnerOf[requestId], eggId, datas, parentA, parentB, 0, HATCHED_REHATCH_COUNT);
        emit EggHatched(eggId, eggId, requestId);
    }

    function _isKnownDrago(uint256 id) private view returns (bool) {
        return address(drago) != address(0) && drago.wasMinted(id);
    }

    function _setRelayerSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroAddress();
        emit RelayerSignerChanged(relayerSigner, newSigner);
        relayerSigner = newSigner;
    }

    /// @dev A hatching egg stays with its owner until it is burned.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (to != address(0) && _eggs[tokenId].status == STATUS_HATCHING) revert EggIsHatching(tokenId);
        return super._update(to, tokenId, auth);
    }
}
