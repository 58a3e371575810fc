import Foundation

/// Runs `body` for 0..<count on `threads` threads; results come back in index order, whatever
/// the thread count or timing.
public enum Parallel {
    public static func map<T>(_ count: Int, threads: Int, _ body: (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        let workers = max(1, min(threads, count))
        withoutActuallyEscaping(body) { body in
            let work = UnsafeSendable(body)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = slots.claim() {
                    slots.set(index, work.value(index))
                }
            }
        }
        return slots.values()
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
