// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {Vesting} from "../../contracts/Vesting.sol";
import {VestingHandler} from "../handlers/VestingHandler.sol";
import {Test, vm} from "../lib/Test.sol";
import {unlockedAmount, VestingSchedule} from "../lib/VestingSchedule.sol";

/// @notice Vesting pays each beneficiary what its vouchers allow and never more.
contract VestingInvariantTest is Test {
    uint256 internal constant POOL = 1e30;

    A2Z internal token;
    Vesting internal vesting;
    VestingHandler internal handler;

    function setUp() public {
        token = new A2Z(address(this));
        // The handler becomes the owner below (pause, signer rotation), like the operator.
        vesting = new Vesting(token, address(this), vm.addr(0x516E));
        handler = new VestingHandler(vesting, token);
        vesting.transferOwnership(address(handler));
        token.mint(address(vesting), POOL);
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](9);
        actions[0] = VestingHandler.addSchedule.selector;
        actions[1] = VestingHandler.stopSchedule.selector;
        actions[2] = VestingHandler.passTime.selector;
        actions[3] = VestingHandler.claimAll.selector;
        actions[4] = VestingHandler.claimOne.selector;
        actions[5] = VestingHandler.resend.selector;
        actions[6] = VestingHandler.forgeVoucher.selector;
        actions[7] = VestingHandler.togglePause.selector;
        actions[8] = VestingHandler.rotateSigner.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_vesting() public view {
        vm.assertEq(handler.stalePayments(), 0, "a replayed, older or rotated-out voucher paid");
        vm.assertEq(handler.forgedPayments(), 0, "a voucher of another key paid");
        vm.assertEq(handler.claimMismatches(), 0, "a claim paid other than the schedules' claimable sum");
        uint256 totalPaid;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            address beneficiary = handler.actorAt(i);
            uint256 paid = vesting.paid(beneficiary);
            totalPaid += paid;
            vm.assertLe(paid, handler.latestVoucherAmount(beneficiary), "paid beyond the latest voucher");
            vm.assertEq(token.balanceOf(beneficiary), paid, "beneficiary received other than paid()");
            _assertPaidWithinSchedules(beneficiary, paid);
        }
        vm.assertEq(token.balanceOf(address(vesting)) + totalPaid, POOL, "pool + paid != funded");
    }

    /// @dev Claim-all pays the sum of the schedules: what was paid is spread over them exactly, none
    /// beyond what it has unlocked now, and a stopped one never beyond what had unlocked at its stop.
    function _assertPaidWithinSchedules(address beneficiary, uint256 paid) private view {
        uint256 allocated;
        uint256 count = handler.scheduleCount(beneficiary);
        for (uint256 i = 0; i < count; i++) {
            VestingSchedule memory schedule = handler.scheduleAt(beneficiary, i);
            uint256 credited = handler.allocatedTo(beneficiary, i);
            allocated += credited;
            vm.assertLe(credited, unlockedAmount(schedule, block.timestamp), "a schedule paid past its unlock");
            if (schedule.stoppedAt != 0) {
                vm.assertLe(credited, unlockedAmount(schedule, schedule.stoppedAt), "a stopped schedule paid past its stop");
            }
        }
        vm.assertEq(allocated, paid, "paid() is not the sum paid towards the schedules");
    }
}
