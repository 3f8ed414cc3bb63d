// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {DST} from "../../contracts/DST.sol";
import {DragoBreeding} from "../../contracts/DragoBreeding.sol";
import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {IRandomnessOracle} from "../../contracts/RandomnessOracle.sol";
import {BreedingHandler} from "../handlers/BreedingHandler.sol";
import {breedFeeTables} from "../lib/BreedFees.sol";
import {Test, vm} from "../lib/Test.sol";

/// @notice Breeding charges the shared fee table for the pair's breed counts, follows the pair
/// rules, and never lets a drago breed past the maximum.
contract BreedingInvariantTest is Test {
    address internal constant TREASURY = address(0x7EA5);

    A2Z internal a2z;
    DST internal dst;
    Drago internal drago;
    Egg internal egg;
    DragoBreeding internal breeding;
    BreedingHandler internal handler;

    function setUp() public {
        IRandomnessOracle oracle = IRandomnessOracle(address(0));
        a2z = new A2Z(address(this));
        dst = new DST(address(this));
        drago = new Drago(address(this), oracle);
        egg = new Egg(address(this), drago, oracle, address(this), 20001);
        (uint256[7] memory a2zFees, uint256[7] memory dstFees) = breedFeeTables();
        breeding = new DragoBreeding(address(this), drago, egg, a2z, dst, TREASURY, a2zFees, dstFees);
        drago.grantRole(drago.BREEDER_ROLE(), address(breeding));
        egg.grantRole(egg.MINTER_ROLE(), address(breeding));
        handler = new BreedingHandler(breeding, drago, egg, a2z, dst);
        _mintFamily();
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](3);
        actions[0] = BreedingHandler.breed.selector;
        actions[1] = BreedingHandler.breedBatch.selector;
        actions[2] = BreedingHandler.trade.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_breeding() public view {
        vm.assertEq(handler.outcomeMismatches(), 0, "a breed had another outcome than the shared rules say");
        vm.assertEq(a2z.balanceOf(TREASURY), handler.expectedA2z(), "A2Z fees != the fee table for the counts bred");
        vm.assertEq(dst.balanceOf(TREASURY), handler.expectedDst(), "DST fees != the fee table for the counts bred");
        vm.assertEq(handler.eggMismatches(), 0, "an egg was laid with other parents than the pair");
        uint256 eggs;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            eggs += egg.balanceOf(handler.actorAt(i));
        }
        vm.assertEq(eggs, handler.eggsLaid(), "eggs held != pairs bred");
        for (uint256 i = 0; i < handler.dragoCount(); i++) {
            uint256 tokenId = handler.dragoIds(i);
            (, uint8 breedCount,,,) = drago.dragoOf(tokenId);
            vm.assertLe(breedCount, drago.MAX_BREED_COUNT(), "a drago bred past the maximum");
            vm.assertEq(breedCount, handler.modelBreedCount(tokenId), "a breed count differs from the breeds made");
        }
    }

    /// @dev Two founders on each side of id 20000, their children (siblings, a half sibling), a
    /// grandchild, and counts from 0 up to the maximum; most held by player 0 so pairs are his.
    function _mintFamily() private {
        _mint(101, 0, 0, 0, 0);
        _mint(102, 0, 0, 5, 0);
        _mint(30001, 0, 0, 0, 0);
        _mint(30002, 0, 0, 6, 0);
        _mint(30003, 30001, 30002, 1, 0);
        _mint(30004, 30002, 30001, 3, 0);
        _mint(30005, 30003, 101, 7, 0);
        _mint(30006, 30001, 30005, 2, 1);
        _mint(15000, 30001, 30002, 4, 1);
        _mint(30007, 30001, 102, 0, 2);
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            a2z.mint(handler.actorAt(i), 1e30);
            dst.mint(handler.actorAt(i), 1e30);
        }
    }

    function _mint(uint256 tokenId, uint256 parentA, uint256 parentB, uint8 breedCount, uint256 owner) private {
        uint8[38] memory datas;
        datas[0] = 1;
        datas[2] = 1;
        for (uint256 p = 0; p < 7; p++) {
            datas[3 + 5 * p] = 1;
            datas[4 + 5 * p] = uint8(1 + p);
            datas[6 + 5 * p] = uint8(10 + p);
        }
        drago.mint(handler.actorAt(owner), tokenId, datas, parentA, parentB, breedCount, 1);
        handler.track(tokenId, parentA, parentB, breedCount);
    }
}
