/** Seed 000's echoFloat as a CXF endpoint. */
package org.echosoap.server.cxf.echofloat;
