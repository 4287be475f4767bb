/** Checks on a request that CXF does not make or words its own way, run in CXF's in-chain before binding. */
package org.echosoap.server.cxf.inbound;
