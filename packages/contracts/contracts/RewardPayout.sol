// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {GuardianPausable} from "./GuardianPausable.sol";
import {RollingLimit} from "./RollingLimit.sol";

/// @notice Pays pledging rewards on Polygon from its own A2Z balance. Each payout id pays at most
/// once, so a worker that retries after a crash can never pay a claim twice. A leaked payer key
/// drains at most the rolling daily limit, in payouts of at most `maxPerPayout`, and a guardian can
/// stop it at once; both limits start at zero (nothing pays) until the admin sets them.
contract RewardPayout is GuardianPausable {
    using SafeERC20 for IERC20;
    using RollingLimit for RollingLimit.Limit;

    /// @notice May pay (the payout worker's key).
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    /// @notice The token this pool pays from its own balance.
    IERC20 public immutable token;
    /// @notice Whether a payout id has paid (each pays at most once).
    mapping(bytes32 payoutId => bool) public paid;
    /// @notice The largest single payout.
    uint256 public maxPerPayout;
    RollingLimit.Limit private _daily;

    /// @notice Payout `payoutId` paid `amount` to `to`.
    event Paid(bytes32 indexed payoutId, address indexed to, uint256 amount);
    /// @notice The admin set the per-payout maximum and the rolling daily limit.
    event LimitsChanged(uint256 maxPerPayout, uint256 dailyLimit);

    error AlreadyPaid(bytes32 payoutId);
    error ZeroAmount();
    error PayoutAboveMaximum(uint256 amount, uint256 maximum);
    error DailyLimitExceeded(uint256 amount, uint256 available);

    constructor(IERC20 token_, address admin) {
        token = token_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAYER_ROLE, admin);
    }

    /// @notice Pays `amount` to `to` for `payoutId`, once per id (payer only, not paused, within
    /// the per-payout maximum and the rolling daily limit). A refused payout leaves the id unpaid.
    function pay(bytes32 payoutId, address to, uint256 amount) external onlyRole(PAYER_ROLE) whenNotPaused {
        if (paid[payoutId]) revert AlreadyPaid(payoutId);
        if (amount == 0) revert ZeroAmount();
        if (amount > maxPerPayout) revert PayoutAboveMaximum(amount, maxPerPayout);
        if (!_daily.trySpend(amount)) revert DailyLimitExceeded(amount, _daily.available());
        paid[payoutId] = true;
        token.safeTransfer(to, amount);
        emit Paid(payoutId, to, amount);
    }

    /// @notice Sets the per-payout maximum and the rolling daily limit (admin only: the timelock).
    function setLimits(uint256 maxPerPayout_, uint256 dailyLimit_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        maxPerPayout = maxPerPayout_;
        _daily.setLimit(dailyLimit_);
        emit LimitsChanged(maxPerPayout_, dailyLimit_);
    }

    /// @notice The rolling daily limit.
    function dailyLimit() external view returns (uint256) {
        return _daily.limit;
    }

    /// @notice What may be paid now under the rolling daily limit.
    function availableToday() external view returns (uint256) {
        return _daily.available();
    }
}
