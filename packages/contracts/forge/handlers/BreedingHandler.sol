// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DragoBreeding} from "../../contracts/DragoBreeding.sol";
import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {GameToken} from "../../contracts/GameToken.sol";
import {vm} from "../lib/Test.sol";
import {Actors} from "./Actors.sol";

/// @notice Players breed random pairs out of a family of dragos (parents, children, siblings,
/// half siblings, ids on both sides of 20000, breed counts up to the maximum), alone or in
/// batches, and trade dragos among themselves; one player never approved the fees. The handler
/// predicts each outcome by the rules of the shared `checkBreed` (packages/shared drago/breed.ts)
/// and prices each pair from the shared fee table, then compares with what the contract did.
contract BreedingHandler is Actors {
    uint256 public constant PARENT_CHECK_MIN_EXCLUSIVE_ID = 20000;
    uint8 public constant MAX_BREED_COUNT = 7;
    /// @notice The player who never approved DragoBreeding for A2Z and DST.
    uint256 public constant UNAPPROVED_ACTOR = 2;

    DragoBreeding public immutable breeding;
    Drago public immutable drago;
    Egg public immutable egg;
    GameToken public immutable a2z;
    GameToken public immutable dst;

    uint256[] public dragoIds;
    mapping(uint256 tokenId => uint8 count) public modelBreedCount;
    mapping(uint256 tokenId => uint256[2] parents) internal _parents;

    /// @notice What the treasury should have received, by the shared fee table.
    uint256 public expectedA2z;
    uint256 public expectedDst;
    uint256 public eggsLaid;
    /// @notice Calls whose outcome (success or which refusal) differed from the rules.
    uint256 public outcomeMismatches;
    /// @notice Eggs laid with other parents than the pair bred.
    uint256 public eggMismatches;

    uint256[7] internal _a2zFees;
    uint256[7] internal _dstFees;

    constructor(DragoBreeding breeding_, Drago drago_, Egg egg_, GameToken a2z_, GameToken dst_) Actors(3) {
        breeding = breeding_;
        drago = drago_;
        egg = egg_;
        a2z = a2z_;
        dst = dst_;
        (_a2zFees, _dstFees) = breeding.fees();
        for (uint256 i = 0; i < actors.length; i++) {
            if (i == UNAPPROVED_ACTOR) continue;
            vm.startPrank(actors[i]);
            a2z.approve(address(breeding), type(uint256).max);
            dst.approve(address(breeding), type(uint256).max);
            vm.stopPrank();
        }
    }

    /// @notice Records a drago the suite minted (its parents and breed count as minted).
    function track(uint256 tokenId, uint256 parentA, uint256 parentB, uint8 breedCount) external {
        dragoIds.push(tokenId);
        _parents[tokenId] = [parentA, parentB];
        modelBreedCount[tokenId] = breedCount;
    }

    // ─── Actions ──────────────────────────────────────────────────────────────────────────────

    function breed(uint256 aSeed, uint256 bSeed, uint256 callerSeed) external {
        (uint256 a, uint256 b, address caller) = _pick(aSeed, bSeed, callerSeed);
        bytes4 expected = _expectedRefusal(a, b, caller);
        if (expected == bytes4(0)) expected = _paymentRefusal(caller, _price(a, b));
        vm.prank(caller);
        try breeding.breed(a, b) returns (uint256 eggId) {
            if (expected != bytes4(0)) outcomeMismatches++;
            _bred(a, b, eggId);
        } catch (bytes memory reason) {
            if (bytes4(reason) != expected) outcomeMismatches++;
        }
    }

    /// @notice Two pairs in one transaction: each priced at the counts it meets, one payment.
    function breedBatch(uint256 seeds, uint256 callerSeed) external {
        address caller = _actor(callerSeed);
        uint256[] memory parentsA = new uint256[](2);
        uint256[] memory parentsB = new uint256[](2);
        for (uint256 i = 0; i < 2; i++) {
            parentsA[i] = dragoIds[(seeds >> (16 * i)) % dragoIds.length];
            parentsB[i] = dragoIds[(seeds >> (16 * i + 8)) % dragoIds.length];
        }
        // The batch goes through only if every pair would, in order, and the total is paid. The
        // second pair meets the counts the first left (a drago may be in both): step the model
        // through the pairs, then put it back.
        uint8[2][2] memory countsBefore;
        uint256 checked;
        bool refused;
        uint256[2] memory total;
        for (; checked < 2 && !refused; checked++) {
            refused = _expectedRefusal(parentsA[checked], parentsB[checked], caller) != bytes4(0);
            countsBefore[checked] = [modelBreedCount[parentsA[checked]], modelBreedCount[parentsB[checked]]];
            uint256[2] memory price = _price(parentsA[checked], parentsB[checked]);
            total[0] += price[0];
            total[1] += price[1];
            modelBreedCount[parentsA[checked]]++;
            modelBreedCount[parentsB[checked]]++;
        }
        for (uint256 i = checked; i > 0; i--) {
            modelBreedCount[parentsA[i - 1]] = countsBefore[i - 1][0];
            modelBreedCount[parentsB[i - 1]] = countsBefore[i - 1][1];
        }
        if (!refused) refused = _paymentRefusal(caller, total) != bytes4(0);
        vm.prank(caller);
        try breeding.breedBatch(parentsA, parentsB) returns (uint256[] memory eggIds) {
            if (refused) outcomeMismatches++;
            for (uint256 i = 0; i < 2; i++) {
                _bred(parentsA[i], parentsB[i], eggIds[i]);
            }
        } catch {
            if (!refused) outcomeMismatches++;
        }
    }

    function trade(uint256 dragoSeed, uint256 toSeed) external {
        _give(drago, dragoIds[dragoSeed % dragoIds.length], _actor(toSeed));
    }

    // ─── Reads ────────────────────────────────────────────────────────────────────────────────

    function dragoCount() external view returns (uint256) {
        return dragoIds.length;
    }

    // ─── The rules (shared checkBreed order; fees from the shared table) ─────────────────────

    function _pick(uint256 aSeed, uint256 bSeed, uint256 callerSeed)
        private
        view
        returns (uint256 a, uint256 b, address caller)
    {
        a = dragoIds[aSeed % dragoIds.length];
        b = dragoIds[bSeed % dragoIds.length];
        // Mostly the owner of the first drago, now and then any player.
        caller = callerSeed % 4 == 0 ? _actor(callerSeed / 4) : drago.ownerOf(a);
    }

    function _expectedRefusal(uint256 a, uint256 b, address caller) private view returns (bytes4) {
        if (a == b) return DragoBreeding.SameDrago.selector;
        if (drago.ownerOf(a) != caller) return DragoBreeding.NotOwner.selector;
        if (drago.ownerOf(b) != caller) return DragoBreeding.NotOwner.selector;
        if (a > PARENT_CHECK_MIN_EXCLUSIVE_ID && b > PARENT_CHECK_MIN_EXCLUSIVE_ID) {
            if (_siblings(a, b)) return DragoBreeding.SameParents.selector;
            if (_isParentOf(a, b) || _isParentOf(b, a)) return DragoBreeding.ParentChild.selector;
        }
        if (modelBreedCount[a] >= MAX_BREED_COUNT || modelBreedCount[b] >= MAX_BREED_COUNT) {
            return DragoBreeding.MaxBreedCount.selector;
        }
        return bytes4(0);
    }

    function _paymentRefusal(address caller, uint256[2] memory price) private view returns (bytes4) {
        if (a2z.allowance(caller, address(breeding)) < price[0] || dst.allowance(caller, address(breeding)) < price[1])
        {
            return bytes4(keccak256("ERC20InsufficientAllowance(address,uint256,uint256)"));
        }
        return bytes4(0);
    }

    function _siblings(uint256 a, uint256 b) private view returns (bool) {
        uint256[2] memory pa = _parents[a];
        uint256[2] memory pb = _parents[b];
        if (pa[0] == 0 || pa[1] == 0 || pb[0] == 0 || pb[1] == 0) return false;
        return (pa[0] == pb[0] && pa[1] == pb[1]) || (pa[0] == pb[1] && pa[1] == pb[0]);
    }

    function _isParentOf(uint256 parent, uint256 child) private view returns (bool) {
        return _parents[child][0] == parent || _parents[child][1] == parent;
    }

    /// @dev The shared rule: each drago's fee at its step (breed count capped at 6), summed.
    function _price(uint256 a, uint256 b) private view returns (uint256[2] memory price) {
        uint256 stepA = modelBreedCount[a] > 6 ? 6 : modelBreedCount[a];
        uint256 stepB = modelBreedCount[b] > 6 ? 6 : modelBreedCount[b];
        price[0] = _a2zFees[stepA] + _a2zFees[stepB];
        price[1] = _dstFees[stepA] + _dstFees[stepB];
    }

    function _bred(uint256 a, uint256 b, uint256 eggId) private {
        uint256[2] memory price = _price(a, b);
        expectedA2z += price[0];
        expectedDst += price[1];
        modelBreedCount[a]++;
        modelBreedCount[b]++;
        eggsLaid++;
        (, uint256 parentA, uint256 parentB,) = egg.eggOf(eggId);
        if (parentA != a || parentB != b) eggMismatches++;
    }
}
