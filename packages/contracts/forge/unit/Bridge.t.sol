// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {BridgeGateway} from "../../contracts/BridgeGateway.sol";
import {DST} from "../../contracts/DST.sol";
import {Drago} from "../../contracts/Drago.sol";
import {GameToken} from "../../contracts/GameToken.sol";
import {LOKA} from "../../contracts/LOKA.sol";
import {DevRandomnessOracle} from "../../contracts/RandomnessOracleDev.sol";
import {Resource} from "../../contracts/Resource.sol";
import {WLOKA} from "../../contracts/WLOKA.sol";
import {validDatas} from "../lib/Datas.sol";
import {bound, signDigest, Test, vm} from "../lib/Test.sol";

/// @notice One gateway holding every asset slot (so each path runs here) and one holding none.
contract BridgeGatewayTest is Test {
    uint256 internal constant RELAYER_KEY = 0xE1A7;
    uint256 internal constant TARGET = 7887;
    uint256 internal constant SOURCE = 137;
    address internal constant PLAYER = address(0xB0B);
    address internal constant GUARDIAN = address(0x6A4D);

    DevRandomnessOracle internal oracle;
    Drago internal drago;
    DST internal dst;
    LOKA internal loka;
    WLOKA internal wloka;
    Resource internal resource;
    BridgeGateway internal gateway;
    BridgeGateway internal bare;

    function setUp() public {
        oracle = new DevRandomnessOracle(address(this), address(this));
        drago = new Drago(address(this), oracle);
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(drago));
        dst = new DST(address(this));
        loka = new LOKA(address(this));
        wloka = new WLOKA(address(this));
        resource = new Resource(address(this));
        gateway = new BridgeGateway(address(this), vm.addr(RELAYER_KEY), drago, dst, loka, wloka, resource);
        bare = new BridgeGateway(
            address(this),
            vm.addr(RELAYER_KEY),
            Drago(address(0)),
            GameToken(address(0)),
            GameToken(address(0)),
            GameToken(address(0)),
            Resource(address(0))
        );
        drago.grantRole(drago.MINTER_ROLE(), address(gateway));
        GameToken[3] memory tokens = [GameToken(dst), wloka, loka];
        for (uint256 i = 0; i < 3; i++) {
            tokens[i].grantRole(tokens[i].MINTER_ROLE(), address(gateway));
            tokens[i].grantRole(tokens[i].BURNER_ROLE(), address(gateway));
            tokens[i].mint(PLAYER, 1000e18);
        }
        resource.grantRole(resource.MINTER_ROLE(), address(gateway));
        resource.grantRole(resource.BURNER_ROLE(), address(gateway));
        for (uint8 kind = 0; kind < 4; kind++) {
            gateway.setRoute(kind, TARGET, true);
            gateway.setDailyLimit(kind, 1e30);
        }
        gateway.grantRole(gateway.GUARDIAN_ROLE(), GUARDIAN);
        drago.mint(PLAYER, 31001, validDatas(1, 0), 0, 0, 2, 1);
        vm.startPrank(PLAYER);
        drago.setApprovalForAll(address(gateway), true);
        loka.approve(address(gateway), type(uint256).max);
        vm.stopPrank();
    }

    // ─── Sends ────────────────────────────────────────────────────────────────────────────────

    /// @notice A send takes exactly the amount and uses the next nonce; any amount up to the balance.
    function testFuzz_sendsTakeTheAmountAndNumberNonces(uint256 dstAmount, uint256 lokaAmount, uint256 wlokaAmount)
        public
    {
        dstAmount = bound(dstAmount, 1, 1000e18);
        lokaAmount = bound(lokaAmount, 1, 1000e18);
        wlokaAmount = bound(wlokaAmount, 1, 1000e18);
        vm.startPrank(PLAYER);
        vm.assertEq(gateway.sendDst(dstAmount, PLAYER, TARGET), 1, "first nonce");
        vm.assertEq(gateway.deposit(lokaAmount, PLAYER, TARGET), 2, "second nonce");
        vm.assertEq(gateway.withdraw(wlokaAmount, PLAYER, TARGET), 3, "third nonce");
        vm.stopPrank();
        vm.assertEq(dst.balanceOf(PLAYER), 1000e18 - dstAmount, "DST not burned");
        vm.assertEq(loka.balanceOf(address(gateway)), lokaAmount, "LOKA not locked");
        vm.assertEq(wloka.balanceOf(PLAYER), 1000e18 - wlokaAmount, "wLOKA not burned");
        vm.assertEq(gateway.nonceCount(), 3, "nonce count");
    }

    function test_sendRefusals() public {
        uint256[] memory none = new uint256[](0);
        vm.startPrank(PLAYER);
        vm.expectRevert(BridgeGateway.EmptyTransfer.selector);
        gateway.sendDragos(none, PLAYER, TARGET);
        vm.expectRevert(BridgeGateway.EmptyTransfer.selector);
        gateway.sendResources(none, PLAYER, TARGET);
        vm.expectRevert(BridgeGateway.ZeroAmount.selector);
        gateway.sendDst(0, PLAYER, TARGET);
        vm.expectRevert(BridgeGateway.ZeroAmount.selector);
        gateway.deposit(0, PLAYER, TARGET);
        vm.expectRevert(BridgeGateway.ZeroAmount.selector);
        gateway.withdraw(0, PLAYER, TARGET);
        vm.expectRevert(BridgeGateway.ZeroAddress.selector);
        gateway.sendDst(1, address(0), TARGET);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.RouteDisabled.selector, 1, 1));
        gateway.sendDst(1, PLAYER, 1);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 1));
        bare.sendDst(1, PLAYER, TARGET);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 0));
        bare.sendDragos(none, PLAYER, TARGET);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 2));
        bare.deposit(1, PLAYER, TARGET);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 2));
        bare.withdraw(1, PLAYER, TARGET);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 3));
        bare.sendResources(none, PLAYER, TARGET);
        vm.stopPrank();
    }

    function test_aDragoWithAPendingRehatchStays() public {
        bytes32[] memory commitment = new bytes32[](1);
        commitment[0] = keccak256(abi.encode(bytes32(uint256(1))));
        oracle.commit(commitment);
        vm.prank(PLAYER);
        drago.rehatching(31001);
        uint256[] memory ids = new uint256[](1);
        ids[0] = 31001;
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.DragoRehatching.selector, 31001));
        gateway.sendDragos(ids, PLAYER, TARGET);
    }

    // ─── Receives ─────────────────────────────────────────────────────────────────────────────

    /// @notice A drago that left through this gateway is unlocked, not minted again, when it returns.
    function test_aDragoComingBackIsUnlocked() public {
        uint256[] memory ids = new uint256[](1);
        ids[0] = 31001;
        vm.prank(PLAYER);
        gateway.sendDragos(ids, PLAYER, TARGET);
        vm.assertEq(drago.ownerOf(31001), address(gateway), "not locked");
        BridgeGateway.DragoTransfer memory back =
            BridgeGateway.DragoTransfer(SOURCE, 1, 31001, address(0xCAFE), validDatas(1, 0), 2, 1, 0, 0);
        gateway.receiveDrago(back, signDigest(RELAYER_KEY, gateway.dragoTransferDigest(back)));
        vm.assertEq(drago.ownerOf(31001), address(0xCAFE), "not unlocked to the receiver");
    }

    function test_aNewDragoIsMintedWithItsGenes() public {
        BridgeGateway.DragoTransfer memory transfer =
            BridgeGateway.DragoTransfer(SOURCE, 9, 32001, PLAYER, validDatas(2, 3), 4, 0, 31001, 31002);
        gateway.receiveDrago(transfer, signDigest(RELAYER_KEY, gateway.dragoTransferDigest(transfer)));
        (uint8[38] memory datas, uint8 breedCount, uint8 rehatchCount, uint256 parentA, uint256 parentB) =
            drago.dragoOf(32001);
        vm.assertEq(keccak256(abi.encode(datas)), keccak256(abi.encode(validDatas(2, 3))), "genes");
        vm.assertEq(breedCount, 4, "breed count");
        vm.assertEq(rehatchCount, 0, "rehatch count");
        vm.assertEq(parentA + parentB, 31001 + 31002, "parents");
    }

    /// @notice Each (source chain, nonce) delivers once, for any amount; another key never delivers.
    function testFuzz_eachNonceDeliversOnce(uint256 nonce, uint256 amount, uint256 strangerKey) public {
        amount = bound(amount, 1, 1e30);
        strangerKey = bound(strangerKey, 1, 1e70);
        vm.assume(strangerKey != RELAYER_KEY);
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, nonce, PLAYER, amount);
        bytes32 digest = gateway.tokenTransferDigest(gateway.KIND_DST(), transfer);
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.InvalidSigner.selector, vm.addr(strangerKey)));
        gateway.receiveDst(transfer, signDigest(strangerKey, digest));
        gateway.receiveDst(transfer, signDigest(RELAYER_KEY, digest));
        vm.assertEq(dst.balanceOf(PLAYER), 1000e18 + amount, "DST not minted");
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.NonceUsed.selector, SOURCE, nonce));
        gateway.receiveDst(transfer, signDigest(RELAYER_KEY, digest));
    }

    /// @notice A DST signature never passes as LOKA (the type name is signed).
    function test_aDstSignatureIsNotALokaSignature() public {
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 1, PLAYER, 5);
        bytes memory dstSignature = signDigest(RELAYER_KEY, gateway.tokenTransferDigest(gateway.KIND_DST(), transfer));
        vm.expectRevert();
        gateway.receiveLoka(transfer, dstSignature);
        bytes memory lokaSignature = signDigest(RELAYER_KEY, gateway.tokenTransferDigest(gateway.KIND_LOKA(), transfer));
        gateway.receiveLoka(transfer, lokaSignature);
        vm.assertEq(wloka.balanceOf(PLAYER), 1000e18 + 5, "wLOKA not minted");
    }

    function test_claimUnlocksLokaAndResourcesMint() public {
        vm.prank(PLAYER);
        gateway.deposit(7, PLAYER, TARGET);
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 1, address(0xCAFE), 7);
        gateway.claim(transfer, signDigest(RELAYER_KEY, gateway.tokenTransferDigest(gateway.KIND_LOKA(), transfer)));
        vm.assertEq(loka.balanceOf(address(0xCAFE)), 7, "LOKA not unlocked");
        uint256[] memory ids = new uint256[](2);
        ids[0] = 1001;
        ids[1] = 1001;
        BridgeGateway.ResourceTransfer memory items = BridgeGateway.ResourceTransfer(SOURCE, 2, PLAYER, ids);
        gateway.receiveResources(items, signDigest(RELAYER_KEY, gateway.resourceTransferDigest(items)));
        vm.assertEq(resource.balanceOf(PLAYER, 1001), 2, "one of each id, repeats counted");
        vm.prank(PLAYER);
        gateway.sendResources(ids, PLAYER, TARGET);
        vm.assertEq(resource.balanceOf(PLAYER, 1001), 0, "resources not burned");
    }

    function test_aGatewayWithoutTheAssetRefusesDeliveries() public {
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 1, PLAYER, 5);
        BridgeGateway.DragoTransfer memory dragoTransfer;
        BridgeGateway.ResourceTransfer memory items;
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 0));
        bare.receiveDrago(dragoTransfer, "");
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 1));
        bare.receiveDst(transfer, "");
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 2));
        bare.receiveLoka(transfer, "");
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 2));
        bare.claim(transfer, "");
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.Unsupported.selector, 3));
        bare.receiveResources(items, "");
    }

    // ─── Administration ───────────────────────────────────────────────────────────────────────

    function test_pauseStopsSendsAndReceives() public {
        gateway.pause();
        vm.prank(PLAYER);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        gateway.sendDst(1, PLAYER, TARGET);
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 1, PLAYER, 5);
        bytes memory signature = signDigest(RELAYER_KEY, gateway.tokenTransferDigest(gateway.KIND_DST(), transfer));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        gateway.receiveDst(transfer, signature);
        gateway.unpause();
        gateway.receiveDst(transfer, signature);
    }

    function test_signerRotation() public {
        vm.expectRevert(BridgeGateway.ZeroAddress.selector);
        gateway.setRelayerSigner(address(0));
        gateway.setRelayerSigner(vm.addr(0x5EC0));
        vm.assertEq(gateway.relayerSigner(), vm.addr(0x5EC0), "signer not rotated");
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 1, PLAYER, 5);
        bytes memory old = signDigest(RELAYER_KEY, gateway.tokenTransferDigest(gateway.KIND_DST(), transfer));
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.InvalidSigner.selector, vm.addr(RELAYER_KEY)));
        gateway.receiveDst(transfer, old);
    }

    function test_onlyTheAdminAdministers() public {
        bytes memory notAdmin =
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, bytes32(0));
        vm.startPrank(PLAYER);
        vm.expectRevert(notAdmin);
        gateway.setRoute(0, 1, true);
        vm.expectRevert(notAdmin);
        gateway.setRelayerSigner(PLAYER);
        vm.expectRevert(notAdmin);
        gateway.setDailyLimit(1, 1);
        vm.expectRevert(notAdmin);
        gateway.unpause();
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, PLAYER, gateway.GUARDIAN_ROLE()
            )
        );
        gateway.pause();
        vm.stopPrank();
    }

    /// @notice The guardian pauses every send and receive at once, but cannot unpause or administer.
    function test_guardianPausesButCannotUnpause() public {
        vm.prank(GUARDIAN);
        gateway.pause();
        vm.assertTrue(gateway.paused(), "not paused");
        bytes memory notAdmin =
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, GUARDIAN, bytes32(0));
        vm.startPrank(GUARDIAN);
        vm.expectRevert(notAdmin);
        gateway.unpause();
        vm.expectRevert(notAdmin);
        gateway.setDailyLimit(1, 1e30);
        vm.expectRevert(notAdmin);
        gateway.setRelayerSigner(GUARDIAN);
        vm.stopPrank();
        gateway.unpause();
        vm.assertFalse(gateway.paused(), "still paused");
    }

    /// @notice Each asset's arrivals are capped per rolling day; a refused delivery stays
    /// deliverable (its nonce unused) and goes through once the limit allows it.
    function test_dailyLimitPerAsset() public {
        gateway.setDailyLimit(gateway.KIND_DST(), 100);
        BridgeGateway.TokenTransfer memory first = BridgeGateway.TokenTransfer(SOURCE, 1, PLAYER, 60);
        BridgeGateway.TokenTransfer memory second = BridgeGateway.TokenTransfer(SOURCE, 2, PLAYER, 60);
        gateway.receiveDst(first, signDigest(RELAYER_KEY, gateway.tokenTransferDigest(1, first)));
        bytes memory signature = signDigest(RELAYER_KEY, gateway.tokenTransferDigest(1, second));
        vm.expectRevert(abi.encodeWithSelector(BridgeGateway.DailyLimitExceeded.selector, 1, 60, 40));
        gateway.receiveDst(second, signature);
        vm.assertFalse(gateway.nonceUsed(SOURCE, 2), "a refused delivery used its nonce");
        // LOKA has its own limit: DST's does not touch it.
        vm.assertEq(gateway.availableToday(gateway.KIND_LOKA()), 1e30, "another asset's limit moved");
        vm.warp(block.timestamp + 6 hours);
        gateway.receiveDst(second, signature);
        vm.assertEq(gateway.availableToday(gateway.KIND_DST()), 5, "available after the refill");
        // A limit of zero closes the asset's arrivals.
        gateway.setDailyLimit(gateway.KIND_DRAGO(), 0);
        vm.assertEq(gateway.dailyLimit(gateway.KIND_DRAGO()), 0, "dailyLimit");
    }
}
