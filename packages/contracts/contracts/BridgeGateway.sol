// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {Drago} from "./Drago.sol";
import {GameToken} from "./GameToken.sol";
import {GuardianPausable} from "./GuardianPausable.sol";
import {Resource} from "./Resource.sol";
import {RollingLimit} from "./RollingLimit.sol";

/// @notice The bridge of one chain (one gateway on each of Ethereum, Polygon and Arena-Z). A send
/// takes the asset from the sender (locks a drago or LOKA, burns DST, wLOKA or resources) and
/// emits an event with this gateway's next nonce, which the API's relayer turns into an EIP-712
/// message for the target chain's gateway. A receive there checks the relayer signer's signature,
/// marks (source chain id, nonce) used, and mints or unlocks.
///
/// | asset    | send (source)                        | receive (target)                    | delivered by |
/// | DRAGO    | `sendDragos`: lock (approval needed) | `receiveDrago`: unlock if held, else mint same id and genes | relayer |
/// | DST      | `sendDst`: burn                      | `receiveDst`: mint                  | relayer |
/// | LOKA     | `deposit` (Ethereum): lock LOKA (approval needed) | `receiveLoka` (Polygon): mint wLOKA | relayer |
/// | wLOKA    | `withdraw` (Polygon): burn wLOKA     | `claim` (Ethereum): unlock LOKA     | the user, with the API's signature after the checkpoint delay |
/// | RESOURCE | `sendResources` (Arena-Z): burn one of each id | `receiveResources` (Polygon): mint one of each id | the user, with the API's signature |
///
/// A token slot set to the zero address is an asset this chain does not bridge (`Unsupported`).
/// Which targets each asset may be sent to is set by the admin (`setRoute`), so nothing can be
/// sent where no gateway would deliver it.
///
/// What arrives is capped per asset by a rolling daily limit (`setDailyLimit`; DST and LOKA in base
/// units, dragos and resources in items), so a leaked relayer key mints or unlocks at most a day's
/// limit before the guardian pauses; a limit of zero refuses every delivery of that asset.
contract BridgeGateway is EIP712, GuardianPausable {
    using SafeERC20 for IERC20;
    using RollingLimit for RollingLimit.Limit;

    /// @notice Asset kind: dragos.
    uint8 public constant KIND_DRAGO = 0;
    /// @notice Asset kind: DST.
    uint8 public constant KIND_DST = 1;
    /// @notice Asset kind: LOKA ⇄ wLOKA.
    uint8 public constant KIND_LOKA = 2;
    /// @notice Asset kind: resource items.
    uint8 public constant KIND_RESOURCE = 3;

    /// @notice EIP-712 type hash of a DragoTransfer message.
    bytes32 public constant DRAGO_TRANSFER_TYPEHASH = keccak256(
        "DragoTransfer(uint256 sourceChainId,uint256 nonce,uint256 tokenId,address receiver,uint8[38] datas,uint8 breedCount,uint8 rehatchCount,uint256 parentA,uint256 parentB)"
    );
    /// @notice EIP-712 type hash of a DstTransfer message.
    bytes32 public constant DST_TRANSFER_TYPEHASH =
        keccak256("DstTransfer(uint256 sourceChainId,uint256 nonce,address receiver,uint256 amount)");
    /// @notice EIP-712 type hash of a LokaTransfer message.
    bytes32 public constant LOKA_TRANSFER_TYPEHASH =
        keccak256("LokaTransfer(uint256 sourceChainId,uint256 nonce,address receiver,uint256 amount)");
    /// @notice EIP-712 type hash of a ResourceTransfer message.
    bytes32 public constant RESOURCE_TRANSFER_TYPEHASH =
        keccak256("ResourceTransfer(uint256 sourceChainId,uint256 nonce,address receiver,uint256[] ids)");

    /// @notice A drago crossing over, with everything the target needs to mint it as it is here.
    struct DragoTransfer {
        uint256 sourceChainId;
        uint256 nonce;
        uint256 tokenId;
        address receiver;
        uint8[38] datas;
        uint8 breedCount;
        uint8 rehatchCount;
        uint256 parentA;
        uint256 parentB;
    }

    /// @notice DST or LOKA crossing over (the EIP-712 type name tells which).
    struct TokenTransfer {
        uint256 sourceChainId;
        uint256 nonce;
        address receiver;
        uint256 amount;
    }

    /// @notice Resource items crossing over: one of each id (an id may repeat).
    struct ResourceTransfer {
        uint256 sourceChainId;
        uint256 nonce;
        address receiver;
        uint256[] ids;
    }

    /// @notice The dragos locked and unlocked or minted here; zero where this chain bridges none.
    Drago public immutable drago;
    /// @notice The DST burned and minted here; zero where this chain bridges none.
    GameToken public immutable dst;
    /// @notice LOKA locked here (Ethereum); zero elsewhere.
    IERC20 public immutable loka;
    /// @notice wLOKA minted and burned here (Polygon); zero elsewhere.
    GameToken public immutable wloka;
    /// @notice The resource items burned and minted here; zero where this chain bridges none.
    Resource public immutable resource;

    /// @notice The key whose EIP-712 signatures deliver messages here (the API's relayer signer).
    address public relayerSigner;
    /// @notice The last nonce a send used here (nonces start at 1, shared by every asset).
    uint256 public nonceCount;
    /// @notice Messages delivered here, per source chain and that chain's gateway nonce.
    mapping(uint256 sourceChainId => mapping(uint256 nonce => bool)) public nonceUsed;
    /// @notice Whether an asset may be sent from here to a chain.
    mapping(uint8 kind => mapping(uint256 targetChainId => bool)) public routeEnabled;
    mapping(uint8 kind => RollingLimit.Limit) private _receiveLimits;

    /// @notice Drago `tokenId` of `sender` is locked here for `receiver` on `targetChainId`, with its genes and counts (message `nonce`).
    event DragoSent(
        uint256 indexed nonce,
        uint256 indexed tokenId,
        address indexed sender,
        address receiver,
        uint256 targetChainId,
        uint8[38] datas,
        uint8 breedCount,
        uint8 rehatchCount,
        uint256 parentA,
        uint256 parentB
    );
    /// @notice Drago `tokenId` of message (`sourceChainId`, `nonce`) went to `receiver`, minted or unlocked.
    event DragoReceived(
        uint256 indexed sourceChainId, uint256 indexed nonce, uint256 indexed tokenId, address receiver, bool minted
    );
    /// @notice `amount` DST of `sender` were burned for `receiver` on `targetChainId` (message `nonce`).
    event DstSent(
        uint256 indexed nonce, address indexed sender, address indexed receiver, uint256 amount, uint256 targetChainId
    );
    /// @notice `amount` DST of message (`sourceChainId`, `nonce`) were minted to `receiver`.
    event DstReceived(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed receiver, uint256 amount);
    /// @notice `amount` LOKA of `sender` are locked for `receiver` on `targetChainId` (message `nonce`).
    event LokaDeposited(
        uint256 indexed nonce, address indexed sender, address indexed receiver, uint256 amount, uint256 targetChainId
    );
    /// @notice `amount` wLOKA of message (`sourceChainId`, `nonce`) were minted to `receiver`.
    event LokaReceived(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed receiver, uint256 amount);
    /// @notice `amount` wLOKA of `sender` were burned for `receiver` on `targetChainId` (message `nonce`).
    event LokaWithdrawn(
        uint256 indexed nonce, address indexed sender, address indexed receiver, uint256 amount, uint256 targetChainId
    );
    /// @notice `amount` LOKA of message (`sourceChainId`, `nonce`) were unlocked to `receiver`.
    event LokaClaimed(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed receiver, uint256 amount);
    /// @notice One of each of `ids` of `sender` was burned for `receiver` on `targetChainId` (message `nonce`).
    event ResourcesSent(
        uint256 indexed nonce, address indexed sender, address indexed receiver, uint256 targetChainId, uint256[] ids
    );
    /// @notice One of each of `ids` of message (`sourceChainId`, `nonce`) was minted to `receiver`.
    event ResourcesReceived(
        uint256 indexed sourceChainId, uint256 indexed nonce, address indexed receiver, uint256[] ids
    );
    /// @notice The key whose signatures deliver messages changed.
    event RelayerSignerChanged(address indexed previousSigner, address indexed newSigner);
    /// @notice Sending `kind` to `targetChainId` is now `enabled` or not.
    event RouteChanged(uint8 indexed kind, uint256 indexed targetChainId, bool enabled);
    /// @notice What may arrive of `kind` per rolling day is now `limit`.
    event DailyLimitChanged(uint8 indexed kind, uint256 limit);

    error ZeroAddress();
    error ZeroAmount();
    error EmptyTransfer();
    error Unsupported(uint8 kind);
    error RouteDisabled(uint8 kind, uint256 targetChainId);
    error NonceUsed(uint256 sourceChainId, uint256 nonce);
    error InvalidSigner(address recovered);
    error DragoRehatching(uint256 tokenId);
    error DailyLimitExceeded(uint8 kind, uint256 amount, uint256 available);

    constructor(
        address admin,
        address relayerSigner_,
        Drago drago_,
        GameToken dst_,
        IERC20 loka_,
        GameToken wloka_,
        Resource resource_
    ) EIP712("Kingdoms Bridge", "1") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _setRelayerSigner(relayerSigner_);
        drago = drago_;
        dst = dst_;
        loka = loka_;
        wloka = wloka_;
        resource = resource_;
    }

    // ─── DRAGO ────────────────────────────────────────────────────────────────────────────────

    /// @notice Locks the caller's dragos here (approve the gateway first, e.g. setApprovalForAll)
    /// and emits one `DragoSent` per drago, each with its own nonce. Returns the first nonce.
    function sendDragos(uint256[] calldata tokenIds, address receiver, uint256 targetChainId)
        external
        whenNotPaused
        returns (uint256 firstNonce)
    {
        _checkSend(KIND_DRAGO, address(drago), receiver, targetChainId);
        if (tokenIds.length == 0) revert EmptyTransfer();
        firstNonce = nonceCount + 1;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            _sendDrago(tokenIds[i], receiver, targetChainId);
        }
    }

    /// @notice Delivers a drago: unlocks it if it left this chain through this gateway before,
    /// otherwise mints the same id with the genes and counts it had on the source chain.
    function receiveDrago(DragoTransfer calldata transfer, bytes calldata signature) external whenNotPaused {
        if (address(drago) == address(0)) revert Unsupported(KIND_DRAGO);
        _useNonce(transfer.sourceChainId, transfer.nonce, _hashDragoTransfer(transfer), signature);
        _spend(KIND_DRAGO, 1);
        bool minted = _dragoHolder(transfer.tokenId) != address(this);
        if (minted) {
            // Reverts with AlreadyMinted if someone else holds the id here.
            drago.mint(
                transfer.receiver,
                transfer.tokenId,
                transfer.datas,
                transfer.parentA,
                transfer.parentB,
                transfer.breedCount,
                transfer.rehatchCount
            );
        } else {
            drago.transferFrom(address(this), transfer.receiver, transfer.tokenId);
        }
        emit DragoReceived(transfer.sourceChainId, transfer.nonce, transfer.tokenId, transfer.receiver, minted);
    }

    // ─── DST ──────────────────────────────────────────────────────────────────────────────────

    /// @notice Burns `amount` DST of the caller (no approval needed) for `receiver` on the target.
    function sendDst(uint256 amount, address receiver, uint256 targetChainId)
        external
        whenNotPaused
        returns (uint256 nonce)
    {
        _checkSend(KIND_DST, address(dst), receiver, targetChainId);
        if (amount == 0) revert ZeroAmount();
        dst.bridgeBurn(msg.sender, amount);
        nonce = ++nonceCount;
        emit DstSent(nonce, msg.sender, receiver, amount, targetChainId);
    }

    /// @notice Mints the DST of a signed DstTransfer, once per (source chain, nonce).
    function receiveDst(TokenTransfer calldata transfer, bytes calldata signature) external whenNotPaused {
        if (address(dst) == address(0)) revert Unsupported(KIND_DST);
        _useNonce(transfer.sourceChainId, transfer.nonce, _hashTokenTransfer(DST_TRANSFER_TYPEHASH, transfer), signature);
        _spend(KIND_DST, transfer.amount);
        dst.mint(transfer.receiver, transfer.amount);
        emit DstReceived(transfer.sourceChainId, transfer.nonce, transfer.receiver, transfer.amount);
    }

    // ─── LOKA (Ethereum) ⇄ wLOKA (Polygon) ────────────────────────────────────────────────────

    /// @notice Ethereum: locks `amount` LOKA of the caller (approve the gateway first); the relayer
    /// mints as much wLOKA to `receiver` on the target (`receiveLoka`).
    function deposit(uint256 amount, address receiver, uint256 targetChainId)
        external
        whenNotPaused
        returns (uint256 nonce)
    {
        _checkSend(KIND_LOKA, address(loka), receiver, targetChainId);
        if (amount == 0) revert ZeroAmount();
        loka.safeTransferFrom(msg.sender, address(this), amount);
        nonce = ++nonceCount;
        emit LokaDeposited(nonce, msg.sender, receiver, amount, targetChainId);
    }

    /// @notice Polygon: mints wLOKA for a deposit made on Ethereum.
    function receiveLoka(TokenTransfer calldata transfer, bytes calldata signature) external whenNotPaused {
        if (address(wloka) == address(0)) revert Unsupported(KIND_LOKA);
        _useNonce(transfer.sourceChainId, transfer.nonce, _hashTokenTransfer(LOKA_TRANSFER_TYPEHASH, transfer), signature);
        _spend(KIND_LOKA, transfer.amount);
        wloka.mint(transfer.receiver, transfer.amount);
        emit LokaReceived(transfer.sourceChainId, transfer.nonce, transfer.receiver, transfer.amount);
    }

    /// @notice Polygon: burns `amount` wLOKA of the caller (no approval needed). Once the API sees
    /// it past its checkpoint delay it signs the claim, and `claim` on Ethereum unlocks the LOKA.
    function withdraw(uint256 amount, address receiver, uint256 targetChainId)
        external
        whenNotPaused
        returns (uint256 nonce)
    {
        _checkSend(KIND_LOKA, address(wloka), receiver, targetChainId);
        if (amount == 0) revert ZeroAmount();
        wloka.bridgeBurn(msg.sender, amount);
        nonce = ++nonceCount;
        emit LokaWithdrawn(nonce, msg.sender, receiver, amount, targetChainId);
    }

    /// @notice Ethereum: unlocks the LOKA of a withdrawal made on Polygon (once per nonce). Anyone
    /// may send it; the LOKA always goes to the signed receiver.
    function claim(TokenTransfer calldata transfer, bytes calldata signature) external whenNotPaused {
        if (address(loka) == address(0)) revert Unsupported(KIND_LOKA);
        _useNonce(transfer.sourceChainId, transfer.nonce, _hashTokenTransfer(LOKA_TRANSFER_TYPEHASH, transfer), signature);
        _spend(KIND_LOKA, transfer.amount);
        loka.safeTransfer(transfer.receiver, transfer.amount);
        emit LokaClaimed(transfer.sourceChainId, transfer.nonce, transfer.receiver, transfer.amount);
    }

    // ─── RESOURCE ─────────────────────────────────────────────────────────────────────────────

    /// @notice Burns one of each id from the caller (no approval needed).
    function sendResources(uint256[] calldata ids, address receiver, uint256 targetChainId)
        external
        whenNotPaused
        returns (uint256 nonce)
    {
        _checkSend(KIND_RESOURCE, address(resource), receiver, targetChainId);
        if (ids.length == 0) revert EmptyTransfer();
        resource.bridgeBurn(msg.sender, ids, _ones(ids.length));
        nonce = ++nonceCount;
        emit ResourcesSent(nonce, msg.sender, receiver, targetChainId, ids);
    }

    /// @notice Mints one of each id to the receiver (the user sends it with the API's signature).
    function receiveResources(ResourceTransfer calldata transfer, bytes calldata signature) external whenNotPaused {
        if (address(resource) == address(0)) revert Unsupported(KIND_RESOURCE);
        _useNonce(transfer.sourceChainId, transfer.nonce, _hashResourceTransfer(transfer), signature);
        _spend(KIND_RESOURCE, transfer.ids.length);
        resource.mint(transfer.receiver, transfer.ids, _ones(transfer.ids.length));
        emit ResourcesReceived(transfer.sourceChainId, transfer.nonce, transfer.receiver, transfer.ids);
    }

    // ─── Digests (what the relayer signs; the TypeScript twin is src/bridge.ts) ───────────────

    /// @notice The EIP-712 digest the relayer signs for a DragoTransfer to this gateway.
    function dragoTransferDigest(DragoTransfer calldata transfer) external view returns (bytes32) {
        return _hashDragoTransfer(transfer);
    }

    /// @notice The EIP-712 digest the relayer signs for a DST or LOKA transfer (`kind`) to this gateway.
    function tokenTransferDigest(uint8 kind, TokenTransfer calldata transfer) external view returns (bytes32) {
        return _hashTokenTransfer(kind == KIND_DST ? DST_TRANSFER_TYPEHASH : LOKA_TRANSFER_TYPEHASH, transfer);
    }

    /// @notice The EIP-712 digest the relayer signs for a ResourceTransfer to this gateway.
    function resourceTransferDigest(ResourceTransfer calldata transfer) external view returns (bytes32) {
        return _hashResourceTransfer(transfer);
    }

    // ─── Administration ───────────────────────────────────────────────────────────────────────

    /// @notice Rotates the key whose signatures deliver messages (admin only).
    function setRelayerSigner(address newSigner) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setRelayerSigner(newSigner);
    }

    /// @notice Enables or disables sending `kind` to `targetChainId` (admin only).
    function setRoute(uint8 kind, uint256 targetChainId, bool enabled) external onlyRole(DEFAULT_ADMIN_ROLE) {
        routeEnabled[kind][targetChainId] = enabled;
        emit RouteChanged(kind, targetChainId, enabled);
    }

    /// @notice Sets what may arrive of `kind` per rolling day (admin only: the timelock).
    function setDailyLimit(uint8 kind, uint256 limit) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _receiveLimits[kind].setLimit(limit);
        emit DailyLimitChanged(kind, limit);
    }

    /// @notice What may arrive of `kind` per rolling day.
    function dailyLimit(uint8 kind) external view returns (uint256) {
        return _receiveLimits[kind].limit;
    }

    /// @notice What may arrive of `kind` now under its rolling daily limit.
    function availableToday(uint8 kind) external view returns (uint256) {
        return _receiveLimits[kind].available();
    }

    // `pause` (guardian or admin) and `unpause` (admin) come from GuardianPausable: every send and
    // receive stops while paused.

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _sendDrago(uint256 tokenId, address receiver, uint256 targetChainId) private {
        // A pending rehatch would change the genes after they were sent.
        if (drago.rehatchRequestOf(tokenId) != 0) revert DragoRehatching(tokenId);
        // transferFrom checks that the caller owns it and approved the gateway; no receiver hook.
        drago.transferFrom(msg.sender, address(this), tokenId);
        (uint8[38] memory datas, uint8 breedCount, uint8 rehatchCount, uint256 parentA, uint256 parentB) =
            drago.dragoOf(tokenId);
        emit DragoSent(
            ++nonceCount,
            tokenId,
            msg.sender,
            receiver,
            targetChainId,
            datas,
            breedCount,
            rehatchCount,
            parentA,
            parentB
        );
    }

    /// @dev Counts a delivery against the asset's rolling daily limit; over it, nothing moves and the
    /// nonce stays unused (the revert undoes `_useNonce`), so the delivery succeeds once allowed.
    function _spend(uint8 kind, uint256 amount) private {
        if (!_receiveLimits[kind].trySpend(amount)) {
            revert DailyLimitExceeded(kind, amount, _receiveLimits[kind].available());
        }
    }

    function _checkSend(uint8 kind, address token, address receiver, uint256 targetChainId) private view {
        if (token == address(0)) revert Unsupported(kind);
        if (!routeEnabled[kind][targetChainId]) revert RouteDisabled(kind, targetChainId);
        if (receiver == address(0)) revert ZeroAddress();
    }

    /// @dev Refuses a delivered nonce and any signature but the relayer signer's, then marks the
    /// nonce used before anything is minted or moved.
    function _useNonce(uint256 sourceChainId, uint256 nonce, bytes32 digest, bytes calldata signature) private {
        if (nonceUsed[sourceChainId][nonce]) revert NonceUsed(sourceChainId, nonce);
        (address recovered,,) = ECDSA.tryRecover(digest, signature);
        if (recovered != relayerSigner || recovered == address(0)) revert InvalidSigner(recovered);
        nonceUsed[sourceChainId][nonce] = true;
    }

    function _hashDragoTransfer(DragoTransfer calldata t) private view returns (bytes32) {
        // EIP-712 encodes a uint8[38] as the hash of its 38 padded words, which is abi.encode.
        bytes memory head = abi.encode(
            DRAGO_TRANSFER_TYPEHASH, t.sourceChainId, t.nonce, t.tokenId, t.receiver, keccak256(abi.encode(t.datas))
        );
        bytes memory tail = abi.encode(t.breedCount, t.rehatchCount, t.parentA, t.parentB);
        return _hashTypedDataV4(keccak256(bytes.concat(head, tail)));
    }

    function _hashTokenTransfer(bytes32 typehash, TokenTransfer calldata t) private view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(typehash, t.sourceChainId, t.nonce, t.receiver, t.amount)));
    }

    function _hashResourceTransfer(ResourceTransfer calldata t) private view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    RESOURCE_TRANSFER_TYPEHASH, t.sourceChainId, t.nonce, t.receiver, keccak256(abi.encodePacked(t.ids))
                )
            )
        );
    }

    function _dragoHolder(uint256 tokenId) private view returns (address) {
        try drago.ownerOf(tokenId) returns (address holder) {
            return holder;
        } catch {
            return address(0);
        }
    }

    function _ones(uint256 length) private pure returns (uint256[] memory ones) {
        ones = new uint256[](length);
        for (uint256 i = 0; i < length; i++) {
            ones[i] = 1;
        }
    }

    function _setRelayerSigner(address newSigner) private {
        if (newSigner == address(0)) revert ZeroAddress();
        emit RelayerSignerChanged(relayerSigner, newSigner);
        relayerSigner = newSigner;
    }
}
