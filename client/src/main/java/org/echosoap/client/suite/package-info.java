/**
 * Running a plan: a {@link org.echosoap.client.suite.Part} is one scenario at one size with its options; {@link
 * org.echosoap.client.suite.PlanRunner} checks, measures and reports each part in order; {@link
 * org.echosoap.client.suite.SuitePlanner} says which parts each suite has, {@link org.echosoap.client.suite.LayersSuite}
 * the layers suite's cells, {@link org.echosoap.client.suite.CapacitySearch} walks the capacity suite's ladder.
 *
 * <p>Above the stages (scenario, load, report), below the commands: {@code cli} parses the options, builds the
 * {@code RunOptions}, calls this and prints the table; nothing here knows the command line.
 */
package org.echosoap.client.suite;
