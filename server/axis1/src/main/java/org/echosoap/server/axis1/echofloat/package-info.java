/** Seed 000's EchoFloat on Axis 1.4. */
package org.echosoap.server.axis1.echofloat;
