// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @notice A rolling daily limit in O(1) gas: what was spent flows back at `limit` per day, so at
/// any moment the outstanding spend is at most `limit`, and over any span of `t` seconds at most
/// `limit + limit * t / 1 day` leaves (a day's limit right after a quiet day, then the refill rate).
/// Unlike fixed calendar days (Ronin's), no midnight lets two days' limits out back to back.
library RollingLimit {
    /// @notice The span over which a full limit flows back.
    uint256 internal constant WINDOW = 1 days;

    struct Limit {
        /// @dev What may be outstanding at once; zero refuses everything (the safe default).
        uint256 limit;
        /// @dev The outstanding spend as of `updatedAt`.
        uint192 used;
        uint64 updatedAt;
    }

    /// @notice The outstanding spend now, after what flowed back since the last update.
    function usedNow(Limit storage self) internal view returns (uint256) {
        // forge-lint: disable-next-line(block-timestamp)
        uint256 elapsed = block.timestamp - self.updatedAt;
        if (elapsed >= WINDOW) return 0;
        // elapsed < WINDOW, so the product divided by WINDOW stays below `limit`: no overflow.
        uint256 recovered = Math.mulDiv(elapsed, self.limit, WINDOW);
        return recovered >= self.used ? 0 : self.used - recovered;
    }

    /// @notice What may be spent now.
    function available(Limit storage self) internal view returns (uint256) {
        uint256 used = usedNow(self);
        return used >= self.limit ? 0 : self.limit - used;
    }

    /// @notice Spends `amount` when available; returns false (spending nothing) when not.
    function trySpend(Limit storage self, uint256 amount) internal returns (bool) {
        uint256 used = usedNow(self);
        if (used >= self.limit || amount > self.limit - used) return false;
        self.used = SafeCast.toUint192(used + amount);
        self.updatedAt = uint64(block.timestamp);
        return true;
    }

    /// @notice Sets a new limit; what was spent stays spent and flows back at the new rate.
    function setLimit(Limit storage self, uint256 newLimit) internal {
        self.used = SafeCast.toUint192(usedNow(self));
        self.updatedAt = uint64(block.timestamp);
        self.limit = newLimit;
    }
}
