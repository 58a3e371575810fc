import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` for 0..<count on `threads` threads; results come back in index order, whatever
/// the thread count or timing.
public enum Parallel {
    /// Worker stacks: syntax trees of pathological files (a 100,000-link member chain) are walked
    /// recursively by swift-syntax's visitors; 8 MiB overflows, so workers get 1 GiB of address
    /// space (only the pages touched are ever committed).
    public static let stackSize = 1 << 30

    public static func map<T>(_ count: Int, threads: Int, _ body: (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        withoutActuallyEscaping(body) { body in
            let work = UnsafeSendable(body)
            let threads = (0..<workers).map { _ in
                spawn {
                    while let index = slots.claim() {
                        slots.set(index, work.value(index))
                    }
                }
            }
            // Joined threads have returned and released the closure before the block ends.
            for case let thread? in threads { pthread_join(thread, nil) }
        }
        return slots.values()
    }

    /// Runs `body` on a thread with a large stack and waits for it: for the graph-building passes,
    /// which recurse over expressions as deep as the source nests them.
    public static func onLargeStack<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let work = UnsafeSendable(body)
            let result = Slots<T>(count: 1)
            if let thread = spawn({ result.set(0, work.value()) }) { pthread_join(thread, nil) }
            return result.values()[0]
        }
    }

    /// Runs `first` on a thread of its own (with a large stack) while `second` runs here, and returns
    /// both results once both are done. With one processor, both run here, one after the other.
    public static func pair<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
        return withoutActuallyEscaping(first) { first in
            let work = UnsafeSendable(first)
            let result = Slots<A>(count: 1)
            let thread = spawn { result.set(0, work.value()) }
            let other = second()
            if let thread { pthread_join(thread, nil) }
            return (result.values()[0], other)
        }
    }

    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts a thread with a large stack; nil when none could be had (then `body` has already run here).
    private static func spawn(_ body: @escaping () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackSize)
        defer { pthread_attr_destroy(&attributes) }
        let context = Unmanaged.passRetained(Job(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }
        return thread
    }
}

private struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// A fixed array filled from several threads, each slot once.
private final class Slots<T>: @unchecked Sendable {
    private var slots: [T?]
    private var next = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [T] { slots.map { $0! } }
}
