// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GoodsTicket} from "../../contracts/GoodsTicket.sol";
import {MysteryBox} from "../../contracts/MysteryBox.sol";
import {Sticker} from "../../contracts/Sticker.sol";
import {StickerMerge} from "../../contracts/StickerMerge.sol";
import {ItemsHandler} from "../handlers/ItemsHandler.sol";
import {Test, vm} from "../lib/Test.sol";

/// @notice Mystery boxes, roulette tickets, stickers and goods tickets: no ticket without a burned
/// box, no goods ticket without exactly one burned set of five stickers.
contract ItemsInvariantTest is Test {
    MysteryBox internal boxes;
    Sticker internal sticker;
    GoodsTicket internal goodsTicket;
    StickerMerge internal stickerMerge;
    ItemsHandler internal handler;

    function setUp() public {
        boxes = new MysteryBox(address(this));
        sticker = new Sticker(address(this));
        goodsTicket = new GoodsTicket(address(this));
        stickerMerge = new StickerMerge(sticker, goodsTicket);
        // The deploy recipe's roles: only the merge burns stickers and mints goods tickets.
        sticker.grantRole(sticker.BURNER_ROLE(), address(stickerMerge));
        goodsTicket.grantRole(goodsTicket.MINTER_ROLE(), address(stickerMerge));
        handler = new ItemsHandler(boxes, sticker, goodsTicket, stickerMerge);
        boxes.grantRole(boxes.MINTER_ROLE(), address(handler));
        sticker.grantRole(sticker.MINTER_ROLE(), address(handler));
        // Every player starts with a full set and a few spares, so merges happen in every run.
        for (uint256 actor = 0; actor < handler.actorCount(); actor++) {
            for (uint256 kind = 0; kind <= 6; kind++) {
                handler.mintSticker(actor, kind);
            }
        }
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](6);
        actions[0] = ItemsHandler.mintBoxes.selector;
        actions[1] = ItemsHandler.burnBoxes.selector;
        actions[2] = ItemsHandler.moveBoxes.selector;
        actions[3] = ItemsHandler.mintSticker.selector;
        actions[4] = ItemsHandler.moveSticker.selector;
        actions[5] = ItemsHandler.merge.selector;
        targetSelector(address(handler), actions);
    }

    function invariant_items() public view {
        _assertTicketsWithinBurnedBoxes();
        _assertEachMergeBurnsOneSet();
    }

    /// @dev Tickets granted (from the burn events) ≤ boxes burned × TICKETS_PER_BOX, and the events
    /// tell exactly what left the holders' balances.
    function _assertTicketsWithinBurnedBoxes() private view {
        uint256 held;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            held += boxes.boxesOf(handler.actorAt(i));
        }
        uint256 burned = handler.boxesMinted() - held;
        vm.assertEq(handler.burnMismatches(), 0, "a burn took another amount than asked");
        vm.assertEq(handler.boxesBurnedByEvents(), burned, "burn events != boxes burned");
        vm.assertLe(handler.ticketsGranted(), burned * handler.TICKETS_PER_BOX(), "more tickets than burned boxes");
    }

    /// @dev Each goods ticket is one merge of exactly the five chosen stickers, one of each type.
    function _assertEachMergeBurnsOneSet() private view {
        vm.assertEq(handler.mergeMismatches(), 0, "a merge went otherwise than the set rules");
        uint256 tickets;
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            tickets += goodsTicket.balanceOf(handler.actorAt(i), goodsTicket.GOODS_TICKET());
        }
        vm.assertEq(tickets, handler.merges(), "goods tickets != merges");
        vm.assertEq(
            sticker.totalSupply(), handler.stickersMinted() - 5 * handler.merges(), "stickers != minted - 5 per merge"
        );
    }
}
