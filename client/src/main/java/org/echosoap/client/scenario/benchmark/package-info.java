/**
 * The SOAP Benchmark Suite's 19 operations (seed 002, {@code Benchmark.wsdl}): their requests, answer
 * checks and sizes. Imports {@code scenario}'s core types and server/common's contract values only.
 */
package org.echosoap.client.scenario.benchmark;
