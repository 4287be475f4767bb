/**
 * Host sampling: one reading of a machine's kernel counters ({@code HostCounters}: CPU time by kind, steal, a
 * process's involuntary context switches, from {@code /proc}) and {@code NoiseMeter}, which reads the client's and
 * the server's around a run into its noise figures ({@code result.HostNoise}). Imports {@code result} only; must not
 * import {@code load} (the engine starts it), nor {@code cli} or {@code report}.
 */
package org.echosoap.client.host;
