package org.echosoap.server.services.benchmark;

import java.util.List;

/**
 * Decoded base64 bytes as the decoder produced them: blocks of {@link Base64Values#BLOCK_BYTES} bytes, the last one
 * possibly shorter. No block is ever copied into one big array.
 */
final class DecodedBytes implements ByteSource {

    private final List<byte[]> blocks;
    private final long size;

    /** All blocks but the last must be exactly {@link Base64Values#BLOCK_BYTES} long. */
    DecodedBytes(List<byte[]> blocks) {
        long total = 0;
        for (int i = 0; i < blocks.size(); i++) {
            int length = blocks.get(i).length;
            if (i < blocks.size() - 1 && length != Base64Values.BLOCK_BYTES) {
                throw new IllegalArgumentException("block " + i + " has " + length + " bytes");
            }
            total += length;
        }
        this.blocks = List.copyOf(blocks);
        this.size = total;
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public void fill(long offset, byte[] dst, int length) {
        int done = 0;
        while (done < length) {
            long at = offset + done;
            byte[] block = blocks.get((int) (at / Base64Values.BLOCK_BYTES));
            int from = (int) (at % Base64Values.BLOCK_BYTES);
            int n = Math.min(length - done, block.length - from);
            System.arraycopy(block, from, dst, done, n);
            done += n;
        }
    }

    /** All bytes in one array (tests). */
    byte[] toByteArray() {
        byte[] all = new byte[Math.toIntExact(size)];
        fill(0, all, all.length);
        return all;
    }
}
