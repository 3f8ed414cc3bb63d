// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BridgeGateway} from "../../contracts/BridgeGateway.sol";
import {DST} from "../../contracts/DST.sol";
import {Drago} from "../../contracts/Drago.sol";
import {GameToken} from "../../contracts/GameToken.sol";
import {LOKA} from "../../contracts/LOKA.sol";
import {IRandomnessOracle} from "../../contracts/RandomnessOracle.sol";
import {Resource} from "../../contracts/Resource.sol";
import {WLOKA} from "../../contracts/WLOKA.sol";
import {BridgeHandler} from "../handlers/BridgeHandler.sol";
import {Test, vm} from "../lib/Test.sol";

/// @notice The bridge neither creates nor loses assets: whatever is locked or burned on one side is
/// minted or unlocked on the other exactly once, or is still in flight.
contract BridgeInvariantTest is Test {
    uint256 internal constant DST_PER_PLAYER = 1_000_000e18;
    uint256 internal constant LOKA_PER_PLAYER = 1_000_000e18;
    uint256 internal constant RESOURCES_PER_PLAYER = 5;
    address internal constant BRIDGE_GUARDIAN = address(0x6A4D);

    BridgeHandler internal handler;
    LOKA internal loka;
    WLOKA internal wloka;
    uint256 internal dstSupply;

    function setUp() public {
        uint256[3] memory chainIds = [uint256(1), 137, 7887];
        BridgeHandler.Chain[3] memory chains;
        loka = new LOKA(address(this));
        wloka = new WLOKA(address(this));
        for (uint8 c = 0; c < 3; c++) {
            Drago drago = new Drago(address(this), IRandomnessOracle(address(0)));
            DST dst = new DST(address(this));
            Resource resource = c == 0 ? Resource(address(0)) : new Resource(address(this));
            BridgeGateway gateway = new BridgeGateway(
                address(this),
                vm.addr(0xE1A7),
                drago,
                dst,
                c == 0 ? loka : GameToken(address(0)),
                c == 1 ? wloka : GameToken(address(0)),
                resource
            );
            drago.grantRole(drago.MINTER_ROLE(), address(gateway));
            dst.grantRole(dst.MINTER_ROLE(), address(gateway));
            dst.grantRole(dst.BURNER_ROLE(), address(gateway));
            if (address(resource) != address(0)) {
                resource.grantRole(resource.MINTER_ROLE(), address(gateway));
                resource.grantRole(resource.BURNER_ROLE(), address(gateway));
            }
            chains[c] = BridgeHandler.Chain(chainIds[c], gateway, drago, dst, resource);
        }
        for (uint8 c = 0; c < 3; c++) {
            chains[c].gateway.grantRole(chains[c].gateway.GUARDIAN_ROLE(), BRIDGE_GUARDIAN);
            for (uint8 kind = 0; kind < 4; kind++) {
                chains[c].gateway.setDailyLimit(kind, _dailyLimit(kind));
            }
        }
        wloka.grantRole(wloka.MINTER_ROLE(), address(chains[1].gateway));
        wloka.grantRole(wloka.BURNER_ROLE(), address(chains[1].gateway));
        _enableRoutes(chains);

        uint256[] memory dragoIds = new uint256[](6);
        dragoIds[0] = 31001; // Ethereum's seeded range
        dragoIds[1] = 31002;
        dragoIds[2] = 32001; // Polygon's
        dragoIds[3] = 32002;
        dragoIds[4] = 20001; // Arena-Z's eggs
        dragoIds[5] = 20002;
        uint256[] memory resourceIds = new uint256[](3);
        resourceIds[0] = 1001;
        resourceIds[1] = 2002;
        resourceIds[2] = 3003;
        handler = new BridgeHandler(chains, loka, wloka, dragoIds, resourceIds);
        _fundPlayers(chains, dragoIds);
        // Every player starts with some wLOKA, bridged the real way, so withdrawals happen in every run.
        for (uint256 a = 0; a < handler.actorCount(); a++) {
            handler.sendLoka(a, true, 1, LOKA_PER_PLAYER / 10);
            handler.deliver(0);
        }
        targetContract(address(handler));
        for (uint8 c = 0; c < 3; c++) {
            BridgeGateway gateway = handler.chain(c).gateway;
            gateway.grantRole(gateway.DEFAULT_ADMIN_ROLE(), address(handler));
        }
        bytes4[] memory actions = new bytes4[](10);
        actions[0] = BridgeHandler.sendDrago.selector;
        actions[1] = BridgeHandler.sendDst.selector;
        actions[2] = BridgeHandler.sendLoka.selector;
        actions[3] = BridgeHandler.sendResources.selector;
        actions[4] = BridgeHandler.deliver.selector;
        actions[5] = BridgeHandler.redeliver.selector;
        actions[6] = BridgeHandler.deliverForged.selector;
        actions[7] = BridgeHandler.warp.selector;
        actions[8] = BridgeHandler.pauseGateway.selector;
        actions[9] = BridgeHandler.unpauseGateway.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_bridge() public view {
        vm.assertEq(handler.doubleDeliveries(), 0, "a message was delivered twice");
        vm.assertEq(handler.forgedDeliveries(), 0, "a message signed by another key was delivered");
        vm.assertEq(handler.disabledRouteSends(), 0, "a send went through on a disabled route");
        vm.assertEq(handler.pausedCalls(), 0, "a send or delivery went through a paused gateway");
        vm.assertEq(handler.guardianUnpauses(), 0, "the guardian unpaused");
        _assertDailyLimitsHold();
        _assertEachNonceUsedOnceDelivered();
        _assertLokaLockedEqualsWrappedSupply();
        _assertDstConserved();
        _assertResourcesConserved();
        _assertEachDragoLivesOnOneChain();
    }

    /// @dev Per gateway and asset, over every span [t_i, t_j] of the run at most a day's limit plus
    /// what flowed back meanwhile (limit × span / 1 day) arrived: the rolling daily limit.
    function _assertDailyLimitsHold() private view {
        uint256 count = handler.arrivalCount();
        for (uint256 i = 0; i < count; i++) {
            BridgeHandler.Arrival memory first = handler.arrivalAt(i);
            uint256 limit = _dailyLimit(first.kind);
            uint256 arrived;
            for (uint256 j = i; j < count; j++) {
                BridgeHandler.Arrival memory next = handler.arrivalAt(j);
                if (next.target != first.target || next.kind != first.kind) continue;
                arrived += next.amount;
                uint256 span = next.time - first.time;
                vm.assertLe(arrived, limit + limit * span / 1 days, "arrivals beyond the rolling daily limit");
            }
        }
    }

    /// @dev Low enough that a run meets them (two dragos, half a player's DST or LOKA, four items),
    /// above the setup's own LOKA deposits (3 × 100,000 to Polygon).
    function _dailyLimit(uint8 kind) private pure returns (uint256) {
        if (kind == 0) return 2;
        if (kind == 3) return 4;
        return 500_000e18;
    }

    /// @dev The target marks (source chain, nonce) used exactly for the delivered messages.
    function _assertEachNonceUsedOnceDelivered() private view {
        uint256 count = handler.messageCount();
        for (uint256 i = 0; i < count; i++) {
            BridgeHandler.Message memory message = handler.messageAt(i);
            BridgeGateway target = handler.chain(message.target).gateway;
            uint256 sourceChainId = handler.chain(message.source).chainId;
            vm.assertEq(target.nonceUsed(sourceChainId, message.nonce), message.delivered, "nonceUsed != delivered");
        }
    }

    /// @dev LOKA locked on Ethereum = wLOKA on Polygon + deposits in flight + withdrawals in flight.
    function _assertLokaLockedEqualsWrappedSupply() private view {
        uint256 locked = loka.balanceOf(address(handler.chain(0).gateway));
        uint256 inFlight = handler.pendingAmount(2, 0) + handler.pendingAmount(2, 1);
        vm.assertEq(locked, wloka.totalSupply() + inFlight, "LOKA locked != wLOKA minted + in flight");
        vm.assertEq(loka.totalSupply(), LOKA_PER_PLAYER * handler.actorCount(), "LOKA minted or burned");
    }

    /// @dev DST burned on one chain is minted on the other once: supplies + in flight are constant.
    function _assertDstConserved() private view {
        uint256 total = handler.pendingAmount(1, 0) + handler.pendingAmount(1, 1) + handler.pendingAmount(1, 2);
        for (uint8 c = 0; c < 3; c++) {
            total += handler.chain(c).dst.totalSupply();
        }
        vm.assertEq(total, dstSupply, "DST supplies + in flight != DST issued");
    }

    function _assertResourcesConserved() private view {
        for (uint256 r = 0; r < handler.resourceCount(); r++) {
            uint256 id = handler.resourceIds(r);
            uint256 total = handler.pendingResources(id);
            for (uint8 c = 1; c < 3; c++) {
                for (uint256 a = 0; a < handler.actorCount(); a++) {
                    total += handler.chain(c).resource.balanceOf(handler.actorAt(a), id);
                }
            }
            vm.assertEq(total, RESOURCES_PER_PLAYER * handler.actorCount(), "resources + in flight != issued");
        }
    }

    /// @dev A drago is held by a player on exactly one chain, or is in flight (locked elsewhere).
    function _assertEachDragoLivesOnOneChain() private view {
        for (uint256 d = 0; d < handler.dragoCount(); d++) {
            uint256 tokenId = handler.dragoIds(d);
            uint256 lives = handler.pendingDragos(tokenId);
            for (uint8 c = 0; c < 3; c++) {
                BridgeHandler.Chain memory chain = handler.chain(c);
                if (!chain.drago.wasMinted(tokenId)) continue;
                if (chain.drago.ownerOf(tokenId) != address(chain.gateway)) lives++;
            }
            vm.assertEq(lives, 1, "a drago is live on two chains, or on none");
        }
    }

    function _enableRoutes(BridgeHandler.Chain[3] memory chains) private {
        // BRIDGE_ROUTES (src/bridge.ts): Ethereum DRAGO→Arena-Z, LOKA→Polygon; Polygon DRAGO→Arena-Z,
        // DST→Arena-Z, LOKA→Ethereum; Arena-Z DRAGO→Ethereum/Polygon, DST→Polygon, RESOURCE→Polygon.
        chains[0].gateway.setRoute(0, chains[2].chainId, true);
        chains[0].gateway.setRoute(2, chains[1].chainId, true);
        chains[1].gateway.setRoute(0, chains[2].chainId, true);
        chains[1].gateway.setRoute(1, chains[2].chainId, true);
        chains[1].gateway.setRoute(2, chains[0].chainId, true);
        chains[2].gateway.setRoute(0, chains[0].chainId, true);
        chains[2].gateway.setRoute(0, chains[1].chainId, true);
        chains[2].gateway.setRoute(1, chains[1].chainId, true);
        chains[2].gateway.setRoute(3, chains[1].chainId, true);
    }

    function _fundPlayers(BridgeHandler.Chain[3] memory chains, uint256[] memory dragoIds) private {
        uint256[] memory ids = new uint256[](handler.resourceCount());
        uint256[] memory amounts = new uint256[](ids.length);
        for (uint256 r = 0; r < ids.length; r++) {
            ids[r] = handler.resourceIds(r);
            amounts[r] = RESOURCES_PER_PLAYER;
        }
        uint8[38] memory datas = _datas();
        for (uint256 a = 0; a < handler.actorCount(); a++) {
            address player = handler.actorAt(a);
            loka.mint(player, LOKA_PER_PLAYER);
            vm.prank(player);
            loka.approve(address(chains[0].gateway), type(uint256).max);
            // DST on Polygon and Arena-Z; resources on Arena-Z (where they are sent from).
            chains[1].dst.mint(player, DST_PER_PLAYER);
            chains[2].dst.mint(player, DST_PER_PLAYER);
            dstSupply += 2 * DST_PER_PLAYER;
            chains[2].resource.mint(player, ids, amounts);
            for (uint8 c = 0; c < 3; c++) {
                vm.prank(player);
                chains[c].drago.setApprovalForAll(address(chains[c].gateway), true);
            }
        }
        for (uint256 d = 0; d < dragoIds.length; d++) {
            uint8 home = uint8(d / 2);
            address player = handler.actorAt(d % handler.actorCount());
            chains[home].drago.mint(player, dragoIds[d], datas, 0, 0, uint8(d), 1);
            handler.trackDrago(dragoIds[d], home, player);
        }
    }

    function _datas() private pure returns (uint8[38] memory datas) {
        datas[0] = 1;
        datas[2] = 1;
        for (uint256 p = 0; p < 7; p++) {
            datas[3 + 5 * p] = 1;
            datas[4 + 5 * p] = uint8(1 + p);
            datas[6 + 5 * p] = uint8(2 + p);
        }
    }
}
