// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {DevRandomnessOracle} from "../../contracts/RandomnessOracleDev.sol";
import {HatchingHandler} from "../handlers/HatchingHandler.sol";
import {Test, vm} from "../lib/Test.sol";
import {holderOf} from "../lib/Tokens.sol";

/// @notice Egg, Drago and the randomness oracle: an egg hatches once into one drago, each
/// randomness request is fulfilled once, a drago rehatches at most as often as its count allows.
contract HatchingInvariantTest is Test {
    DevRandomnessOracle internal oracle;
    Drago internal drago;
    Egg internal egg;
    HatchingHandler internal handler;

    function setUp() public {
        oracle = new DevRandomnessOracle(address(this), address(this));
        drago = new Drago(address(this), oracle);
        egg = new Egg(address(this), drago, oracle, vm.addr(0xE1A7), 20001);
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(drago));
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(egg));
        drago.grantRole(drago.MINTER_ROLE(), address(egg));
        handler = new HatchingHandler(oracle, drago, egg);
        oracle.grantRole(oracle.OPERATOR_ROLE(), address(handler));
        egg.grantRole(egg.MINTER_ROLE(), address(handler));
        // Founders: two that may rehatch once, one that already did.
        _mintFounder(31001, 0, 1);
        _mintFounder(31002, 1, 1);
        _mintFounder(31003, 2, 0);
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](8);
        actions[0] = HatchingHandler.layEgg.selector;
        actions[1] = HatchingHandler.hatch.selector;
        actions[2] = HatchingHandler.receiveGenesis.selector;
        actions[3] = HatchingHandler.rehatch.selector;
        actions[4] = HatchingHandler.fulfil.selector;
        actions[5] = HatchingHandler.fulfilAgain.selector;
        actions[6] = HatchingHandler.moveEgg.selector;
        actions[7] = HatchingHandler.moveDrago.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_hatching() public view {
        vm.assertEq(handler.hatchingEggMoves(), 0, "a hatching egg changed hands");
        vm.assertEq(handler.hatchOwnerMismatches(), 0, "a drago hatched to another than the egg's owner at the request");
        _assertEachRequestFulfilledOnce();
        _assertEachEggHatchesOnce();
        _assertRehatchesWithinCount();
        for (uint256 i = 0; i < handler.GENESIS_NONCES(); i++) {
            vm.assertLe(handler.genesisNonceDeliveries(1 + i), 1, "a genesis nonce was delivered twice");
        }
        for (uint256 i = 0; i < handler.GENESIS_IDS(); i++) {
            vm.assertLe(handler.genesisDeliveries(egg.GENESIS_FIRST_ID() + i), 1, "a genesis egg was delivered twice");
        }
    }

    function _assertEachRequestFulfilledOnce() private view {
        uint256 count = handler.requestCount();
        vm.assertEq(count, oracle.requestCount(), "requests the oracle has != requests made");
        for (uint256 requestId = 1; requestId <= count; requestId++) {
            uint256 fulfilments = handler.fulfilments(requestId);
            vm.assertLe(fulfilments, 1, "a randomness request was fulfilled twice");
            vm.assertEq(oracle.isFulfilled(requestId), fulfilments == 1, "isFulfilled != fulfilments made");
        }
    }

    /// @dev One hatch request per egg; a hatched egg is burned and its drago (same id) carries the
    /// egg's parents and a fresh breed count; an egg not hatched is still there.
    function _assertEachEggHatchesOnce() private view {
        for (uint256 i = 0; i < handler.eggCount(); i++) {
            uint256 eggId = handler.eggIds(i);
            vm.assertLe(handler.hatchRequests(eggId), 1, "an egg asked to hatch twice");
            if (!handler.hatched(eggId)) {
                vm.assertTrue(holderOf(egg, eggId) != address(0), "an egg vanished without hatching");
                continue;
            }
            vm.assertFalse(holderOf(egg, eggId) != address(0), "a hatched egg still exists");
            (, uint8 breedCount,, uint256 parentA, uint256 parentB) = drago.dragoOf(eggId);
            uint256[2] memory parents = handler.eggParents(eggId);
            vm.assertEq(parentA, parents[0], "the drago's parent A is not the egg's");
            vm.assertEq(parentB, parents[1], "the drago's parent B is not the egg's");
            vm.assertEq(breedCount, 0, "a hatched drago has bred already");
        }
    }

    function _assertRehatchesWithinCount() private view {
        for (uint256 i = 0; i < handler.dragoCount(); i++) {
            uint256 dragoId = handler.dragoIds(i);
            uint256 starting = handler.startingRehatchCount(dragoId);
            uint256 rehatches = handler.rehatches(dragoId);
            vm.assertLe(rehatches, starting, "a drago rehatched more often than its count allowed");
            (,, uint8 rehatchCount,,) = drago.dragoOf(dragoId);
            vm.assertEq(rehatchCount, starting - rehatches, "rehatch count != starting count - rehatches");
        }
    }

    function _mintFounder(uint256 tokenId, uint256 owner, uint8 rehatchCount) private {
        uint8[38] memory datas;
        datas[0] = 2;
        datas[2] = 1;
        for (uint256 p = 0; p < 7; p++) {
            datas[3 + 5 * p] = 2;
            datas[4 + 5 * p] = uint8(1 + p);
            datas[5 + 5 * p] = uint8(p % 5);
            datas[6 + 5 * p] = uint8(20 + p);
            datas[7 + 5 * p] = uint8((p + 1) % 5);
        }
        drago.mint(handler.actorAt(owner), tokenId, datas, 0, 0, 0, rehatchCount);
        handler.trackDrago(tokenId, rehatchCount);
    }
}
