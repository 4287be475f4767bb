// How long a thread blocked in read() takes to run again after another thread writes to its pipe, as a function of
// how long the reader's CPU had nothing to do (the writer busy-spins X µs first). On a VM whose idle vCPUs halt, a
// reader idle longer wakes later: that delay lands on the client of any longer request, and so on a spin's measured
// cost (docs/measuring.md, "Noise on small virtual machines"). Optional CPUs pin writer and reader.
//   wakeup IDLE_MICROS ITERATIONS [WRITER_CPU READER_CPU]
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static int toReader[2], toWriter[2];
static long idleNanos;
static int iterations, writerCpu = -1, readerCpu = -1;

static long nowNanos(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000000000L + t.tv_nsec;
}

static void pin(int cpu) {
    if (cpu < 0) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

static void *writer(void *unused) {
    (void) unused;
    pin(writerCpu);
    for (int i = 0; i < iterations; i++) {
        char go;
        if (read(toWriter[0], &go, 1) != 1) return NULL;
        long end = nowNanos() + idleNanos;
        while (nowNanos() < end) { }
        long sent = nowNanos();
        if (write(toReader[1], &sent, sizeof sent) != sizeof sent) return NULL;
    }
    return NULL;
}

static int compare(const void *a, const void *b) {
    long x = *(const long *) a, y = *(const long *) b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 3 && argc != 5) {
        fprintf(stderr, "usage: wakeup IDLE_MICROS ITERATIONS [WRITER_CPU READER_CPU]\n");
        return 2;
    }
    idleNanos = atol(argv[1]) * 1000L;
    iterations = atoi(argv[2]);
    if (idleNanos < 0 || iterations < 1 || iterations > 1000000) {
        fprintf(stderr, "wakeup: IDLE_MICROS >= 0 and ITERATIONS 1..1000000\n");
        return 2;
    }
    if (argc == 5) {
        writerCpu = atoi(argv[3]);
        readerCpu = atoi(argv[4]);
    }
    if (pipe(toReader) || pipe(toWriter)) { perror("pipe"); return 1; }
    pthread_t thread;
    pthread_create(&thread, NULL, writer, NULL);
    pin(readerCpu);
    long *wake = malloc(sizeof(long) * iterations);
    for (int i = 0; i < iterations; i++) {
        char go = 1;
        long sent;
        if (write(toWriter[1], &go, 1) != 1 || read(toReader[0], &sent, sizeof sent) != sizeof sent) return 1;
        wake[i] = nowNanos() - sent;
    }
    pthread_join(thread, NULL);
    qsort(wake, iterations, sizeof(long), compare);
    double sum = 0;
    for (int i = 0; i < iterations; i++) sum += wake[i];
    printf("| %ld | %.1f | %.1f | %.1f | %.1f |\n", idleNanos / 1000, sum / iterations / 1000.0,
           wake[iterations / 2] / 1000.0, wake[iterations * 9 / 10] / 1000.0, wake[iterations * 99 / 100] / 1000.0);
    return 0;
}
