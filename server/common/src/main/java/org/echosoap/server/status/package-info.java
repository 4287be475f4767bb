/**
 * What the server tells a client about its host besides the answers: the kernel's counters a client needs to name
 * the machine's noise over a run (steal time, the server process's CPU time and involuntary context switches).
 */
package org.echosoap.server.status;
