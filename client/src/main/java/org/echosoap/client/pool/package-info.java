/**
 * Pooling the results of one run repeated on several server JVMs ({@code echosoap pool}): {@link
 * org.echosoap.client.pool.ForkPool} reads the forks' result files, pools each cost over JVMs (its interval covers a
 * server restart) and writes the table and pooled.json; the command only parses its arguments and prints.
 */
package org.echosoap.client.pool;
