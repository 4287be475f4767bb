/** What a SOAP Fault from the CXF stack tells the caller: whose fault it is and one clean line why. */
package org.echosoap.server.cxf.faults;
