// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {Vesting} from "../../contracts/Vesting.sol";
import {bound, signDigest, vm} from "../lib/Test.sol";
import {unlockedAmount, VestingSchedule} from "../lib/VestingSchedule.sol";
import {Actors} from "./Actors.sol";

/// @notice My Reward end to end: schedules registered, stopped and left to unlock as time passes,
/// vouchers issued the way the API issues them (cumulative = paid on chain + what the schedules
/// have unlocked and not yet paid, for all schedules or one) and sent by anyone; vouchers sent
/// again later, vouchers of a rotated-out key or of a stranger's key, and claims while paused.
/// The handler owns Vesting (pause, signer rotation). What the contract pays is spread over the
/// beneficiary's schedules oldest first, each up to what it has unlocked, as allocateClaims does.
contract VestingHandler is Actors {
    uint256 public constant MAX_SCHEDULES = 3;
    uint256 public constant VOUCHER_TTL = 1 hours;
    uint256 public constant SIGNER_A = 0x516E;
    uint256 public constant SIGNER_B = 0x516F;
    uint256 public constant STRANGER_KEY = 0xBAD;

    struct Voucher {
        address beneficiary;
        uint256 cumulativeAmount;
        uint256 deadline;
        uint256 signerKey;
        bytes signature;
    }

    Vesting public immutable vesting;
    A2Z public immutable token;
    uint256 public currentSignerKey = SIGNER_A;

    mapping(address beneficiary => VestingSchedule[]) internal _schedules;
    /// @notice What the model credits each schedule with out of the contract's payments.
    mapping(address beneficiary => uint256[MAX_SCHEDULES]) internal _allocated;
    /// @notice The largest cumulative amount the signer ever signed for a beneficiary.
    mapping(address beneficiary => uint256 amount) public latestVoucherAmount;
    Voucher[] internal _vouchers;

    /// @notice A voucher at or below what was already paid, or of a key no longer trusted, paid.
    uint256 public stalePayments;
    /// @notice A voucher signed by someone other than the signer paid.
    uint256 public forgedPayments;
    /// @notice A claim paid another amount than the schedules' claimable sum it was issued for.
    uint256 public claimMismatches;

    constructor(Vesting vesting_, A2Z token_) Actors(3) {
        vesting = vesting_;
        token = token_;
    }

    // ─── Schedules and time (the API's side) ─────────────────────────────────────────────────

    function addSchedule(uint256 actorSeed, uint256 total, uint256 cliff, uint256 frequency, uint256 count)
        external
    {
        address beneficiary = _actor(actorSeed);
        if (_schedules[beneficiary].length == MAX_SCHEDULES) return;
        _schedules[beneficiary].push(
            VestingSchedule({
                total: bound(total, 1, 1_000_000e18),
                started: block.timestamp,
                cliff: bound(cliff, 0, 30 days),
                frequency: bound(frequency, 1 hours, 30 days),
                count: bound(count, 1, 24),
                stoppedAt: 0
            })
        );
    }

    function stopSchedule(uint256 actorSeed, uint256 indexSeed) external {
        VestingSchedule[] storage schedules = _schedules[_actor(actorSeed)];
        if (schedules.length == 0) return;
        VestingSchedule storage schedule = schedules[indexSeed % schedules.length];
        if (schedule.stoppedAt == 0) schedule.stoppedAt = block.timestamp;
    }

    function passTime(uint256 seconds_) external {
        vm.warp(block.timestamp + bound(seconds_, 1, 20 days));
    }

    // ─── Claims ───────────────────────────────────────────────────────────────────────────────

    /// @notice `/vesting/claim/all`: a voucher for everything claimable, sent at once.
    function claimAll(uint256 actorSeed, uint256 senderSeed) external {
        address beneficiary = _actor(actorSeed);
        uint256 amount;
        uint256 count = _schedules[beneficiary].length;
        for (uint256 i = 0; i < count; i++) {
            amount += _claimable(beneficiary, i);
        }
        _issueAndSend(beneficiary, amount, _actor(senderSeed));
    }

    /// @notice `/vesting/claim` for one schedule.
    function claimOne(uint256 actorSeed, uint256 indexSeed, uint256 senderSeed) external {
        address beneficiary = _actor(actorSeed);
        uint256 count = _schedules[beneficiary].length;
        if (count == 0) return;
        _issueAndSend(beneficiary, _claimable(beneficiary, indexSeed % count), _actor(senderSeed));
    }

    /// @notice Sends an earlier voucher again (a replay, a wallet's retry, or one held back while paused).
    function resend(uint256 voucherSeed, uint256 senderSeed) external {
        if (_vouchers.length == 0) return;
        Voucher memory voucher = _vouchers[voucherSeed % _vouchers.length];
        uint256 alreadyPaid = vesting.paid(voucher.beneficiary);
        bool mayPay = voucher.cumulativeAmount > alreadyPaid && voucher.signerKey == currentSignerKey
            && block.timestamp <= voucher.deadline;
        uint256 before = token.balanceOf(voucher.beneficiary);
        if (_send(voucher, _actor(senderSeed))) {
            uint256 received = token.balanceOf(voucher.beneficiary) - before;
            if (!mayPay) {
                stalePayments++;
            } else if (received != voucher.cumulativeAmount - alreadyPaid) {
                claimMismatches++;
            }
            _allocate(voucher.beneficiary, received);
        }
    }

    /// @notice A voucher for more than is claimable, signed by a key Vesting does not trust.
    function forgeVoucher(uint256 actorSeed, uint256 amount, uint256 senderSeed) external {
        address beneficiary = _actor(actorSeed);
        Voucher memory voucher = _sign(
            beneficiary, vesting.paid(beneficiary) + bound(amount, 1, 1_000_000e18), STRANGER_KEY
        );
        uint256 before = token.balanceOf(beneficiary);
        if (_send(voucher, _actor(senderSeed))) {
            forgedPayments++;
            _allocate(beneficiary, token.balanceOf(beneficiary) - before);
        }
    }

    // ─── The owner's switches ────────────────────────────────────────────────────────────────

    function togglePause() external {
        if (vesting.paused()) vesting.unpause();
        else vesting.pause();
    }

    function rotateSigner() external {
        currentSignerKey = currentSignerKey == SIGNER_A ? SIGNER_B : SIGNER_A;
        vesting.setSigner(vm.addr(currentSignerKey));
    }

    // ─── Reads for the invariants ────────────────────────────────────────────────────────────

    function scheduleCount(address beneficiary) external view returns (uint256) {
        return _schedules[beneficiary].length;
    }

    function scheduleAt(address beneficiary, uint256 index) external view returns (VestingSchedule memory) {
        return _schedules[beneficiary][index];
    }

    function allocatedTo(address beneficiary, uint256 index) external view returns (uint256) {
        return _allocated[beneficiary][index];
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _claimable(address beneficiary, uint256 index) private view returns (uint256) {
        uint256 unlocked = unlockedAmount(_schedules[beneficiary][index], block.timestamp);
        uint256 allocated = _allocated[beneficiary][index];
        return unlocked > allocated ? unlocked - allocated : 0;
    }

    /// @dev The API refuses to sign for nothing; otherwise it signs paid + amount and the wallet sends it.
    function _issueAndSend(address beneficiary, uint256 amount, address sender) private {
        if (amount == 0) return;
        Voucher memory voucher = _sign(beneficiary, vesting.paid(beneficiary) + amount, currentSignerKey);
        _vouchers.push(voucher);
        if (voucher.cumulativeAmount > latestVoucherAmount[beneficiary]) {
            latestVoucherAmount[beneficiary] = voucher.cumulativeAmount;
        }
        uint256 before = token.balanceOf(beneficiary);
        if (_send(voucher, sender)) {
            uint256 received = token.balanceOf(beneficiary) - before;
            if (received != amount) claimMismatches++;
            _allocate(beneficiary, received);
        }
    }

    function _sign(address beneficiary, uint256 cumulativeAmount, uint256 key) private view returns (Voucher memory) {
        uint256 deadline = block.timestamp + VOUCHER_TTL;
        bytes32 digest = vesting.voucherDigest(beneficiary, cumulativeAmount, deadline);
        return Voucher(beneficiary, cumulativeAmount, deadline, key, signDigest(key, digest));
    }

    function _send(Voucher memory voucher, address sender) private returns (bool) {
        vm.prank(sender);
        try vesting.claim(voucher.beneficiary, voucher.cumulativeAmount, voucher.deadline, voucher.signature) {
            return true;
        } catch {
            return false;
        }
    }

    /// @dev Credits a payment to the schedules, oldest first, each up to what it has unlocked.
    function _allocate(address beneficiary, uint256 amount) private {
        uint256 count = _schedules[beneficiary].length;
        for (uint256 i = 0; i < count && amount > 0; i++) {
            uint256 room = _claimable(beneficiary, i);
            uint256 take = room < amount ? room : amount;
            _allocated[beneficiary][i] += take;
            amount -= take;
        }
        // Anything left was paid beyond every schedule: the invariant's Σ allocated = paid catches it.
    }
}
