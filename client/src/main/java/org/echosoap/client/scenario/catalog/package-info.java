/**
 * The scenario catalogue: {@link org.echosoap.client.scenario.catalog.Scenarios}, the names {@code --scenario} takes
 * and what each stands for, with one {@code ScenarioFamily} per family of names. It imports the families' message
 * builders ({@code scenario.benchmark}, {@code .latency}, {@code .json}, {@code .rpc}, {@code .clientstack},
 * {@code .layer}) and the core types of {@code scenario}; none of them imports it.
 */
package org.echosoap.client.scenario.catalog;
