// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {A2Z} from "../../contracts/A2Z.sol";
import {Staking} from "../../contracts/Staking.sol";
import {bound, vm} from "../lib/Test.sol";
import {Actors} from "./Actors.sol";

/// @notice Random stakes and unstakes of a few players over every continent (and a few invalid
/// ones), next to a model of what each player has staked where.
contract StakingHandler is Actors {
    uint256 public constant STARTING_BALANCE = 1_000_000e18;

    Staking public immutable staking;
    A2Z public immutable token;

    /// @notice The model: what each player staked in each continent (0 and 27 are invalid).
    mapping(address actor => mapping(uint8 continent => uint256 amount)) public modelStake;
    uint256 public modelTotal;
    /// @notice Calls whose outcome differed from the model (a refusal it allows, a success it refuses).
    uint256 public outcomeMismatches;
    /// @notice An unstake that paid out more than the caller had staked there.
    uint256 public overdrawn;

    constructor(Staking staking_, A2Z token_) Actors(4) {
        staking = staking_;
        token = token_;
        // The suite mints STARTING_BALANCE to each player (it holds the minter role).
        for (uint256 i = 0; i < actors.length; i++) {
            vm.prank(actors[i]);
            token.approve(address(staking), type(uint256).max);
        }
    }

    function stake(uint256 actorSeed, uint256 continentSeed, uint256 amount) external {
        address actor = _actor(actorSeed);
        uint8 continent = uint8(bound(continentSeed, 0, 27));
        amount = bound(amount, 0, token.balanceOf(actor) + 1);
        bool allowed = _validContinent(continent) && amount > 0 && amount <= token.balanceOf(actor);
        vm.prank(actor);
        try staking.stake(continent, amount) {
            if (!allowed) outcomeMismatches++;
            modelStake[actor][continent] += amount;
            modelTotal += amount;
        } catch {
            if (allowed) outcomeMismatches++;
        }
    }

    function unstake(uint256 actorSeed, uint256 continentSeed, uint256 amount) external {
        address actor = _actor(actorSeed);
        uint8 continent = uint8(bound(continentSeed, 0, 27));
        uint256 staked = modelStake[actor][continent];
        // Now and then one more than the stake: it must be refused.
        amount = bound(amount, 0, staked + 1);
        bool allowed = _validContinent(continent) && amount > 0 && amount <= staked;
        uint256 before = token.balanceOf(actor);
        vm.prank(actor);
        try staking.unstake(continent, amount) {
            if (!allowed) outcomeMismatches++;
            if (token.balanceOf(actor) - before > staked) overdrawn++;
            modelStake[actor][continent] = staked - (amount > staked ? staked : amount);
            modelTotal -= amount > staked ? staked : amount;
        } catch {
            if (allowed) outcomeMismatches++;
        }
    }

    function _validContinent(uint8 continent) private view returns (bool) {
        return continent >= staking.CONTINENT_MIN() && continent <= staking.CONTINENT_MAX();
    }
}
