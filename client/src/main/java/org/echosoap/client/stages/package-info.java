/**
 * The server's exact stages of a run ({@code --stages}): per endpoint each stage's mean time and bytes per
 * message with their intervals over the blocks, per cost (endpoint − its baseline) each stage's difference paired by
 * round, and the run's check (stage bytes add up to Server-Timing alloc, stage time to the inside figure), from the
 * blocks' {@link org.echosoap.client.result.BlockStages}. Pure figures: report prints them and writes result.json.
 */
package org.echosoap.client.stages;
