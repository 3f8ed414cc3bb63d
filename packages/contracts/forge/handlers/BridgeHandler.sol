// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BridgeGateway} from "../../contracts/BridgeGateway.sol";
import {Drago} from "../../contracts/Drago.sol";
import {GameToken} from "../../contracts/GameToken.sol";
import {Resource} from "../../contracts/Resource.sol";
import {bound, signDigest, vm} from "../lib/Test.sol";
import {Actors} from "./Actors.sol";

/// @notice The three gateways of the devnet placement in one EVM (Ethereum, Polygon, Arena-Z are
/// told apart by the chain ids the messages carry), with the relayer played by this handler:
/// players send dragos, DST, LOKA, wLOKA and resources on any route (disabled ones too), and the
/// relayer delivers pending messages in any order, delivers some again, and signs some with a key
/// the gateways do not trust. A delivery the target refuses stays pending (the per-asset daily
/// limits refuse some: the conservation properties count pending messages as in flight). Time
/// passes (`warp`) and a gateway's guardian pauses it now and then (`pauseGateway`; the admin
/// unpauses with `unpauseGateway`). Every delivery is recorded with its time, target and asset,
/// so the suite checks the daily limits over every span of the run.
contract BridgeHandler is Actors {
    uint8 public constant ETHEREUM = 0;
    uint8 public constant POLYGON = 1;
    uint8 public constant ARENAZ = 2;
    uint8 public constant IN_FLIGHT = type(uint8).max;
    uint256 public constant RELAYER_KEY = 0xE1A7;
    uint256 public constant STRANGER_KEY = 0xBAD;

    struct Chain {
        uint256 chainId;
        BridgeGateway gateway;
        Drago drago;
        GameToken dst;
        Resource resource;
    }

    /// @notice One send: what its event carried and whether the target took it.
    struct Message {
        uint8 kind;
        uint8 source;
        uint8 target;
        uint256 nonce;
        address receiver;
        uint256 amount;
        uint256 tokenId;
        uint256[] ids;
        bool delivered;
    }

    Chain[3] internal _chains;
    GameToken public immutable loka;
    GameToken public immutable wloka;

    Message[] internal _messages;
    uint256[] public dragoIds;
    uint256[] public resourceIds;
    /// @notice Where each drago is held by a player: a chain index, or IN_FLIGHT.
    mapping(uint256 tokenId => uint8 chain) public dragoChain;
    mapping(uint256 tokenId => address holder) public dragoHolder;

    /// @notice Deliveries of a message that had been delivered already.
    uint256 public doubleDeliveries;
    /// @notice Deliveries signed by a key other than the relayer signer's.
    uint256 public forgedDeliveries;
    /// @notice Sends on a route the deploy recipe does not enable.
    uint256 public disabledRouteSends;
    /// @notice Sends and deliveries that went through on a paused gateway.
    uint256 public pausedCalls;
    /// @notice Unpauses by a guardian.
    uint256 public guardianUnpauses;
    /// @notice The account holding GUARDIAN_ROLE on every gateway.
    address public constant GUARDIAN = address(0x6A4D);

    /// @notice One delivery that went through: when, where, which asset and how much (items or base units).
    struct Arrival {
        uint256 time;
        uint8 target;
        uint8 kind;
        uint256 amount;
    }

    Arrival[] internal _arrivals;

    constructor(Chain[3] memory chains, GameToken loka_, GameToken wloka_, uint256[] memory dragoIds_, uint256[] memory resourceIds_)
        Actors(3)
    {
        for (uint8 c = 0; c < 3; c++) {
            _chains[c] = chains[c];
        }
        loka = loka_;
        wloka = wloka_;
        resourceIds = resourceIds_;
        for (uint256 i = 0; i < dragoIds_.length; i++) {
            dragoIds.push(dragoIds_[i]);
        }
    }

    /// @notice Records a drago the suite minted to a player on a chain.
    function trackDrago(uint256 tokenId, uint8 home, address holder) external {
        dragoChain[tokenId] = home;
        dragoHolder[tokenId] = holder;
    }

    // ─── Sends ────────────────────────────────────────────────────────────────────────────────

    function sendDrago(uint256 dragoSeed, uint256 receiverSeed, uint256 targetSeed) external {
        uint256 tokenId = dragoIds[dragoSeed % dragoIds.length];
        uint8 source = dragoChain[tokenId];
        if (source == IN_FLIGHT) return;
        uint8 target = _target(0, source, targetSeed);
        address receiver = _actor(receiverSeed);
        Chain storage from = _chains[source];
        uint256[] memory ids = new uint256[](1);
        ids[0] = tokenId;
        vm.prank(dragoHolder[tokenId]);
        try from.gateway.sendDragos(ids, receiver, _chains[target].chainId) {
            _checkRoute(from.gateway.KIND_DRAGO(), source, target);
            dragoChain[tokenId] = IN_FLIGHT;
            Message storage message = _record(from.gateway.KIND_DRAGO(), source, target, receiver, 0);
            message.tokenId = tokenId;
        } catch {}
    }

    function sendDst(uint256 actorSeed, uint256 sourceSeed, uint256 targetSeed, uint256 amount) external {
        address sender = _actor(actorSeed);
        uint8 source = uint8(sourceSeed % 3);
        uint8 target = _target(1, source, targetSeed);
        Chain storage from = _chains[source];
        amount = bound(amount, 0, from.dst.balanceOf(sender) + 1);
        vm.prank(sender);
        try from.gateway.sendDst(amount, _actor(actorSeed / 3 + 1), _chains[target].chainId) {
            _checkRoute(from.gateway.KIND_DST(), source, target);
            _record(from.gateway.KIND_DST(), source, target, _actor(actorSeed / 3 + 1), amount);
        } catch {}
    }

    /// @notice LOKA locked on Ethereum (deposit) or wLOKA burned on Polygon (withdraw).
    function sendLoka(uint256 actorSeed, bool fromEthereum, uint256 targetSeed, uint256 amount) external {
        address sender = _actor(actorSeed);
        uint8 source = fromEthereum ? ETHEREUM : POLYGON;
        uint8 target = _target(2, source, targetSeed);
        BridgeGateway gateway = _chains[source].gateway;
        GameToken token = fromEthereum ? loka : wloka;
        amount = bound(amount, 0, token.balanceOf(sender) + 1);
        vm.startPrank(sender);
        if (fromEthereum) {
            try gateway.deposit(amount, _actor(actorSeed / 3 + 1), _chains[target].chainId) {
                _checkRoute(gateway.KIND_LOKA(), source, target);
                _record(gateway.KIND_LOKA(), source, target, _actor(actorSeed / 3 + 1), amount);
            } catch {}
        } else {
            try gateway.withdraw(amount, _actor(actorSeed / 3 + 1), _chains[target].chainId) {
                _checkRoute(gateway.KIND_LOKA(), source, target);
                _record(gateway.KIND_LOKA(), source, target, _actor(actorSeed / 3 + 1), amount);
            } catch {}
        }
        vm.stopPrank();
    }

    function sendResources(uint256 actorSeed, uint256 sourceSeed, uint256 targetSeed, uint256 idsSeed) external {
        uint256[] memory ids = new uint256[](1 + (idsSeed % 3));
        for (uint256 i = 0; i < ids.length; i++) {
            ids[i] = resourceIds[(idsSeed >> (8 * (i + 1))) % resourceIds.length];
        }
        uint8 source = uint8(sourceSeed % 3);
        _sendResources(_actor(actorSeed), source, _target(3, source, targetSeed), ids, _actor(actorSeed / 3 + 1));
    }

    // ─── The relayer ──────────────────────────────────────────────────────────────────────────

    /// @notice Time passes: up to two days, so the daily limits refill partly, fully, or not at all.
    function warp(uint256 secondsLater) external {
        vm.warp(block.timestamp + bound(secondsLater, 0, 2 days));
    }

    /// @notice A gateway's guardian pauses it; now and then it tries to unpause, which must fail.
    function pauseGateway(uint256 chainSeed, bool tryUnpause) external {
        BridgeGateway gateway = _chains[chainSeed % 3].gateway;
        vm.prank(GUARDIAN);
        if (!tryUnpause) {
            try gateway.pause() {} catch {}
            return;
        }
        try gateway.unpause() {
            guardianUnpauses++;
        } catch {}
    }

    /// @notice The admin (the suite, standing in for the timelock) unpauses a gateway.
    function unpauseGateway(uint256 chainSeed) external {
        BridgeGateway gateway = _chains[chainSeed % 3].gateway;
        if (gateway.paused()) gateway.unpause();
    }

    /// @notice Delivers the first pending message from a random position, signed by the relayer.
    function deliver(uint256 messageSeed) external {
        uint256 count = _messages.length;
        for (uint256 step = 0; step < count; step++) {
            uint256 index = (messageSeed % count + step) % count;
            if (_messages[index].delivered) continue;
            Message storage message = _messages[index];
            bool wasPaused = _chains[message.target].gateway.paused();
            if (_deliver(message, RELAYER_KEY)) {
                if (wasPaused) pausedCalls++;
                uint256 amount = message.kind == 0 ? 1 : message.kind == 3 ? message.ids.length : message.amount;
                _arrivals.push(Arrival(block.timestamp, message.target, message.kind, amount));
                _messages[index].delivered = true;
                if (_messages[index].kind == _chains[0].gateway.KIND_DRAGO()) {
                    dragoChain[_messages[index].tokenId] = _messages[index].target;
                    dragoHolder[_messages[index].tokenId] = _messages[index].receiver;
                }
            }
            return;
        }
    }

    /// @notice Delivers a message that was delivered already: the target must refuse it.
    function redeliver(uint256 messageSeed) external {
        uint256 count = _messages.length;
        for (uint256 step = 0; step < count; step++) {
            uint256 index = (messageSeed % count + step) % count;
            if (!_messages[index].delivered) continue;
            if (_deliver(_messages[index], RELAYER_KEY)) doubleDeliveries++;
            return;
        }
    }

    /// @notice Delivers a pending message signed by a key the gateways do not trust.
    function deliverForged(uint256 messageSeed) external {
        uint256 count = _messages.length;
        if (count == 0) return;
        Message storage message = _messages[messageSeed % count];
        if (!message.delivered && _deliver(message, STRANGER_KEY)) forgedDeliveries++;
    }

    // ─── Reads for the invariants ────────────────────────────────────────────────────────────

    function chain(uint8 index) external view returns (Chain memory) {
        return _chains[index];
    }

    function arrivalCount() external view returns (uint256) {
        return _arrivals.length;
    }

    function arrivalAt(uint256 index) external view returns (Arrival memory) {
        return _arrivals[index];
    }

    function messageCount() external view returns (uint256) {
        return _messages.length;
    }

    function messageAt(uint256 index) external view returns (Message memory) {
        return _messages[index];
    }

    function dragoCount() external view returns (uint256) {
        return dragoIds.length;
    }

    function resourceCount() external view returns (uint256) {
        return resourceIds.length;
    }

    /// @notice Amounts of `kind` sent and not delivered yet; for LOKA, per source chain.
    function pendingAmount(uint8 kind, uint8 source) public view returns (uint256 total) {
        for (uint256 i = 0; i < _messages.length; i++) {
            Message storage message = _messages[i];
            if (!message.delivered && message.kind == kind && message.source == source) total += message.amount;
        }
    }

    function pendingDragos(uint256 tokenId) external view returns (uint256 count) {
        for (uint256 i = 0; i < _messages.length; i++) {
            Message storage message = _messages[i];
            if (!message.delivered && message.kind == 0 && message.tokenId == tokenId) count++;
        }
    }

    function pendingResources(uint256 id) external view returns (uint256 count) {
        for (uint256 i = 0; i < _messages.length; i++) {
            Message storage message = _messages[i];
            if (message.delivered || message.kind != 3) continue;
            for (uint256 j = 0; j < message.ids.length; j++) {
                if (message.ids[j] == id) count++;
            }
        }
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    /// @dev BRIDGE_ROUTES of src/bridge.ts, which the suite enables: a send elsewhere must fail.
    function routeEnabled(uint8 kind, uint8 source, uint8 target) public pure returns (bool) {
        if (kind == 0) return (source != ARENAZ && target == ARENAZ) || (source == ARENAZ && target != ARENAZ);
        if (kind == 1) return (source == POLYGON && target == ARENAZ) || (source == ARENAZ && target == POLYGON);
        if (kind == 2) return (source == ETHEREUM && target == POLYGON) || (source == POLYGON && target == ETHEREUM);
        return source == ARENAZ && target == POLYGON;
    }

    function _sendResources(address sender, uint8 source, uint8 target, uint256[] memory ids, address receiver)
        private
    {
        BridgeGateway gateway = _chains[source].gateway;
        vm.prank(sender);
        try gateway.sendResources(ids, receiver, _chains[target].chainId) {
            _checkRoute(gateway.KIND_RESOURCE(), source, target);
            _record(gateway.KIND_RESOURCE(), source, target, receiver, 0).ids = ids;
        } catch {}
    }

    /// @dev Three times in four a target the route table enables from `source` (if any), else any chain.
    function _target(uint8 kind, uint8 source, uint256 seed) private pure returns (uint8) {
        if (seed % 4 != 0) {
            for (uint8 step = 0; step < 3; step++) {
                uint8 candidate = uint8((seed / 4 + step) % 3);
                if (routeEnabled(kind, source, candidate)) return candidate;
            }
        }
        return uint8(seed % 3);
    }

    function _checkRoute(uint8 kind, uint8 source, uint8 target) private {
        if (!routeEnabled(kind, source, target)) disabledRouteSends++;
    }

    function _record(uint8 kind, uint8 source, uint8 target, address receiver, uint256 amount)
        private
        returns (Message storage message)
    {
        if (_chains[source].gateway.paused()) pausedCalls++;
        message = _messages.push();
        message.kind = kind;
        message.source = source;
        message.target = target;
        message.nonce = _chains[source].gateway.nonceCount();
        message.receiver = receiver;
        message.amount = amount;
    }

    function _deliver(Message storage message, uint256 key) private returns (bool) {
        BridgeGateway gateway = _chains[message.target].gateway;
        uint256 sourceChainId = _chains[message.source].chainId;
        if (message.kind == 0) return _deliverDrago(gateway, message, sourceChainId, key);
        if (message.kind == 3) {
            BridgeGateway.ResourceTransfer memory transfer =
                BridgeGateway.ResourceTransfer(sourceChainId, message.nonce, message.receiver, message.ids);
            bytes memory signature = signDigest(key, gateway.resourceTransferDigest(transfer));
            try gateway.receiveResources(transfer, signature) {
                return true;
            } catch {
                return false;
            }
        }
        BridgeGateway.TokenTransfer memory tokenTransfer =
            BridgeGateway.TokenTransfer(sourceChainId, message.nonce, message.receiver, message.amount);
        bytes memory tokenSignature = signDigest(key, gateway.tokenTransferDigest(message.kind, tokenTransfer));
        if (message.kind == 1) {
            try gateway.receiveDst(tokenTransfer, tokenSignature) {
                return true;
            } catch {
                return false;
            }
        }
        // LOKA: wLOKA minted on Polygon, LOKA unlocked on Ethereum.
        if (message.target == POLYGON) {
            try gateway.receiveLoka(tokenTransfer, tokenSignature) {
                return true;
            } catch {
                return false;
            }
        }
        try gateway.claim(tokenTransfer, tokenSignature) {
            return true;
        } catch {
            return false;
        }
    }

    function _deliverDrago(BridgeGateway gateway, Message storage message, uint256 sourceChainId, uint256 key)
        private
        returns (bool)
    {
        // The genes and counts travel with the message: the source gateway holds the drago meanwhile.
        (uint8[38] memory datas, uint8 breedCount, uint8 rehatchCount, uint256 parentA, uint256 parentB) =
            _chains[message.source].drago.dragoOf(message.tokenId);
        BridgeGateway.DragoTransfer memory transfer = BridgeGateway.DragoTransfer(
            sourceChainId, message.nonce, message.tokenId, message.receiver, datas, breedCount, rehatchCount, parentA, parentB
        );
        bytes memory signature = signDigest(key, gateway.dragoTransferDigest(transfer));
        try gateway.receiveDrago(transfer, signature) {
            return true;
        } catch {
            return false;
        }
    }
}
