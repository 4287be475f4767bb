/**
 * The runs of each setup kept on this machine (one line per cost in a JSON-lines file), so that a run's interval can
 * include how far its figure moves from one run to the next ({@link org.echosoap.client.stats.RunToRun}), which no
 * single run can see. {@link org.echosoap.client.history.RunHistory} reads and appends;
 * {@link org.echosoap.client.history.SetupKey} says which runs count as the same setup.
 */
package org.echosoap.client.history;
