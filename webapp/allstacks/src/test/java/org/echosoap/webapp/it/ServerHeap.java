package org.echosoap.webapp.it;

import com.sun.management.GarbageCollectorMXBean;
import com.sun.management.GcInfo;
import com.sun.tools.attach.VirtualMachine;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * The live heap of the server's JVM, read from outside: attaches to its pid (the JDK's attach API, same user),
 * starts its local JMX agent, and after a forced full collection returns the memory used as the collector recorded
 * it at the collection's end (nothing allocated after it counts).
 *
 * <pre>{@code
 * try (ServerHeap heap = ServerHeap.attach(server.pid())) { long live = heap.liveBytesAfterFullGc(); }
 * }</pre>
 */
final class ServerHeap implements AutoCloseable {

    private final JMXConnector connector;
    private final MemoryMXBean memory;
    private final List<GarbageCollectorMXBean> collectors = new ArrayList<>();
    private final Set<String> heapPools = new HashSet<>();

    private ServerHeap(JMXConnector connector) throws Exception {
        this.connector = connector;
        MBeanServerConnection server = connector.getMBeanServerConnection();
        memory = ManagementFactory.newPlatformMXBeanProxy(server, ManagementFactory.MEMORY_MXBEAN_NAME,
                MemoryMXBean.class);
        for (ObjectName name : server.queryNames(
                new ObjectName(ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE + ",*"), null)) {
            collectors.add(ManagementFactory.newPlatformMXBeanProxy(server, name.toString(),
                    GarbageCollectorMXBean.class));
        }
        for (ObjectName name : server.queryNames(
                new ObjectName(ManagementFactory.MEMORY_POOL_MXBEAN_DOMAIN_TYPE + ",*"), null)) {
            MemoryPoolMXBean pool = ManagementFactory.newPlatformMXBeanProxy(server, name.toString(),
                    MemoryPoolMXBean.class);
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
    }

    static ServerHeap attach(long pid) throws Exception {
        VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
        try {
            return new ServerHeap(JMXConnectorFactory.connect(new JMXServiceURL(vm.startLocalManagementAgent())));
        } finally {
            vm.detach();
        }
    }

    /** Forces a full collection and returns the memory used right after it (the heap's pools only). */
    synchronized long liveBytesAfterFullGc() {
        memory.gc();
        GcInfo latest = null;
        for (GarbageCollectorMXBean collector : collectors) {
            GcInfo info = collector.getLastGcInfo();
            if (info != null && (latest == null || info.getEndTime() > latest.getEndTime())) {
                latest = info;
            }
        }
        if (latest == null) {
            return memory.getHeapMemoryUsage().getUsed();
        }
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : latest.getMemoryUsageAfterGc().entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        return used;
    }

    @Override
    public void close() throws Exception {
        connector.close();
    }
}
