// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @notice Ethereum side of "Bridge & Hatch": takes a genesis egg (ids 10001–20000) and locks it
/// here for good, emitting `GenesisEggSent(nonce, eggId, owner)`. The API's relayer signs that
/// message and delivers it to `Egg.receiveGenesis` on Arena-Z, which mints and hatches the egg.
/// Two ways in: `send(eggId)` after approving the gate, or `Egg.safeTransferFrom(owner, gate, id)`
/// in one transaction (the owner is the `from` of the transfer).
contract GenesisEggGate is IERC721Receiver {
    /// @notice The first genesis egg id.
    uint256 public constant GENESIS_FIRST_ID = 10001;
    /// @notice The last genesis egg id.
    uint256 public constant GENESIS_LAST_ID = 20000;

    /// @notice The Egg contract whose genesis eggs this gate locks.
    IERC721 public immutable egg;
    /// @notice Nonces start at 1; the last one used.
    uint256 public nonceCount;

    /// @notice Genesis egg `eggId` of `owner` is locked here; the relayer delivers it to Arena-Z under `nonce`.
    event GenesisEggSent(uint256 indexed nonce, uint256 indexed eggId, address indexed owner);

    error NotGenesisEgg(uint256 eggId);
    error NotEggContract(address caller);

    constructor(IERC721 egg_) {
        egg = egg_;
    }

    /// @notice Locks a genesis egg of the caller (the gate must be approved for it).
    function send(uint256 eggId) external returns (uint256 nonce) {
        if (!_isGenesis(eggId)) revert NotGenesisEgg(eggId);
        // transferFrom (not safe): no onERC721Received call back into this gate.
        egg.transferFrom(msg.sender, address(this), eggId);
        return _sent(eggId, msg.sender);
    }

    /// @notice Locks a genesis egg sent with `Egg.safeTransferFrom` (from the Egg contract only).
    function onERC721Received(address, address from, uint256 tokenId, bytes calldata)
        external
        returns (bytes4)
    {
        if (msg.sender != address(egg)) revert NotEggContract(msg.sender);
        if (!_isGenesis(tokenId)) revert NotGenesisEgg(tokenId);
        _sent(tokenId, from);
        return IERC721Receiver.onERC721Received.selector;
    }

    function _sent(uint256 eggId, address owner) private returns (uint256 nonce) {
        nonce = ++nonceCount;
        emit GenesisEggSent(nonce, eggId, owner);
    }

    function _isGenesis(uint256 eggId) private pure returns (bool) {
        return eggId >= GENESIS_FIRST_ID && eggId <= GENESIS_LAST_ID;
    }
}
