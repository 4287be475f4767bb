package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.grpc.latency.GetIntegersRequest;
import org.junit.jupiter.api.Test;

/** {@code --executor direct}: the calls run on the transport's event loop and answer as with the pool. */
class DirectExecutorIT {

    @Test
    void everyCallAnswersOnTheEventLoop() throws Exception {
        try (GrpcServerProcess server = GrpcServerProcess.start("direct", "127.0.0.1", "--executor", "direct")) {
            GrpcServerIT.everyCallAnswers(server.latency());
            GrpcServerIT.assertRefused("size must be from 0 to 1000000, got 1000001", () -> server.latency()
                    .getIntegers(GetIntegersRequest.newBuilder().setSize(LatencyValues.MAX_SIZE + 1).build()));
            assertTrue(server.log().contains(", executor direct\n"), server.log());
        }
    }
}
