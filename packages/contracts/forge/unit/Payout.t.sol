// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {DST} from "../../contracts/DST.sol";
import {DstPayout} from "../../contracts/DstPayout.sol";
import {RewardPayout} from "../../contracts/RewardPayout.sol";
import {bound, Test, vm} from "../lib/Test.sol";

contract PayoutTest is Test {
    address internal constant PLAYER = address(0xB0B);

    DST internal token;
    RewardPayout internal payout;

    function setUp() public {
        token = new DST(address(this));
        payout = new DstPayout(token, address(this));
        token.mint(address(payout), 1000e18);
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
