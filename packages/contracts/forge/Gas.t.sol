// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../contracts/A2Z.sol";
import {BridgeGateway} from "../contracts/BridgeGateway.sol";
import {DST} from "../contracts/DST.sol";
import {DragoBreeding} from "../contracts/DragoBreeding.sol";
import {Drago} from "../contracts/Drago.sol";
import {Egg} from "../contracts/Egg.sol";
import {GenesisEggGate} from "../contracts/GenesisEggGate.sol";
import {GoodsTicket} from "../contracts/GoodsTicket.sol";
import {LOKA} from "../contracts/LOKA.sol";
import {MysteryBox} from "../contracts/MysteryBox.sol";
import {DevRandomnessOracle} from "../contracts/RandomnessOracleDev.sol";
import {Resource} from "../contracts/Resource.sol";
import {RewardPayout} from "../contracts/RewardPayout.sol";
import {Staking} from "../contracts/Staking.sol";
import {Sticker} from "../contracts/Sticker.sol";
import {StickerMerge} from "../contracts/StickerMerge.sol";
import {Vesting} from "../contracts/Vesting.sol";
import {WLOKA} from "../contracts/WLOKA.sol";
import {breedFeeTables} from "./lib/BreedFees.sol";
import {validDatas} from "./lib/Datas.sol";
import {signDigest, Test, vm} from "./lib/Test.sol";

/// @notice The gas of each function players and the API's workers send, one test per function
/// (`test_<Contract>_<function>`), for the committed .gas-snapshot: `npm test` fails when one grows
/// more than 5 % over its snapshot entry (scripts/forgeCheck.ts). Each test starts from the same
/// state built in setUp — warm where a real call would be (a returning staker, a second payout).
contract GasTest is Test {
    uint256 internal constant SIGNER_KEY = 0x516E;
    uint256 internal constant SOURCE = 137;
    uint256 internal constant TARGET = 7887;
    address internal constant PLAYER = address(0xB0B);

    A2Z internal a2z;
    DST internal dst;
    LOKA internal loka;
    WLOKA internal wloka;
    Staking internal staking;
    RewardPayout internal payout;
    Vesting internal vesting;
    DevRandomnessOracle internal oracle;
    Drago internal drago;
    Egg internal egg;
    DragoBreeding internal breeding;
    Resource internal resource;
    BridgeGateway internal gateway;
    MysteryBox internal boxes;
    Sticker internal sticker;
    StickerMerge internal stickerMerge;
    GenesisEggGate internal gate;

    bytes internal voucherSignature;
    uint256 internal readyEgg;
    uint256 internal hatchRequest;
    uint256 internal rehatchRequest;

    function setUp() public {
        _deployTokens();
        _deployDragos();
        _deployBridge();
        _deployItems();
        readyEgg = egg.layEgg(PLAYER, 0, 0);
        uint256 bredEgg = egg.layEgg(PLAYER, 30001, 30002);
        vm.startPrank(PLAYER);
        staking.stake(3, 100e18);
        hatchRequest = egg.hatching(bredEgg);
        rehatchRequest = drago.rehatching(30003);
        vm.stopPrank();
        payout.pay(keccak256("first"), PLAYER, 1e18);
        voucherSignature = signDigest(SIGNER_KEY, vesting.voucherDigest(PLAYER, 10e18, block.timestamp));
        _commitSeeds(4);
    }

    // ─── Pledging, rewards, vesting ───────────────────────────────────────────────────────────

    function test_Staking_stake() public {
        vm.prank(PLAYER);
        staking.stake(3, 50e18);
    }

    function test_Staking_unstake() public {
        vm.prank(PLAYER);
        staking.unstake(3, 50e18);
    }

    function test_RewardPayout_pay() public {
        payout.pay(keccak256("second"), PLAYER, 1e18);
    }

    function test_Vesting_claim() public {
        vesting.claim(PLAYER, 10e18, block.timestamp, voucherSignature);
    }

    // ─── Dragos, eggs, breeding ───────────────────────────────────────────────────────────────

    function test_DragoBreeding_breed() public {
        vm.prank(PLAYER);
        breeding.breed(30001, 30002);
    }

    function test_DragoBreeding_breedBatch() public {
        uint256[] memory parentsA = new uint256[](2);
        uint256[] memory parentsB = new uint256[](2);
        (parentsA[0], parentsB[0], parentsA[1], parentsB[1]) = (30001, 30002, 30001, 30003);
        vm.prank(PLAYER);
        breeding.breedBatch(parentsA, parentsB);
    }

    function test_Egg_layEgg() public {
        egg.layEgg(PLAYER, 30001, 30002);
    }

    function test_Egg_hatching() public {
        vm.prank(PLAYER);
        egg.hatching(readyEgg);
    }

    function test_Egg_receiveGenesis() public {
        bytes memory signature = signDigest(SIGNER_KEY, egg.genesisDigest(1, 10001, PLAYER));
        egg.receiveGenesis(1, 10001, PLAYER, signature);
    }

    /// @notice The oracle's fulfilment of a hatch: the word, the child's genes, the mint.
    function test_DevRandomnessOracle_fulfill_hatch() public {
        oracle.fulfill(hatchRequest, _seed(hatchRequest));
        vm.assertTrue(drago.wasMinted(egg.hatchEggOf(hatchRequest)), "not hatched");
    }

    function test_Drago_rehatching() public {
        vm.prank(PLAYER);
        drago.rehatching(30001);
    }

    function test_DevRandomnessOracle_fulfill_rehatch() public {
        oracle.fulfill(rehatchRequest, _seed(rehatchRequest));
        vm.assertEq(drago.rehatchRequestOf(30003), 0, "not rehatched");
    }

    function test_GenesisEggGate_send() public {
        vm.prank(PLAYER);
        gate.send(10002);
    }

    // ─── Bridge ───────────────────────────────────────────────────────────────────────────────

    function test_BridgeGateway_sendDragos() public {
        uint256[] memory ids = new uint256[](1);
        ids[0] = 30001;
        vm.prank(PLAYER);
        gateway.sendDragos(ids, PLAYER, TARGET);
    }

    function test_BridgeGateway_receiveDrago() public {
        BridgeGateway.DragoTransfer memory transfer =
            BridgeGateway.DragoTransfer(SOURCE, 1, 32001, PLAYER, validDatas(2, 4), 1, 1, 0, 0);
        bytes memory signature = signDigest(SIGNER_KEY, gateway.dragoTransferDigest(transfer));
        gateway.receiveDrago(transfer, signature);
    }

    function test_BridgeGateway_sendDst() public {
        vm.prank(PLAYER);
        gateway.sendDst(1e18, PLAYER, TARGET);
    }

    function test_BridgeGateway_receiveDst() public {
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 2, PLAYER, 1e18);
        bytes memory signature = signDigest(SIGNER_KEY, gateway.tokenTransferDigest(gateway.KIND_DST(), transfer));
        gateway.receiveDst(transfer, signature);
    }

    function test_BridgeGateway_deposit() public {
        vm.prank(PLAYER);
        gateway.deposit(1e18, PLAYER, TARGET);
    }

    function test_BridgeGateway_receiveLoka() public {
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 3, PLAYER, 1e18);
        bytes memory signature = signDigest(SIGNER_KEY, gateway.tokenTransferDigest(gateway.KIND_LOKA(), transfer));
        gateway.receiveLoka(transfer, signature);
    }

    function test_BridgeGateway_withdraw() public {
        vm.prank(PLAYER);
        gateway.withdraw(1e18, PLAYER, TARGET);
    }

    function test_BridgeGateway_claim() public {
        BridgeGateway.TokenTransfer memory transfer = BridgeGateway.TokenTransfer(SOURCE, 4, PLAYER, 1e18);
        bytes memory signature = signDigest(SIGNER_KEY, gateway.tokenTransferDigest(gateway.KIND_LOKA(), transfer));
        gateway.claim(transfer, signature);
    }

    function test_BridgeGateway_sendResources() public {
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (1001, 2002);
        vm.prank(PLAYER);
        gateway.sendResources(ids, PLAYER, TARGET);
    }

    function test_BridgeGateway_receiveResources() public {
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (1001, 2002);
        BridgeGateway.ResourceTransfer memory transfer = BridgeGateway.ResourceTransfer(SOURCE, 5, PLAYER, ids);
        bytes memory signature = signDigest(SIGNER_KEY, gateway.resourceTransferDigest(transfer));
        gateway.receiveResources(transfer, signature);
    }

    // ─── Items ────────────────────────────────────────────────────────────────────────────────

    function test_MysteryBox_burn() public {
        vm.prank(PLAYER);
        boxes.burn(1);
    }

    function test_StickerMerge_merge() public {
        uint256[] memory ids = new uint256[](5);
        (ids[0], ids[1], ids[2], ids[3], ids[4]) = (1001, 1002, 1003, 1004, 1005);
        vm.prank(PLAYER);
        stickerMerge.merge(ids);
    }

    // ─── The state every test starts from ────────────────────────────────────────────────────

    function _deployTokens() private {
        a2z = new A2Z(address(this));
        dst = new DST(address(this));
        loka = new LOKA(address(this));
        wloka = new WLOKA(address(this));
        staking = new Staking(a2z);
        payout = new RewardPayout(a2z, address(this));
        payout.setLimits(1000e18, 1000e18);
        vesting = new Vesting(a2z, address(this), vm.addr(SIGNER_KEY));
        a2z.mint(address(payout), 1000e18);
        a2z.mint(address(vesting), 1000e18);
        a2z.mint(PLAYER, 1e30);
        dst.mint(PLAYER, 1e30);
        loka.mint(PLAYER, 1e30);
        wloka.mint(PLAYER, 1e30);
        vm.startPrank(PLAYER);
        a2z.approve(address(staking), type(uint256).max);
        vm.stopPrank();
    }

    function _deployDragos() private {
        oracle = new DevRandomnessOracle(address(this), address(this));
        drago = new Drago(address(this), oracle);
        egg = new Egg(address(this), drago, oracle, vm.addr(SIGNER_KEY), 20001);
        (uint256[7] memory a2zFees, uint256[7] memory dstFees) = breedFeeTables();
        breeding = new DragoBreeding(address(this), drago, egg, a2z, dst, address(0x7EA5), a2zFees, dstFees);
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(drago));
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(egg));
        drago.grantRole(drago.MINTER_ROLE(), address(egg));
        drago.grantRole(drago.BREEDER_ROLE(), address(breeding));
        egg.grantRole(egg.MINTER_ROLE(), address(breeding));
        drago.mint(PLAYER, 30001, validDatas(1, 0), 0, 0, 0, 1);
        drago.mint(PLAYER, 30002, validDatas(2, 3), 0, 0, 2, 1);
        drago.mint(PLAYER, 30003, validDatas(3, 6), 0, 0, 5, 1);
        gate = new GenesisEggGate(egg);
        uint256[] memory genesis = new uint256[](1);
        genesis[0] = 10002;
        egg.mintGenesis(PLAYER, genesis);
        _commitSeeds(2);
        vm.startPrank(PLAYER);
        a2z.approve(address(breeding), type(uint256).max);
        dst.approve(address(breeding), type(uint256).max);
        egg.approve(address(gate), 10002);
        vm.stopPrank();
    }

    function _deployBridge() private {
        resource = new Resource(address(this));
        gateway = new BridgeGateway(address(this), vm.addr(SIGNER_KEY), drago, dst, loka, wloka, resource);
        drago.grantRole(drago.MINTER_ROLE(), address(gateway));
        dst.grantRole(dst.MINTER_ROLE(), address(gateway));
        dst.grantRole(dst.BURNER_ROLE(), address(gateway));
        wloka.grantRole(wloka.MINTER_ROLE(), address(gateway));
        wloka.grantRole(wloka.BURNER_ROLE(), address(gateway));
        resource.grantRole(resource.MINTER_ROLE(), address(gateway));
        resource.grantRole(resource.BURNER_ROLE(), address(gateway));
        for (uint8 kind = 0; kind < 4; kind++) {
            gateway.setRoute(kind, TARGET, true);
            gateway.setDailyLimit(kind, 1e30);
        }
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (1001, 2002);
        uint256[] memory amounts = new uint256[](2);
        (amounts[0], amounts[1]) = (5, 5);
        resource.mint(PLAYER, ids, amounts);
        vm.startPrank(PLAYER);
        drago.setApprovalForAll(address(gateway), true);
        loka.approve(address(gateway), type(uint256).max);
        gateway.deposit(10e18, PLAYER, TARGET);
        vm.stopPrank();
    }

    function _deployItems() private {
        boxes = new MysteryBox(address(this));
        boxes.mint(PLAYER, 3);
        sticker = new Sticker(address(this));
        GoodsTicket goodsTicket = new GoodsTicket(address(this));
        stickerMerge = new StickerMerge(sticker, goodsTicket);
        sticker.grantRole(sticker.BURNER_ROLE(), address(stickerMerge));
        goodsTicket.grantRole(goodsTicket.MINTER_ROLE(), address(stickerMerge));
        uint256[] memory ids = new uint256[](5);
        (ids[0], ids[1], ids[2], ids[3], ids[4]) = (1001, 1002, 1003, 1004, 1005);
        sticker.mintBatch(PLAYER, ids);
    }

    function _commitSeeds(uint256 count) private {
        bytes32[] memory hashes = new bytes32[](count);
        uint256 first = oracle.commitmentsAvailable() + oracle.requestCount() + 1;
        for (uint256 i = 0; i < count; i++) {
            hashes[i] = keccak256(abi.encode(_seed(first + i)));
        }
        oracle.commit(hashes);
    }

    /// @dev Commitment k (1-based, bound in order) is keccak256 of this seed.
    function _seed(uint256 k) private pure returns (bytes32) {
        return keccak256(abi.encode("gas seed", k));
    }
}
