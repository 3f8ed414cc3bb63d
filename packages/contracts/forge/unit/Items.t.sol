// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {A2Z} from "../../contracts/A2Z.sol";
import {Drago} from "../../contracts/Drago.sol";
import {Egg} from "../../contracts/Egg.sol";
import {GenesisEggGate} from "../../contracts/GenesisEggGate.sol";
import {GoodsTicket} from "../../contracts/GoodsTicket.sol";
import {MysteryBox} from "../../contracts/MysteryBox.sol";
import {IRandomnessOracle} from "../../contracts/RandomnessOracle.sol";
import {Resource} from "../../contracts/Resource.sol";
import {Sticker} from "../../contracts/Sticker.sol";
import {StickerMerge} from "../../contracts/StickerMerge.sol";
import {bound, Test, vm} from "../lib/Test.sol";

contract MysteryBoxTest is Test {
    address internal constant PLAYER = address(0xB0B);
    MysteryBox internal boxes;

    function setUp() public {
        boxes = new MysteryBox(address(this));
    }

    /// @notice Burning takes exactly the amount from the burner and says so in one event.
    function testFuzz_burnTakesTheAmount(uint256 minted, uint256 burned) public {
        minted = bound(minted, 1, 1e30);
        burned = bound(burned, 1, minted);
        boxes.mint(PLAYER, minted);
        vm.expectEmit(true, false, false, true);
        emit MysteryBox.MysteryBoxBurned(PLAYER, burned);
        vm.prank(PLAYER);
        boxes.burn(burned);
        vm.assertEq(boxes.boxesOf(PLAYER), minted - burned, "boxes left");
    }

    function test_refusals() public {
        vm.expectRevert(MysteryBox.ZeroAmount.selector);
        boxes.mint(PLAYER, 0);
        vm.expectRevert(MysteryBox.ZeroAmount.selector);
        boxes.burn(0);
        vm.expectRevert();
        boxes.burn(1);
        vm.assertTrue(boxes.supportsInterface(type(IERC1155).interfaceId), "ERC-1155");
        vm.assertTrue(boxes.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
    }
}

contract StickerMergeTest is Test {
    address internal constant PLAYER = address(0xB0B);
    Sticker internal sticker;
    GoodsTicket internal goodsTicket;
    StickerMerge internal stickerMerge;

    function setUp() public {
        sticker = new Sticker(address(this));
        goodsTicket = new GoodsTicket(address(this));
        stickerMerge = new StickerMerge(sticker, goodsTicket);
        sticker.grantRole(sticker.BURNER_ROLE(), address(stickerMerge));
        goodsTicket.grantRole(goodsTicket.MINTER_ROLE(), address(stickerMerge));
        uint256[] memory ids = new uint256[](7);
        for (uint256 i = 0; i < 7; i++) {
            ids[i] = 1000 + i; // types 0..6
        }
        sticker.mintBatch(PLAYER, ids);
    }

    function test_aFullSetBecomesOneGoodsTicket() public {
        vm.prank(PLAYER);
        stickerMerge.merge(_set(1001, 1002, 1003, 1004, 1005));
        vm.assertEq(goodsTicket.balanceOf(PLAYER, goodsTicket.GOODS_TICKET()), 1, "ticket");
        uint256[] memory left = sticker.ownedTokens(PLAYER);
        vm.assertEq(left.length, 2, "the five were not burned");
        vm.assertEq(left[0] + left[1], 1000 + 1006, "other stickers burned");
    }

    function test_refusals() public {
        vm.startPrank(PLAYER);
        vm.expectRevert(StickerMerge.WrongStickerCount.selector);
        stickerMerge.merge(new uint256[](4));
        vm.expectRevert(abi.encodeWithSelector(StickerMerge.InvalidStickerType.selector, 1006));
        stickerMerge.merge(_set(1001, 1002, 1003, 1004, 1006));
        vm.expectRevert(abi.encodeWithSelector(StickerMerge.InvalidStickerType.selector, 1000));
        stickerMerge.merge(_set(1000, 1002, 1003, 1004, 1005));
        vm.expectRevert(abi.encodeWithSelector(StickerMerge.DuplicateStickerType.selector, 2));
        stickerMerge.merge(_set(1001, 1002, 2002, 1004, 1005));
        vm.expectRevert(abi.encodeWithSelector(StickerMerge.NotStickerOwner.selector, 2005));
        stickerMerge.merge(_set(1001, 1002, 1003, 1004, 2005));
        vm.stopPrank();
        sticker.mint(address(0xCAFE), 2005);
        vm.prank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(StickerMerge.NotStickerOwner.selector, 2005));
        stickerMerge.merge(_set(1001, 1002, 1003, 1004, 2005));
    }

    function test_tokensAndRoles() public {
        vm.assertTrue(sticker.supportsInterface(type(IERC721).interfaceId), "ERC-721");
        vm.assertTrue(goodsTicket.supportsInterface(type(IERC1155).interfaceId), "ERC-1155");
        vm.assertTrue(goodsTicket.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
        vm.assertTrue(sticker.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
        bytes32 minterRole = goodsTicket.MINTER_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(this), minterRole)
        );
        goodsTicket.mint(PLAYER, 1, 1);
    }

    function _set(uint256 a, uint256 b, uint256 c, uint256 d, uint256 e) private pure returns (uint256[] memory ids) {
        ids = new uint256[](5);
        (ids[0], ids[1], ids[2], ids[3], ids[4]) = (a, b, c, d, e);
    }
}

contract ResourceTest is Test {
    address internal constant PLAYER = address(0xB0B);
    Resource internal resource;

    function setUp() public {
        resource = new Resource(address(this));
        resource.grantRole(resource.BURNER_ROLE(), address(this));
    }

    /// @notice resourcesOf lists exactly the ids held (balance > 0) through mints, burns and transfers.
    function testFuzz_resourcesOfFollowsBalances(uint8 a, uint8 b, uint8 burnA) public {
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (1001, 2002);
        uint256[] memory amounts = new uint256[](2);
        (amounts[0], amounts[1]) = (bound(a, 1, 50), bound(b, 1, 50));
        resource.mint(PLAYER, ids, amounts);
        uint256[] memory burnIds = new uint256[](1);
        burnIds[0] = 1001;
        uint256[] memory burnAmounts = new uint256[](1);
        burnAmounts[0] = bound(burnA, 1, amounts[0]);
        resource.bridgeBurn(PLAYER, burnIds, burnAmounts);
        vm.prank(PLAYER);
        resource.safeTransferFrom(PLAYER, address(0xCAFE), 2002, 0, "");
        (uint256[] memory held, uint256[] memory balances) = resource.resourcesOf(PLAYER);
        bool allBurned = burnAmounts[0] == amounts[0];
        vm.assertEq(held.length, allBurned ? 1 : 2, "ids held");
        for (uint256 i = 0; i < held.length; i++) {
            vm.assertEq(balances[i], resource.balanceOf(PLAYER, held[i]), "listed balance");
            vm.assertTrue(balances[i] > 0, "an empty id is listed");
        }
        (uint256[] memory none,) = resource.resourcesOf(address(0xCAFE));
        vm.assertEq(none.length, 0, "a zero transfer listed an id");
    }

    function test_itemCodesAndAdministration() public {
        vm.assertEq(resource.itemCodeOf(12_345), 345, "item code");
        resource.setURI("https://example.test/{id}");
        vm.assertEq(keccak256(bytes(resource.uri(1))), keccak256("https://example.test/{id}"), "uri");
        vm.assertTrue(resource.supportsInterface(type(IERC1155).interfaceId), "ERC-1155");
        vm.assertTrue(resource.supportsInterface(type(IAccessControl).interfaceId), "AccessControl");
    }
}

contract GameTokenTest is Test {
    address internal constant PLAYER = address(0xB0B);

    /// @notice bridgeBurn takes from the holder without an allowance, only for BURNER_ROLE.
    function testFuzz_bridgeBurn(uint256 minted, uint256 burned) public {
        A2Z token = new A2Z(address(this));
        minted = bound(minted, 1, 1e30);
        burned = bound(burned, 1, minted);
        token.mint(PLAYER, minted);
        bytes32 burnerRole = token.BURNER_ROLE();
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(this), burnerRole)
        );
        token.bridgeBurn(PLAYER, burned);
        token.grantRole(burnerRole, address(this));
        token.bridgeBurn(PLAYER, burned);
        vm.assertEq(token.balanceOf(PLAYER), minted - burned, "not burned");
        vm.assertEq(token.totalSupply(), minted - burned, "supply");
    }
}

contract GenesisEggGateTest is Test {
    address internal constant PLAYER = address(0xB0B);
    Egg internal egg;
    GenesisEggGate internal gate;

    function setUp() public {
        egg = new Egg(address(this), Drago(address(0)), IRandomnessOracle(address(0)), address(this), 1000000001);
        gate = new GenesisEggGate(egg);
        uint256[] memory ids = new uint256[](2);
        (ids[0], ids[1]) = (10001, 10002);
        egg.mintGenesis(PLAYER, ids);
        egg.layEgg(PLAYER, 0, 0);
    }

    function test_bothWaysInLockTheEggWithTheNextNonce() public {
        vm.startPrank(PLAYER);
        egg.approve(address(gate), 10001);
        vm.expectEmit(true, true, true, true);
        emit GenesisEggGate.GenesisEggSent(1, 10001, PLAYER);
        vm.assertEq(gate.send(10001), 1, "first nonce");
        vm.expectEmit(true, true, true, true);
        emit GenesisEggGate.GenesisEggSent(2, 10002, PLAYER);
        egg.safeTransferFrom(PLAYER, address(gate), 10002);
        vm.stopPrank();
        vm.assertEq(egg.ownerOf(10001), address(gate), "not locked");
        vm.assertEq(egg.ownerOf(10002), address(gate), "not locked");
        vm.assertEq(gate.nonceCount(), 2, "nonces");
    }

    function test_onlyGenesisEggsFromTheEggContract() public {
        vm.startPrank(PLAYER);
        vm.expectRevert(abi.encodeWithSelector(GenesisEggGate.NotGenesisEgg.selector, 1000000001));
        gate.send(1000000001);
        vm.expectRevert(abi.encodeWithSelector(GenesisEggGate.NotGenesisEgg.selector, 1000000001));
        egg.safeTransferFrom(PLAYER, address(gate), 1000000001);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(GenesisEggGate.NotEggContract.selector, address(this)));
        gate.onERC721Received(address(this), PLAYER, 10001, "");
    }
}
