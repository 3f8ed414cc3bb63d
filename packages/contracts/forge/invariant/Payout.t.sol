// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {DST} from "../../contracts/DST.sol";
import {DstPayout} from "../../contracts/DstPayout.sol";
import {GameToken} from "../../contracts/GameToken.sol";
import {RewardPayout} from "../../contracts/RewardPayout.sol";
import {PayoutHandler} from "../handlers/PayoutHandler.sol";
import {Test, vm} from "../lib/Test.sol";

/// @notice The properties every payout pool keeps; RewardPayout (A2Z, Polygon) and DstPayout (DST,
/// Arena-Z) each run them below.
abstract contract PayoutInvariants is Test {
    address internal constant PAYER = address(0xBA1E5);
    address internal constant GUARDIAN = address(0x6A4D);
    /// @dev Well below the pool's starting 100,000, so payouts above the maximum are tried often,
    /// and the daily limit runs out after two payouts near the maximum unless time passes.
    uint256 internal constant MAX_PER_PAYOUT = 30_000e18;
    uint256 internal constant DAILY_LIMIT = 50_000e18;

    GameToken internal token;
    RewardPayout internal payout;
    PayoutHandler internal handler;

    function _deploy() internal virtual returns (GameToken, RewardPayout);

    function setUp() public {
        (token, payout) = _deploy();
        payout.grantRole(payout.PAYER_ROLE(), PAYER);
        payout.grantRole(payout.GUARDIAN_ROLE(), GUARDIAN);
        payout.setLimits(MAX_PER_PAYOUT, DAILY_LIMIT);
        handler = new PayoutHandler(payout, token, PAYER, GUARDIAN);
        payout.grantRole(payout.DEFAULT_ADMIN_ROLE(), address(handler));
        token.grantRole(token.MINTER_ROLE(), address(handler));
        handler.fund(100_000e18);
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](5);
        actions[0] = PayoutHandler.pay.selector;
        actions[1] = PayoutHandler.fund.selector;
        actions[2] = PayoutHandler.warp.selector;
        actions[3] = PayoutHandler.guardianAct.selector;
        actions[4] = PayoutHandler.adminUnpause.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_payout() public view {
        _assertEachPayoutIdPaysOnce();
        _assertThePoolNeverPaysMoreThanItHolds();
        vm.assertEq(handler.strangerPayments(), 0, "an account without PAYER_ROLE paid");
        vm.assertEq(handler.amountMismatches(), 0, "a payout paid another amount than asked");
        vm.assertEq(handler.pausedPayments(), 0, "a payout paid while paused");
        vm.assertEq(handler.guardianUnpauses(), 0, "the guardian unpaused");
        _assertTheCapsHold();
    }

    /// @dev No payout above the maximum, and over every span [t_i, t_j] of the run at most a day's
    /// limit plus what flowed back meanwhile (limit × span / 1 day) was paid: the rolling daily limit.
    function _assertTheCapsHold() private view {
        uint256 count = handler.paymentCount();
        for (uint256 i = 0; i < count; i++) {
            vm.assertLe(handler.paymentAmounts(i), MAX_PER_PAYOUT, "a payout above the maximum");
            uint256 spent;
            for (uint256 j = i; j < count; j++) {
                spent += handler.paymentAmounts(j);
                uint256 span = handler.paymentTimes(j) - handler.paymentTimes(i);
                vm.assertLe(spent, DAILY_LIMIT + DAILY_LIMIT * span / 1 days, "paid beyond the rolling daily limit");
            }
        }
    }

    /// @dev Each payout id pays at most once, and `paid(id)` says whether it did.
    function _assertEachPayoutIdPaysOnce() private view {
        for (uint256 i = 0; i < handler.PAYOUT_IDS(); i++) {
            bytes32 payoutId = handler.payoutIdAt(i);
            uint256 count = handler.payCount(payoutId);
            vm.assertLe(count, 1, "a payout id paid twice");
            vm.assertEq(payout.paid(payoutId), count == 1, "paid(id) differs from the payments made");
        }
    }

    /// @dev Paid out + still held = everything funded: nothing paid beyond the pool, nothing lost.
    function _assertThePoolNeverPaysMoreThanItHolds() private view {
        vm.assertLe(handler.paidOut(), handler.funded(), "paid more than the pool ever held");
        vm.assertEq(
            token.balanceOf(address(payout)) + handler.paidOut(), handler.funded(), "pool balance + paid != funded"
        );
        uint256 received;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            received += token.balanceOf(handler.actorAt(i));
        }
        vm.assertEq(received, handler.paidOut(), "recipients hold other than what was paid");
    }
}

contract RewardPayoutInvariantTest is PayoutInvariants {
    function _deploy() internal override returns (GameToken, RewardPayout) {
        A2Z a2z = new A2Z(address(this));
        return (a2z, new RewardPayout(a2z, address(this)));
    }
}

contract DstPayoutInvariantTest is PayoutInvariants {
    function _deploy() internal override returns (GameToken, RewardPayout) {
        DST dst = new DST(address(this));
        return (dst, new DstPayout(dst, address(this)));
    }
}
