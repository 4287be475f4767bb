/**
 * Faults as echosoap's stacks answer them: a caller's mistake is {@code Client} (SOAP 1.1) or {@code Sender} (1.2),
 * anything else {@code Server}/{@code Receiver}; the reason is one line without Java class names; no detail (Axis 1
 * puts the host name, the exception class and, on development systems, the stack trace there).
 */
package org.echosoap.server.axis1.fault;
