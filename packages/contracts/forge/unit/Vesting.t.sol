// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {A2Z} from "../../contracts/A2Z.sol";
import {Vesting} from "../../contracts/Vesting.sol";
import {bound, signDigest, Test, vm} from "../lib/Test.sol";

contract VestingTest is Test {
    uint256 internal constant SIGNER_KEY = 0x516E;
    address internal constant PLAYER = address(0xB0B);

    A2Z internal token;
    Vesting internal vesting;

    function setUp() public {
        token = new A2Z(address(this));
        vesting = new Vesting(token, address(this), vm.addr(SIGNER_KEY));
        token.mint(address(vesting), 1e30);
    }

    /// @notice Two vouchers in any order pay exactly the larger cumulative amount, never more.
    function testFuzz_twoVouchersPayTheLargerCumulative(uint256 first, uint256 second) public {
        first = bound(first, 1, 1e29);
        second = bound(second, 1, 1e29);
        _claim(PLAYER, first);
        if (second <= first) {
            bytes memory signature = _sign(PLAYER, second, block.timestamp);
            vm.expectRevert(abi.encodeWithSelector(Vesting.NothingToClaim.selector, second, first));
            vesting.claim(PLAYER, second, block.timestamp, signature);
        } else {
            _claim(PLAYER, second);
        }
        uint256 larger = first > second ? first : second;
        vm.assertEq(token.balanceOf(PLAYER), larger, "paid other than the larger voucher");
        vm.assertEq(vesting.paid(PLAYER), larger, "paid() other than the larger voucher");
    }

    /// @notice A voucher for one beneficiary pays nothing to another (the beneficiary is signed).
    function testFuzz_voucherIsBoundToItsBeneficiary(address other, uint256 amount) public {
        vm.assume(other != PLAYER);
        amount = bound(amount, 1, 1e29);
        bytes memory signature = _sign(PLAYER, amount, block.timestamp);
        vm.expectRevert();
        vesting.claim(other, amount, block.timestamp, signature);
    }

    function test_expiredVoucherIsRefused() public {
        bytes memory signature = _sign(PLAYER, 5, block.timestamp);
        vm.warp(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(Vesting.VoucherExpired.selector, block.timestamp - 1));
        vesting.claim(PLAYER, 5, block.timestamp - 1, signature);
    }

    function test_malformedSignatureIsAWrongSigner() public {
        vm.expectRevert(abi.encodeWithSelector(Vesting.InvalidSigner.selector, address(0)));
        vesting.claim(PLAYER, 5, block.timestamp, hex"1234");
    }

    function test_pausedRefusesClaims() public {
        vesting.pause();
        bytes memory signature = _sign(PLAYER, 5, block.timestamp);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        vesting.claim(PLAYER, 5, block.timestamp, signature);
        vesting.unpause();
        vesting.claim(PLAYER, 5, block.timestamp, signature);
        vm.assertEq(token.balanceOf(PLAYER), 5, "unpaused claim did not pay");
    }

    function test_rotationRefusesThePreviousKey() public {
        bytes memory signature = _sign(PLAYER, 5, block.timestamp);
        vesting.setSigner(vm.addr(0x516F));
        vm.expectRevert(abi.encodeWithSelector(Vesting.InvalidSigner.selector, vm.addr(SIGNER_KEY)));
        vesting.claim(PLAYER, 5, block.timestamp, signature);
    }

    function test_zeroSignerIsRefused() public {
        vm.expectRevert(Vesting.ZeroAddress.selector);
        vesting.setSigner(address(0));
        vm.expectRevert(Vesting.ZeroAddress.selector);
        new Vesting(token, address(this), address(0));
    }

    function test_onlyTheOwnerAdministers() public {
        bytes memory notOwner = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, PLAYER);
        vm.prank(PLAYER);
        vm.expectRevert(notOwner);
        vesting.setSigner(PLAYER);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(Vesting.NotGuardian.selector, PLAYER));
        vesting.pause();
        vm.prank(PLAYER);
        vm.expectRevert(notOwner);
        vesting.unpause();
        vm.prank(PLAYER);
        vm.expectRevert(notOwner);
        vesting.setGuardian(PLAYER);
    }

    /// @notice The guardian pauses claims at once but cannot unpause, rotate the signer or move the guardian.
    function test_guardianPausesButCannotUnpause() public {
        address guardian = address(0x6A4D);
        vesting.setGuardian(guardian);
        vm.prank(guardian);
        vesting.pause();
        vm.assertTrue(vesting.paused(), "not paused");
        bytes memory notOwner = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, guardian);
        vm.startPrank(guardian);
        vm.expectRevert(notOwner);
        vesting.unpause();
        vm.expectRevert(notOwner);
        vesting.setSigner(guardian);
        vm.expectRevert(notOwner);
        vesting.setGuardian(address(0));
        vm.stopPrank();
        vesting.unpause();
        vm.assertFalse(vesting.paused(), "still paused");
    }

    function _claim(address beneficiary, uint256 cumulative) private {
        vesting.claim(beneficiary, cumulative, block.timestamp, _sign(beneficiary, cumulative, block.timestamp));
    }

    function _sign(address beneficiary, uint256 cumulative, uint256 deadline) private view returns (bytes memory) {
        return signDigest(SIGNER_KEY, vesting.voucherDigest(beneficiary, cumulative, deadline));
    }
}
