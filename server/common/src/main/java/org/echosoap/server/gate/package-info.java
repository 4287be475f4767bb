/**
 * What the gates in front of the end-of-life stacks (Axis 1.4, Apache SOAP) share: the request whose body they read
 * and checked, handed on from memory.
 */
package org.echosoap.server.gate;
