// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IRandomnessConsumer} from "../../contracts/RandomnessOracle.sol";
import {DevRandomnessOracle} from "../../contracts/RandomnessOracleDev.sol";
import {Test, vm} from "../lib/Test.sol";

/// @dev A consumer not built on RandomnessConsumer: its callback reverts.
contract RevertingConsumer is IRandomnessConsumer {
    function request(DevRandomnessOracle oracle) external returns (uint256) {
        return oracle.requestRandomness();
    }

    function fulfillRandomness(uint256, uint256) external pure {
        revert("no");
    }
}

contract DevRandomnessOracleTest is Test {
    DevRandomnessOracle internal oracle;
    RevertingConsumer internal consumer;

    function setUp() public {
        oracle = new DevRandomnessOracle(address(this), address(this));
        consumer = new RevertingConsumer();
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(consumer));
    }

    /// @notice Each request binds the next commitment; only its seed fulfils it, once, whatever the seed.
    function testFuzz_eachRequestIsFulfilledOnceWithItsSeed(bytes32 seed, bytes32 wrong) public {
        vm.assume(seed != wrong);
        _commit(seed);
        uint256 requestId = consumer.request(oracle);
        vm.assertEq(oracle.commitmentsAvailable(), 0, "commitment not bound");
        vm.expectRevert(abi.encodeWithSelector(DevRandomnessOracle.WrongSeed.selector, requestId));
        oracle.fulfill(requestId, wrong);
        oracle.fulfill(requestId, seed);
        vm.assertTrue(oracle.isFulfilled(requestId), "not fulfilled");
        vm.expectRevert(abi.encodeWithSelector(DevRandomnessOracle.AlreadyFulfilled.selector, requestId));
        oracle.fulfill(requestId, seed);
        vm.assertEq(oracle.wordOf(seed, requestId), uint256(keccak256(abi.encode(seed, requestId))), "word");
    }

    function test_refusals() public {
        vm.expectRevert(DevRandomnessOracle.NoCommitmentAvailable.selector);
        consumer.request(oracle);
        _commit(bytes32(uint256(1)));
        vm.expectRevert(
            abi.encodeWithSelector(DevRandomnessOracle.DuplicateCommitment.selector, keccak256(abi.encode(uint256(1))))
        );
        _commit(bytes32(uint256(1)));
        vm.expectRevert(abi.encodeWithSelector(DevRandomnessOracle.UnknownRequest.selector, 5));
        oracle.fulfill(5, bytes32(0));
        uint256 requestId = consumer.request(oracle);
        vm.expectRevert();
        oracle.fulfill{gas: 300_000}(requestId, bytes32(uint256(1)));
        vm.assertFalse(oracle.isFulfilled(requestId), "fulfilled without the callback's gas");
    }

    /// @notice A consumer that reverts does not undo the fulfilment (its word is spent).
    function test_aRevertingConsumerLeavesTheRequestFulfilled() public {
        _commit(bytes32(uint256(2)));
        uint256 requestId = consumer.request(oracle);
        vm.expectEmit(true, false, false, false);
        emit DevRandomnessOracle.ConsumerCallbackFailed(requestId, "");
        oracle.fulfill(requestId, bytes32(uint256(2)));
        vm.assertTrue(oracle.isFulfilled(requestId), "not fulfilled");
    }

    function _commit(bytes32 seed) private {
        bytes32[] memory hashes = new bytes32[](1);
        hashes[0] = keccak256(abi.encode(seed));
        oracle.commit(hashes);
    }
}
