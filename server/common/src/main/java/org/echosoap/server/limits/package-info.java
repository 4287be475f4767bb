/** Limits that keep the server healthy under hostile or oversized requests. */
package org.echosoap.server.limits;
