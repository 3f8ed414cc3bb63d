// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {Staking} from "../../contracts/Staking.sol";
import {bound, Test, vm} from "../lib/Test.sol";

contract StakingTest is Test {
    address internal constant PLAYER = address(0xB0B);

    A2Z internal token;
    Staking internal staking;

    function setUp() public {
        token = new A2Z(address(this));
        staking = new Staking(token);
        token.mint(PLAYER, 1e30);
        vm.prank(PLAYER);
        token.approve(address(staking), type(uint256).max);
    }

    /// @notice Stake then unstake part: the rest stays staked, the wallet gets exactly the part back.
    function testFuzz_stakeThenUnstakePart(uint8 continent, uint256 amount, uint256 part) public {
        continent = uint8(bound(continent, 1, 26));
        amount = bound(amount, 1, 1e30);
        part = bound(part, 1, amount);
        vm.startPrank(PLAYER);
        staking.stake(continent, amount);
        staking.unstake(continent, part);
        vm.stopPrank();
        vm.assertEq(staking.stakeOf(PLAYER, continent), amount - part, "stake after unstake");
        vm.assertEq(staking.continentTotal(continent), amount - part, "continent total after unstake");
        vm.assertEq(token.balanceOf(PLAYER), 1e30 - amount + part, "wallet after unstake");
        vm.assertEq(staking.allStakeOf(PLAYER)[continent - 1], amount - part, "allStakeOf index is continent - 1");
    }

    /// @notice Unstaking more than the stake is refused with both figures.
    function testFuzz_unstakeBeyondStakeIsRefused(uint256 amount, uint256 extra) public {
        amount = bound(amount, 1, 1e29);
        extra = bound(extra, 1, 1e29);
        vm.startPrank(PLAYER);
        staking.stake(7, amount);
        vm.expectRevert(abi.encodeWithSelector(Staking.InsufficientStake.selector, amount, amount + extra));
        staking.unstake(7, amount + extra);
        vm.stopPrank();
    }

    function test_invalidContinentsAndZeroAmountsAreRefused() public {
        vm.startPrank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Staking.InvalidContinent.selector, 0));
        staking.stake(0, 1);
        vm.expectRevert(abi.encodeWithSelector(Staking.InvalidContinent.selector, 27));
        staking.unstake(27, 1);
        vm.expectRevert(Staking.ZeroAmount.selector);
        staking.stake(1, 0);
        vm.expectRevert(Staking.ZeroAmount.selector);
        staking.unstake(1, 0);
        vm.stopPrank();
    }
}
