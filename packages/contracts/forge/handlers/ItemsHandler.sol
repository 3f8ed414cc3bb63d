// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GoodsTicket} from "../../contracts/GoodsTicket.sol";
import {MysteryBox} from "../../contracts/MysteryBox.sol";
import {Sticker} from "../../contracts/Sticker.sol";
import {StickerMerge} from "../../contracts/StickerMerge.sol";
import {bound, Vm, vm} from "../lib/Test.sol";
import {holderOf} from "../lib/Tokens.sol";
import {Actors} from "./Actors.sol";

/// @notice Mystery boxes minted, traded and burned (the API grants roulette tickets for each
/// `MysteryBoxBurned` event at TICKETS_PER_BOX, packages/shared roulette.ts: the handler plays that
/// part from the recorded events), and stickers minted, traded and merged — full sets, sets with a
/// duplicate type, an unmergeable type or someone else's sticker.
contract ItemsHandler is Actors {
    /// @notice TICKETS_PER_BOX of packages/shared/src/roulette.ts.
    uint256 public constant TICKETS_PER_BOX = 1;
    bytes32 internal constant BURNED_EVENT = keccak256("MysteryBoxBurned(address,uint256)");

    MysteryBox public immutable boxes;
    Sticker public immutable sticker;
    GoodsTicket public immutable goodsTicket;
    StickerMerge public immutable stickerMerge;

    uint256 public boxesMinted;
    /// @notice Σ amounts of the MysteryBoxBurned events, and the tickets granted for them.
    uint256 public boxesBurnedByEvents;
    uint256 public ticketsGranted;
    /// @notice Burns whose balance change differs from the amount asked.
    uint256 public burnMismatches;

    uint256 public stickersMinted;
    uint256 public merges;
    /// @notice Merges that went otherwise than the rules (a set refused, a bad set taken, or other
    /// stickers burned than the five chosen).
    uint256 public mergeMismatches;
    uint256 internal _serial;

    constructor(MysteryBox boxes_, Sticker sticker_, GoodsTicket goodsTicket_, StickerMerge stickerMerge_) Actors(3) {
        boxes = boxes_;
        sticker = sticker_;
        goodsTicket = goodsTicket_;
        stickerMerge = stickerMerge_;
    }

    // ─── Mystery boxes ────────────────────────────────────────────────────────────────────────

    function mintBoxes(uint256 actorSeed, uint256 amount) external {
        amount = bound(amount, 0, 20);
        try boxes.mint(_actor(actorSeed), amount) {
            boxesMinted += amount;
        } catch {}
    }

    function burnBoxes(uint256 actorSeed, uint256 amount) external {
        address holder = _actor(actorSeed);
        uint256 before = boxes.boxesOf(holder);
        amount = bound(amount, 0, before + 1);
        vm.recordLogs();
        vm.prank(holder);
        try boxes.burn(amount) {
            if (before - boxes.boxesOf(holder) != amount) burnMismatches++;
            Vm.Log[] memory logs = vm.getRecordedLogs();
            for (uint256 i = 0; i < logs.length; i++) {
                if (logs[i].emitter != address(boxes) || logs[i].topics[0] != BURNED_EVENT) continue;
                uint256 burned = abi.decode(logs[i].data, (uint256));
                boxesBurnedByEvents += burned;
                ticketsGranted += burned * TICKETS_PER_BOX;
            }
        } catch {}
    }

    function moveBoxes(uint256 fromSeed, uint256 toSeed, uint256 amount) external {
        address from = _actor(fromSeed);
        amount = bound(amount, 0, boxes.boxesOf(from));
        uint256 box = boxes.BOX();
        vm.prank(from);
        boxes.safeTransferFrom(from, _actor(toSeed), box, amount, "");
    }

    // ─── Stickers ─────────────────────────────────────────────────────────────────────────────

    /// @notice Types 0..6: 1..5 make a set, 0 and 6 never merge.
    function mintSticker(uint256 actorSeed, uint256 typeSeed) external {
        sticker.mint(_actor(actorSeed), ++_serial * sticker.TYPE_MODULUS() + (typeSeed % 7));
        stickersMinted++;
    }

    function moveSticker(uint256 actorSeed, uint256 indexSeed, uint256 toSeed) external {
        address from = _actor(actorSeed);
        uint256[] memory owned = sticker.ownedTokens(from);
        if (owned.length == 0) return;
        vm.prank(from);
        sticker.transferFrom(from, _actor(toSeed), owned[indexSeed % owned.length]);
    }

    /// @notice Merges five stickers chosen from the player's own (one in five times with another
    /// player's sticker in place of the last), preferring one of each type when the player has it.
    function merge(uint256 actorSeed, uint256 picks) external {
        address player = _actor(actorSeed);
        uint256[] memory owned = sticker.ownedTokens(player);
        if (owned.length == 0) return;
        uint256[] memory chosen = new uint256[](5);
        for (uint256 i = 0; i < 5; i++) {
            chosen[i] = picks % 2 == 0 ? _ownedOfType(owned, i + 1) : 0;
            if (chosen[i] == 0) chosen[i] = owned[(picks >> (8 * i + 1)) % owned.length];
        }
        if (picks % 5 == 1) {
            uint256[] memory others = sticker.ownedTokens(_actor(actorSeed / 3 + 1));
            if (others.length > 0) chosen[4] = others[0];
        }
        bool valid = _isFullSetOf(player, chosen);
        uint256 supplyBefore = sticker.totalSupply();
        uint256 ticketsBefore = goodsTicket.balanceOf(player, goodsTicket.GOODS_TICKET());
        vm.prank(player);
        try stickerMerge.merge(chosen) {
            merges++;
            if (!valid) mergeMismatches++;
            if (supplyBefore - sticker.totalSupply() != 5) mergeMismatches++;
            for (uint256 i = 0; i < 5; i++) {
                if (holderOf(sticker, chosen[i]) != address(0)) mergeMismatches++;
            }
            if (goodsTicket.balanceOf(player, goodsTicket.GOODS_TICKET()) != ticketsBefore + 1) mergeMismatches++;
        } catch {
            if (valid) mergeMismatches++;
        }
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _ownedOfType(uint256[] memory owned, uint256 kind) private view returns (uint256) {
        for (uint256 i = 0; i < owned.length; i++) {
            if (sticker.stickerType(owned[i]) == kind) return owned[i];
        }
        return 0;
    }

    /// @dev One sticker of each type 1..5, all held by `player`.
    function _isFullSetOf(address player, uint256[] memory chosen) private view returns (bool) {
        bool[6] memory seen;
        for (uint256 i = 0; i < chosen.length; i++) {
            uint256 kind = sticker.stickerType(chosen[i]);
            if (kind < 1 || kind > 5 || seen[kind] || sticker.ownerOf(chosen[i]) != player) return false;
            seen[kind] = true;
        }
        return true;
    }
}
