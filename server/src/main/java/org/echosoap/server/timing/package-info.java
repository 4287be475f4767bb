/** The {@code Server-Timing} filter: how long each request spent inside the webapp. */
package org.echosoap.server.timing;
