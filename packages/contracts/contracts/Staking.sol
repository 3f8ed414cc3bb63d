// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice Pledging (spec 3): A2Z held per (holder, continent 1..26). Nothing else is kept on chain:
/// ranks, tiers and rewards are derived off chain from the Staked/Unstaked events.
contract Staking is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The first continent (shown as 101).
    uint8 public constant CONTINENT_MIN = 1;
    /// @notice The last continent (shown as 126).
    uint8 public constant CONTINENT_MAX = 26;

    /// @notice The A2Z pledged.
    IERC20 public immutable token;

    mapping(address holder => mapping(uint8 continent => uint256 amount)) private _stakes;
    /// @notice Everything pledged to a continent by every holder.
    mapping(uint8 continent => uint256 amount) public continentTotal;

    /// @notice `holder` pledged `amount` more to `continent`; its stake there is now `newStake`.
    event Staked(address indexed holder, uint8 indexed continent, uint256 amount, uint256 newStake);
    /// @notice `holder` took `amount` back from `continent`; its stake there is now `newStake`.
    event Unstaked(address indexed holder, uint8 indexed continent, uint256 amount, uint256 newStake);

    error InvalidContinent(uint8 continent);
    error ZeroAmount();
    error InsufficientStake(uint256 staked, uint256 requested);

    constructor(IERC20 token_) {
        token = token_;
    }

    /// @notice Pledges `amount` of the caller's A2Z (approved first) to `continent` 1..26.
    function stake(uint8 continent, uint256 amount) external nonReentrant {
        _checkContinent(continent);
        if (amount == 0) revert ZeroAmount();
        token.safeTransferFrom(msg.sender, address(this), amount);
        uint256 newStake = _stakes[msg.sender][continent] + amount;
        _stakes[msg.sender][continent] = newStake;
        continentTotal[continent] += amount;
        emit Staked(msg.sender, continent, amount, newStake);
    }

    /// @notice Returns `amount` of the caller's stake in `continent` to the caller.
    function unstake(uint8 continent, uint256 amount) external nonReentrant {
        _checkContinent(continent);
        if (amount == 0) revert ZeroAmount();
        uint256 staked = _stakes[msg.sender][continent];
        if (amount > staked) revert InsufficientStake(staked, amount);
        uint256 newStake = staked - amount;
        _stakes[msg.sender][continent] = newStake;
        continentTotal[continent] -= amount;
        token.safeTransfer(msg.sender, amount);
        emit Unstaked(msg.sender, continent, amount, newStake);
    }

    /// @notice What `holder` has pledged to `continent`.
    function stakeOf(address holder, uint8 continent) external view returns (uint256) {
        return _stakes[holder][continent];
    }

    /// @notice What `holder` has pledged to each continent.
    /// @return stakes index i holds the stake in continent i + 1.
    function allStakeOf(address holder) external view returns (uint256[] memory stakes) {
        stakes = new uint256[](CONTINENT_MAX);
        for (uint8 c = CONTINENT_MIN; c <= CONTINENT_MAX; c++) {
            stakes[c - 1] = _stakes[holder][c];
        }
    }

    function _checkContinent(uint8 continent) private pure {
        if (continent < CONTINENT_MIN || continent > CONTINENT_MAX) revert InvalidContinent(continent);
    }
}
