// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {Staking} from "../../contracts/Staking.sol";
import {StakingHandler} from "../handlers/StakingHandler.sol";
import {Test, vm} from "../lib/Test.sol";

/// @notice Staking holds every pledged A2Z: what it records and what it holds never part.
contract StakingInvariantTest is Test {
    A2Z internal token;
    Staking internal staking;
    StakingHandler internal handler;

    function setUp() public {
        token = new A2Z(address(this));
        staking = new Staking(token);
        handler = new StakingHandler(staking, token);
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            token.mint(handler.actorAt(i), handler.STARTING_BALANCE());
        }
        targetContract(address(handler));
        bytes4[] memory actions = new bytes4[](2);
        actions[0] = StakingHandler.stake.selector;
        actions[1] = StakingHandler.unstake.selector;
        targetSelector(address(handler), actions);
    }

    /// @notice Checked at the end of each random call sequence only: the check reads 26 continents
    /// × every player, and what a broken Staking gets wrong stays wrong until then.
    /// forge-config: default.invariant.check-interval = 0
    function invariant_staking() public view {
        _assertTotalStakedIsTheTokenBalance();
        _assertStakesSumToContinentTotals();
        _assertNoPlayerUnstakesMoreThanTheirStake();
        vm.assertEq(handler.outcomeMismatches(), 0, "a stake or unstake had another outcome than the rules say");
    }

    /// @dev Total staked = Σ continent totals = the A2Z balance Staking holds = what the model staked.
    function _assertTotalStakedIsTheTokenBalance() private view {
        uint256 sum;
        for (uint8 c = staking.CONTINENT_MIN(); c <= staking.CONTINENT_MAX(); c++) {
            sum += staking.continentTotal(c);
        }
        vm.assertEq(sum, token.balanceOf(address(staking)), "sum of continent totals != A2Z held");
        vm.assertEq(sum, handler.modelTotal(), "sum of continent totals != what was staked");
    }

    /// @dev Each continent's total is the sum of its players' stakes, and each stake is the model's.
    function _assertStakesSumToContinentTotals() private view {
        uint256 count = handler.actorCount();
        for (uint8 c = staking.CONTINENT_MIN(); c <= staking.CONTINENT_MAX(); c++) {
            uint256 sum;
            for (uint256 i = 0; i < count; i++) {
                address actor = handler.actorAt(i);
                uint256 stake = staking.stakeOf(actor, c);
                vm.assertEq(stake, handler.modelStake(actor, c), "a stake differs from what the player staked");
                sum += stake;
            }
            vm.assertEq(sum, staking.continentTotal(c), "continent total != sum of its stakes");
        }
    }

    /// @dev No player unstakes more than their stake: wallet + stakes is what they started with.
    function _assertNoPlayerUnstakesMoreThanTheirStake() private view {
        vm.assertEq(handler.overdrawn(), 0, "an unstake paid more than the stake");
        uint256 count = handler.actorCount();
        for (uint256 i = 0; i < count; i++) {
            address actor = handler.actorAt(i);
            uint256[] memory stakes = staking.allStakeOf(actor);
            uint256 staked;
            for (uint256 c = 0; c < stakes.length; c++) {
                staked += stakes[c];
            }
            vm.assertEq(token.balanceOf(actor) + staked, handler.STARTING_BALANCE(), "a player's A2Z is not conserved");
        }
    }
}
