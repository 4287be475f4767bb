/**
 * Seed 003's Latency calls plus echoFloat over gRPC (server/contract's {@code echosoap/latency/latency.proto}):
 * {@link org.echosoap.server.grpc.LatencyService} answers them, {@link org.echosoap.server.grpc.GrpcServer} serves
 * it on one address with stated limits, {@link org.echosoap.server.grpc.Main} is {@code echosoap-grpc.jar}. The
 * messages and stubs are generated at build time, in server/contract, into {@code org.echosoap.server.grpc.latency}.
 */
package org.echosoap.server.grpc;
