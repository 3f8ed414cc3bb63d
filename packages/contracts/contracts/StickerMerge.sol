// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GoodsTicket} from "./GoodsTicket.sol";
import {Sticker} from "./Sticker.sol";

/// @notice Crafting on the stickers page: one sticker of each type 1..5 becomes one goods ticket.
contract StickerMerge {
    /// @notice Stickers in a set: one of each type 1..5.
    uint256 public constant SET_SIZE = 5;

    /// @notice The stickers merged (burned).
    Sticker public immutable sticker;
    /// @notice The goods tickets a merge mints.
    GoodsTicket public immutable goodsTicket;

    /// @notice `owner` merged the stickers `tokenIds` into one goods ticket.
    event Merged(address indexed owner, uint256[] tokenIds);

    error WrongStickerCount();
    error InvalidStickerType(uint256 tokenId);
    error DuplicateStickerType(uint256 stickerType);
    error NotStickerOwner(uint256 tokenId);

    constructor(Sticker sticker_, GoodsTicket goodsTicket_) {
        sticker = sticker_;
        goodsTicket = goodsTicket_;
    }

    /// @notice Burns one owned sticker of each type 1..5 and mints the caller one goods ticket.
    function merge(uint256[] calldata tokenIds) external {
        if (tokenIds.length != SET_SIZE) revert WrongStickerCount();
        uint256 seenTypes;
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 tokenId = tokenIds[i];
            uint256 kind = sticker.stickerType(tokenId);
            if (kind < 1 || kind > SET_SIZE) revert InvalidStickerType(tokenId);
            // One bit per sticker type in a bitmask: the shift is meant this way round.
            // forge-lint: disable-next-line(incorrect-shift)
            uint256 bit = 1 << kind;
            if (seenTypes & bit != 0) revert DuplicateStickerType(kind);
            seenTypes |= bit;
        }
        // A failed ownership check reverts the burns before it, so one pass suffices.
        for (uint256 i = 0; i < tokenIds.length; i++) {
            if (!_ownedBySender(tokenIds[i])) revert NotStickerOwner(tokenIds[i]);
            sticker.burn(tokenIds[i]);
        }
        goodsTicket.mint(msg.sender, goodsTicket.GOODS_TICKET(), 1);
        emit Merged(msg.sender, tokenIds);
    }

    /// @dev A burned or never-minted id is reported as not owned rather than with Sticker's own
    /// error, so callers decode every refusal from this contract's ABI.
    function _ownedBySender(uint256 tokenId) private view returns (bool) {
        try sticker.ownerOf(tokenId) returns (address owner) {
            return owner == msg.sender;
        } catch {
            return false;
        }
    }
}
