/**
 * The RPC calls (RMI, gRPC, CORBA) as operations and their table columns: what seed 003 compared SOAP
 * with. Imports {@code config} only.
 */
package org.echosoap.client.scenario.rpc;
