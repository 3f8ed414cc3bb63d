// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {A2Z} from "../../contracts/A2Z.sol";
import {DST} from "../../contracts/DST.sol";
import {DragoBreeding} from "../../contracts/DragoBreeding.sol";
import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {IRandomnessOracle} from "../../contracts/RandomnessOracle.sol";
import {breedFeeTables} from "../lib/BreedFees.sol";
import {validDatas} from "../lib/Datas.sol";
import {Test, vm} from "../lib/Test.sol";

contract DragoBreedingTest is Test {
    address internal constant PLAYER = address(0xB0B);
    address internal constant TREASURY = address(0x7EA5);

    A2Z internal a2z;
    DST internal dst;
    Drago internal drago;
    Egg internal egg;
    DragoBreeding internal breeding;

    function setUp() public {
        a2z = new A2Z(address(this));
        dst = new DST(address(this));
        drago = new Drago(address(this), IRandomnessOracle(address(0)));
        egg = new Egg(address(this), drago, IRandomnessOracle(address(0)), address(this), 20001);
        (uint256[7] memory a2zFees, uint256[7] memory dstFees) = breedFeeTables();
        breeding = _deploy(a2zFees, dstFees);
        drago.mint(PLAYER, 30001, validDatas(1, 0), 0, 0, 0, 1);
        drago.mint(PLAYER, 30002, validDatas(2, 1), 0, 0, 6, 1);
        drago.mint(PLAYER, 30003, validDatas(3, 2), 0, 0, 3, 1);
        a2z.mint(PLAYER, 1e30);
        dst.mint(PLAYER, 1e30);
        vm.startPrank(PLAYER);
        a2z.approve(address(breeding), type(uint256).max);
        dst.approve(address(breeding), type(uint256).max);
        vm.stopPrank();
    }

    /// @notice One drago's fee is the table's entry at its breed count capped at 6, for any count.
    function testFuzz_feeOfIsTheTableAtTheCappedStep(uint8 breedCount) public view {
        (uint256[7] memory a2zFees, uint256[7] memory dstFees) = breedFeeTables();
        uint256 step = breedCount > 6 ? 6 : breedCount;
        (uint256 a2zFee, uint256 dstFee) = breeding.feeOf(breedCount);
        vm.assertEq(a2zFee, a2zFees[step], "A2Z fee");
        vm.assertEq(dstFee, dstFees[step], "DST fee");
    }

    function test_priceIsTheSumOfBothFeesAndGoesToTheTreasury() public {
        (uint256 a2zPrice, uint256 dstPrice) = breeding.getPrice(30001, 30002);
        (uint256[7] memory a2zFees, uint256[7] memory dstFees) = breedFeeTables();
        vm.assertEq(a2zPrice, a2zFees[0] + a2zFees[6], "A2Z price");
        vm.assertEq(dstPrice, dstFees[0] + dstFees[6], "DST price");
        (uint256[7] memory tableA2z,) = breeding.fees();
        vm.assertEq(tableA2z[3], a2zFees[3], "fees() table");
        vm.prank(PLAYER);
        uint256 eggId = breeding.breed(30001, 30002);
        vm.assertEq(egg.ownerOf(eggId), PLAYER, "egg");
        vm.assertEq(a2z.balanceOf(TREASURY), a2zPrice, "A2Z paid");
        vm.assertEq(dst.balanceOf(TREASURY), dstPrice, "DST paid");
    }

    /// @notice A drago in both pairs of a batch pays its next step the second time.
    function test_batchPricesEachPairAtTheCountsItMeets() public {
        uint256[] memory parentsA = new uint256[](2);
        uint256[] memory parentsB = new uint256[](2);
        (parentsA[0], parentsB[0], parentsA[1], parentsB[1]) = (30001, 30003, 30001, 30002);
        (uint256[7] memory a2zFees,) = breedFeeTables();
        vm.prank(PLAYER);
        uint256[] memory eggIds = breeding.breedBatch(parentsA, parentsB);
        vm.assertEq(eggIds.length, 2, "eggs");
        uint256 expected = a2zFees[0] + a2zFees[3] + a2zFees[1] + a2zFees[6];
        vm.assertEq(a2z.balanceOf(TREASURY), expected, "batch total");
    }

    function test_batchRefusals() public {
        uint256[] memory one = new uint256[](1);
        uint256[] memory none = new uint256[](0);
        vm.expectRevert(abi.encodeWithSelector(DragoBreeding.BatchLengthMismatch.selector, 1, 0));
        breeding.breedBatch(one, none);
        vm.expectRevert(DragoBreeding.EmptyBatch.selector);
        breeding.breedBatch(none, none);
    }

    /// @notice With a free table nothing is pulled (no zero-amount transfers).
    function test_aFreeTableChargesNothing() public {
        uint256[7] memory free;
        DragoBreeding freeBreeding = _deploy(free, free);
        vm.prank(PLAYER);
        freeBreeding.breed(30001, 30003);
        vm.assertEq(a2z.balanceOf(TREASURY), 0, "A2Z charged");
    }

    function test_treasuryAndConstructorRefuseZero() public {
        vm.expectRevert(DragoBreeding.ZeroAddress.selector);
        breeding.setTreasury(address(0));
        breeding.setTreasury(PLAYER);
        vm.assertEq(breeding.treasury(), PLAYER, "treasury");
        uint256[7] memory free;
        vm.expectRevert(DragoBreeding.ZeroAddress.selector);
        new DragoBreeding(address(0), drago, egg, a2z, dst, TREASURY, free, free);
        bytes32 adminRole = breeding.DEFAULT_ADMIN_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, adminRole)
        );
        breeding.setTreasury(PLAYER);
    }

    function _deploy(uint256[7] memory a2zFees, uint256[7] memory dstFees) private returns (DragoBreeding deployed) {
        deployed = new DragoBreeding(address(this), drago, egg, a2z, dst, TREASURY, a2zFees, dstFees);
        drago.grantRole(drago.BREEDER_ROLE(), address(deployed));
        egg.grantRole(egg.MINTER_ROLE(), address(deployed));
    }
}
