// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {DST} from "../../contracts/DST.sol";
import {DstPayout} from "../../contracts/DstPayout.sol";
import {RewardPayout} from "../../contracts/RewardPayout.sol";
import {bound, Test, vm} from "../lib/Test.sol";

contract PayoutTest is Test {
    address internal constant PLAYER = address(0xB0B);
    address internal constant GUARDIAN = address(0x6A4D);

    DST internal token;
    RewardPayout internal payout;

    function setUp() public {
        token = new DST(address(this));
        payout = new DstPayout(token, address(this));
        // No caps here: these tests are about ids and the pool; the caps have their own below.
        payout.setLimits(type(uint256).max, type(uint256).max);
        payout.grantRole(payout.GUARDIAN_ROLE(), GUARDIAN);
        token.mint(address(payout), 1000e18);
    }

    /// @notice A fresh pool pays nothing until the admin sets its limits (fail closed).
    function test_aFreshPoolPaysNothing() public {
        RewardPayout fresh = new RewardPayout(token, address(this));
        token.mint(address(fresh), 10e18);
        vm.expectRevert(abi.encodeWithSelector(RewardPayout.PayoutAboveMaximum.selector, 1, 0));
        fresh.pay(bytes32(uint256(1)), PLAYER, 1);
    }

    /// @notice A payout above the maximum reverts by name and leaves its id unpaid for a retry.
    function testFuzz_maximumPerPayout(uint256 amount) public {
        payout.setLimits(100e18, type(uint256).max);
        amount = bound(amount, 100e18 + 1, 1000e18);
        vm.expectRevert(abi.encodeWithSelector(RewardPayout.PayoutAboveMaximum.selector, amount, 100e18));
        payout.pay(bytes32(uint256(7)), PLAYER, amount);
        vm.assertFalse(payout.paid(bytes32(uint256(7))), "a refused payout marked its id paid");
        payout.setLimits(amount, type(uint256).max);
        payout.pay(bytes32(uint256(7)), PLAYER, amount);
        vm.assertEq(token.balanceOf(PLAYER), amount, "the raised maximum did not pay");
    }

    /// @notice The daily limit refuses what goes beyond it and flows back over the day.
    function test_rollingDailyLimit() public {
        payout.setLimits(100e18, 150e18);
        payout.pay(bytes32(uint256(1)), PLAYER, 100e18);
        vm.expectRevert(abi.encodeWithSelector(RewardPayout.DailyLimitExceeded.selector, 100e18, 50e18));
        payout.pay(bytes32(uint256(2)), PLAYER, 100e18);
        // Half a day later half the limit (75) has flowed back: 125 available.
        vm.warp(block.timestamp + 12 hours);
        vm.assertEq(payout.availableToday(), 125e18, "available after half a day");
        payout.pay(bytes32(uint256(2)), PLAYER, 100e18);
        vm.assertEq(payout.availableToday(), 25e18, "available after the second payout");
        vm.warp(block.timestamp + 1 days);
        vm.assertEq(payout.availableToday(), 150e18, "a quiet day refills the whole limit");
        // Raising the limit lets a held payout through at once.
        vm.expectRevert(abi.encodeWithSelector(RewardPayout.PayoutAboveMaximum.selector, 200e18, 100e18));
        payout.pay(bytes32(uint256(3)), PLAYER, 200e18);
        payout.setLimits(200e18, 400e18);
        payout.pay(bytes32(uint256(3)), PLAYER, 200e18);
        vm.assertEq(payout.dailyLimit(), 400e18, "dailyLimit");
    }

    /// @notice The guardian pauses at once; it cannot unpause, set limits or grant; the admin unpauses.
    function test_guardianPausesButCannotUnpause() public {
        vm.prank(GUARDIAN);
        payout.pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        payout.pay(bytes32(uint256(1)), PLAYER, 1);
        bytes memory notAdmin =
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, GUARDIAN, bytes32(0));
        vm.startPrank(GUARDIAN);
        vm.expectRevert(notAdmin);
        payout.unpause();
        vm.expectRevert(notAdmin);
        payout.setLimits(1, 1);
        bytes32 payerRole = payout.PAYER_ROLE();
        vm.expectRevert(notAdmin);
        payout.grantRole(payerRole, GUARDIAN);
        vm.stopPrank();
        payout.unpause();
        payout.pay(bytes32(uint256(1)), PLAYER, 1);
        vm.assertEq(token.balanceOf(PLAYER), 1, "the unpaused payout did not pay");
    }

    function test_strangersCannotPause() public {
        bytes32 guardianRole = payout.GUARDIAN_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, guardianRole)
        );
        payout.pause();
    }

    /// @notice A payout within the pool pays exactly once; the same id never again, whatever the amount.
    function testFuzz_payoutPaysOnce(bytes32 payoutId, uint256 amount, uint256 again) public {
        amount = bound(amount, 1, 1000e18);
        payout.pay(payoutId, PLAYER, amount);
        vm.assertEq(token.balanceOf(PLAYER), amount, "paid other than asked");
        vm.assertTrue(payout.paid(payoutId), "paid(id) not set");
        vm.expectRevert(abi.encodeWithSelector(RewardPayout.AlreadyPaid.selector, payoutId));
        payout.pay(payoutId, PLAYER, bound(again, 1, 1000e18 - amount + 1));
    }

    /// @notice A pool too small reverts and leaves the id unpaid, so a retry after a top-up pays.
    function testFuzz_poolTooSmallLeavesTheIdUnpaid(bytes32 payoutId, uint256 amount) public {
        amount = bound(amount, 1000e18 + 1, 1e30);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, address(payout), 1000e18, amount)
        );
        payout.pay(payoutId, PLAYER, amount);
        vm.assertFalse(payout.paid(payoutId), "a failed payout marked its id paid");
        token.mint(address(payout), amount);
        payout.pay(payoutId, PLAYER, amount);
        vm.assertEq(token.balanceOf(PLAYER), amount, "the retry did not pay");
    }

    function test_zeroAmountIsRefused() public {
        vm.expectRevert(RewardPayout.ZeroAmount.selector);
        payout.pay(bytes32(uint256(1)), PLAYER, 0);
    }

    function test_onlyPayersPay() public {
        bytes32 payerRole = payout.PAYER_ROLE();
        vm.prank(PLAYER);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, payerRole)
        );
        payout.pay(bytes32(uint256(1)), PLAYER, 1);
    }
}
