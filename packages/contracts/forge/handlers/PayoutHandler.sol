// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameToken} from "../../contracts/GameToken.sol";
import {RewardPayout} from "../../contracts/RewardPayout.sol";
import {bound, vm} from "../lib/Test.sol";
import {Actors} from "./Actors.sol";

/// @notice The payout worker and its mistakes: payouts by a payer (and now and then by a stranger)
/// over a small set of payout ids, so retries of a paid id are frequent, with amounts up to a bit
/// more than the pool holds, and top-ups of the pool. Time passes (`warp`), the guardian pauses,
/// tries to unpause, and the admin unpauses. The handler records every payment with its time, so
/// the suite checks the per-payout maximum and the rolling daily limit over every span of the run.
/// The limits stay as the suite set them: a change is a unit test's (`forge/unit/Payout.t.sol`).
contract PayoutHandler is Actors {
    uint256 public constant PAYOUT_IDS = 8;

    RewardPayout public immutable payout;
    GameToken public immutable token;
    address public immutable payer;
    address public immutable guardian;

    /// @notice What went into the pool and what it paid out (Paid events), in base units.
    uint256 public funded;
    uint256 public paidOut;
    /// @notice Successful `pay` calls per payout id (more than one is a double payment).
    mapping(bytes32 payoutId => uint256 count) public payCount;
    /// @notice Successful `pay` calls from an account without PAYER_ROLE.
    uint256 public strangerPayments;
    /// @notice Paid amounts that differ from what the call asked for.
    uint256 public amountMismatches;
    /// @notice Successful `pay` calls while paused, and unpauses by the guardian.
    uint256 public pausedPayments;
    uint256 public guardianUnpauses;
    /// @notice Every payment in order: when (block.timestamp) and how much.
    uint256[] public paymentTimes;
    uint256[] public paymentAmounts;

    constructor(RewardPayout payout_, GameToken token_, address payer_, address guardian_) Actors(4) {
        payout = payout_;
        token = token_;
        payer = payer_;
        guardian = guardian_;
    }

    /// @notice Time passes: up to two days, so the limit refills partly, fully, or not at all.
    function warp(uint256 secondsLater) external {
        vm.warp(block.timestamp + bound(secondsLater, 0, 2 days));
    }

    /// @notice The guardian pauses; now and then it tries to unpause too, which must fail.
    function guardianAct(bool tryUnpause) external {
        vm.prank(guardian);
        if (!tryUnpause) {
            try payout.pause() {} catch {}
            return;
        }
        try payout.unpause() {
            guardianUnpauses++;
        } catch {}
    }

    /// @notice The admin (the suite's stand-in for the timelock) lets payouts through again.
    function adminUnpause() external {
        if (payout.paused()) payout.unpause();
    }

    function paymentCount() external view returns (uint256) {
        return paymentTimes.length;
    }

    /// @notice The suite funds the pool through here so `funded` counts every top-up.
    function fund(uint256 amount) external {
        amount = bound(amount, 1, 1_000_000e18);
        token.mint(address(payout), amount);
        funded += amount;
    }

    function pay(uint256 idSeed, uint256 toSeed, uint256 amount, uint256 senderSeed) external {
        bytes32 payoutId = payoutIdAt(idSeed % PAYOUT_IDS);
        address to = _actor(toSeed);
        // Up to 10 % beyond the pool, so a pool too small for a payout is tried too.
        uint256 pool = token.balanceOf(address(payout));
        amount = bound(amount, 0, pool + pool / 10 + 1);
        // One call in eight comes from a stranger.
        address sender = senderSeed % 8 == 0 ? _actor(senderSeed / 8) : payer;
        uint256 before = token.balanceOf(to);
        bool wasPaused = payout.paused();
        vm.prank(sender);
        try payout.pay(payoutId, to, amount) {
            if (wasPaused) pausedPayments++;
            paymentTimes.push(block.timestamp);
            paymentAmounts.push(amount);
            payCount[payoutId]++;
            paidOut += amount;
            if (sender != payer) strangerPayments++;
            if (token.balanceOf(to) - before != amount) amountMismatches++;
        } catch {}
    }

    function payoutIdAt(uint256 index) public pure returns (bytes32) {
        return keccak256(abi.encode("payout", index));
    }
}
